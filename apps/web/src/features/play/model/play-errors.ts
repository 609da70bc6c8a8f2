// A failed play (a GeneralAppError answer, a GraphQL or network error) as the key of its
// translated text in the `errors` namespace (title and text), shown inline next to the bet
// controls. The codes are those the play resolvers and the settlement return (place-bet.ts,
// bonuses' playFreeSpin); anything else reads as the general error.
import type { CombinedError } from 'urql';

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
] as const;
export type PlayErrorKey = (typeof PLAY_ERROR_KEYS)[number];

const KNOWN = new Set<string>(PLAY_ERROR_KEYS);

/** The text key of a server error code. */
export function playErrorKey(code: string): PlayErrorKey {
  if (code === 'VALIDATION_ERROR') return 'INVALID_BET';
  return KNOWN.has(code) ? (code as PlayErrorKey) : 'ERROR_DEFAULT';
}

/**
 * The text key of a mutation's answer, or null when it succeeded: `value` is the mutation's
 * field (a union with GeneralAppError), `error` urql's CombinedError.
 */
export function playFailureKey(
  value: { __typename: string; code?: string } | null | undefined,
  error: CombinedError | undefined,
): PlayErrorKey | null {
  if (value?.__typename === 'GeneralAppError') return playErrorKey(value.code ?? '');
  if (value) return null;
  if (!error || error.networkError) return 'NETWORK_ERROR';
  const code = error.graphQLErrors.find((e) => typeof e.extensions?.code === 'string')?.extensions
    ?.code as string | undefined;
  return code ? playErrorKey(code) : 'ERROR_DEFAULT';
}
