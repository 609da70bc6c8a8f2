// Where the route guard sends a guest (spec §2.3) and where sign-in sends them back.

export const SIGN_IN_PATH = '/sign-in';

/** `/profile` → `/sign-in?return=%2Fprofile`; the search string is kept. */
export function buildSignInRedirect(pathname: string, search = ''): string {
  return `${SIGN_IN_PATH}?return=${encodeURIComponent(pathname + search)}`;
}

/**
 * The return target after sign-in: only same-site absolute paths are honoured, anything else
 * (missing, protocol-relative, external, back to the sign-in page) goes home.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === SIGN_IN_PATH || raw.startsWith(`${SIGN_IN_PATH}?`)) return '/';
  return raw;
}
