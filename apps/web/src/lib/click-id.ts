// Click tracking (spec §2.1, §9): a `cid` query parameter on any page is kept for an hour in the
// `click_id` cookie and later sent with the registration.
import { CLICK_ID_COOKIE } from '@aurum/domain';

export function buildClickIdCookie(value: string): string {
  return [
    `${CLICK_ID_COOKIE.name}=${encodeURIComponent(value)}`,
    `Max-Age=${CLICK_ID_COOKIE.maxAgeSeconds}`,
    'Path=/',
    'Secure',
    'SameSite=Lax',
  ].join('; ');
}

/** Stores the click id from a query string such as `?cid=abc`; returns the stored value. */
export function captureClickId(
  search: string,
  writeCookie: (cookie: string) => void = (cookie) => {
    document.cookie = cookie;
  },
): string | null {
  const value = new URLSearchParams(search).get(CLICK_ID_COOKIE.query)?.trim();
  if (!value) return null;
  writeCookie(buildClickIdCookie(value));
  return value;
}

export function readClickId(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CLICK_ID_COOKIE.name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** After a successful registration the click id has done its job (spec §4.2). */
export function clearClickId(): void {
  document.cookie = `${CLICK_ID_COOKIE.name}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
}
