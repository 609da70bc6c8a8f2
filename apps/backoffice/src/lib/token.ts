// The staff session token (bearer for /backoffice/graphql). Kept in sessionStorage: it dies with
// the tab, is never shared with the player app's storage keys, and never sent to /graphql.
const KEY = 'aurum.backoffice.token';

export function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(KEY, token);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the session lives in memory for this page only
  }
}
