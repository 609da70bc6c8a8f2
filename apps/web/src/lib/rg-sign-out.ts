// Why the player was signed out by a responsible-gaming rule (issue 14): a session limit reached,
// a time-out or self-exclusion taken (here or on another device), an account closed. The GraphQL
// client reports it from an RG_* error or the websocket's RG close code; the sign-in page reads
// it and explains. No formatting here: this file ships with the first route.
import type { CombinedError } from '@urql/core';
import type { RgRefusalFieldsFragment as RgRefusal } from '@/gql/graphql';
import { reportUnauthorized } from '@/lib/token-store';

/** Websocket close codes of a player whose sessions an RG rule ended: a time-out, self-exclusion
 *  or closure (4460), the session time limit (4461). The close reason is the RG code. */
export const WS_CLOSE_RG_BLOCK = 4460;
export const WS_CLOSE_RG_SESSION_LIMIT = 4461;
export const WS_CLOSE_RG_CODES: ReadonlySet<number> = new Set([
  WS_CLOSE_RG_BLOCK,
  WS_CLOSE_RG_SESSION_LIMIT,
]);

/** Codes that end the player's session: the client signs out and explains why. */
export const RG_SIGN_OUT_CODES: ReadonlySet<string> = new Set([
  'RG_SESSION_LIMIT',
  'RG_TIME_OUT',
  'RG_SELF_EXCLUDED',
  'RG_ACCOUNT_CLOSED',
]);

export function isRgCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.startsWith('RG_');
}

/** A refusal with only its code (the rest unknown). */
export function bareRefusal(code: string): RgRefusal {
  return {
    code,
    limitType: null,
    period: null,
    limitMinor: null,
    remainingMinor: null,
    currency: null,
    decimals: null,
    maxStakeMinor: null,
    until: null,
    indefinite: false,
  };
}

/** The RG refusal of a GraphQL error (`extensions.code` RG_*, data in `extensions.details`). */
export function rgRefusalOfError(error: CombinedError | undefined): RgRefusal | null {
  if (!error) return null;
  for (const e of error.graphQLErrors) {
    const code = e.extensions?.code;
    if (typeof code !== 'string' || !isRgCode(code)) continue;
    const details = (e.extensions?.details ?? {}) as Partial<RgRefusal>;
    return { ...bareRefusal(code), ...details, code };
  }
  return null;
}

// ---- why the player was signed out (read once by the sign-in page) ----

const REASON_KEY = 'rgSignOutReason';
type Listener = () => void;
const listeners = new Set<Listener>();

function readReason(): RgRefusal | null {
  try {
    const raw = window.sessionStorage.getItem(REASON_KEY);
    return raw ? (JSON.parse(raw) as RgRefusal) : null;
  } catch {
    return null;
  }
}

let reason: RgRefusal | null = typeof window === 'undefined' ? null : readReason();

/** Remembers why the session ended (shown on /sign-in until the player signs in again). */
export function setRgSignOutReason(next: RgRefusal | null): void {
  reason = next;
  try {
    if (next) window.sessionStorage.setItem(REASON_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(REASON_KEY);
  } catch {
    // storage unavailable: kept for this page view
  }
  for (const listener of listeners) listener();
}

export function getRgSignOutReason(): RgRefusal | null {
  return reason;
}

export function subscribeRgSignOutReason(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signs the player out because of `refusal` (kept for the sign-in page). */
export function rgSignOut(refusal: RgRefusal): void {
  setRgSignOutReason(refusal);
  reportUnauthorized();
}
