// A failed play (a GeneralAppError answer, a GraphQL or network error) as the key of its
// translated text in the `errors` namespace (title and text), shown inline next to the bet
// controls. The codes are those the play resolvers and the settlement return (place-bet.ts,
// bonuses' playFreeSpin); anything else reads as the general error.
//
// Responsible gaming (issue 14): a stake refused by a limit (RG_LOSS_LIMIT, RG_WAGER_LIMIT, with
// the amount left), a jurisdiction rule (RG_MAX_STAKE, RG_SPIN_TOO_FAST) or an unanswered reality
// check (RG_REALITY_CHECK_DUE, which also asks for the check at once) is shown inline with its
// data; a session that an RG rule ended (session limit, time-out, self-exclusion, closure) signs
// the player out with the reason. The refusal's data is kept per code (`rgRefusalFor`) so the
// alert can show the amount left or the end date without every game carrying it in its state.
import type { CombinedError } from 'urql';
import type { RgRefusal } from '@/lib/api/rg-refusal';
import { requestRealityCheck } from '@/lib/play-gate';
import { RG_SIGN_OUT_CODES, bareRefusal, rgRefusalOfError, rgSignOut } from '@/lib/rg-sign-out';

export const PLAY_ERROR_KEYS = [
  'INSUFFICIENT_FUNDS',
  'BET_TOO_LOW',
  'BET_TOO_HIGH',
  'GAME_NOT_FOUND',
  'RESTRICTION_GEO',
  'IDEMPOTENCY_CONFLICT',
  'BONUS_UNAVAILABLE',
  'UNAUTHORIZED',
  /** the server's VALIDATION_ERROR: its general text speaks of form fields, a bet needs its own */
  'INVALID_BET',
  'NETWORK_ERROR',
  'ERROR_DEFAULT',
  /** a guest pressed Play: nothing was sent */
  'SIGN_IN_TO_PLAY',
  // responsible gaming (issue 14)
  'RG_LOSS_LIMIT',
  'RG_WAGER_LIMIT',
  'RG_MAX_STAKE',
  'RG_SPIN_TOO_FAST',
  'RG_REALITY_CHECK_DUE',
  'RG_SESSION_LIMIT',
  'RG_TIME_OUT',
  'RG_SELF_EXCLUDED',
  'RG_ACCOUNT_CLOSED',
] as const;
export type PlayErrorKey = (typeof PLAY_ERROR_KEYS)[number];

const KNOWN = new Set<string>(PLAY_ERROR_KEYS);

const refusals = new Map<string, RgRefusal>();

/** The data of the last refusal with this RG code (the amount left, the end date …), if any. */
export function rgRefusalFor(code: string): RgRefusal | null {
  return refusals.get(code) ?? null;
}

/** Acts on an RG refusal: keeps its data, signs out or asks for the reality check. */
function noteRefusal(code: string, refusal: RgRefusal | null | undefined) {
  const data = refusal ?? bareRefusal(code);
  refusals.set(code, data);
  if (RG_SIGN_OUT_CODES.has(code)) rgSignOut(data);
  else if (code === 'RG_REALITY_CHECK_DUE') requestRealityCheck();
}

/** The text key of a server error code (`refusal`: the RG data of an RG_* code). */
export function playErrorKey(code: string, refusal?: RgRefusal | null): PlayErrorKey {
  if (code === 'VALIDATION_ERROR') return 'INVALID_BET';
  if (code.startsWith('RG_')) noteRefusal(code, refusal);
  return KNOWN.has(code) ? (code as PlayErrorKey) : 'ERROR_DEFAULT';
}

/**
 * The text key of a mutation's answer, or null when it succeeded: `value` is the mutation's
 * field (a union with GeneralAppError), `error` urql's CombinedError.
 */
export function playFailureKey(
  value: { __typename: string; code?: string; rg?: RgRefusal | null } | null | undefined,
  error: CombinedError | undefined,
): PlayErrorKey | null {
  if (value?.__typename === 'GeneralAppError') return playErrorKey(value.code ?? '', value.rg);
  if (value) return null;
  if (!error || error.networkError) return 'NETWORK_ERROR';
  const code = error.graphQLErrors.find((e) => typeof e.extensions?.code === 'string')?.extensions
    ?.code as string | undefined;
  return code ? playErrorKey(code, rgRefusalOfError(error)) : 'ERROR_DEFAULT';
}
