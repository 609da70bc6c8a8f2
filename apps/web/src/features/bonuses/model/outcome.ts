// Every way activateBonus, cancelBonus and claimBonusReward can fail (their error variants, a
// GeneralAppError, the transport) → the toast code in the `errors` namespace (spec §8 Bonuses).
// Codes that mean something else elsewhere (COMPLETE_BONUS_FIRST is the withdrawal text) get a
// bonus-specific key.

export type BonusOperation = 'activate' | 'cancel' | 'claim';

export interface BonusToast {
  code: string;
  kind: 'error' | 'warning';
  /** The server's message, shown when the code has no text of its own. */
  message?: string;
}

/** The answer of one of the three mutations (any variant), or null/undefined when none came. */
export type BonusAnswer =
  { __typename: string; error?: string; code?: string; message?: string } | null | undefined;

export interface Transport {
  /** urql's CombinedError, if the request failed. */
  error?: { networkError?: unknown } | null;
}

const SUCCESS = new Set(['ActivateBonusSuccess', 'CancelBonusSuccess', 'ClaimBonusRewardSuccess']);

/** Codes a refusal variant carries, per operation. */
function refusal(op: BonusOperation, code: string, cashback: boolean): BonusToast | null {
  if (op === 'activate' && code === 'COMPLETE_BONUS_FIRST')
    return { code: 'BONUS_COMPLETE_CURRENT_FIRST', kind: 'warning' };
  if (op === 'activate' && code === 'BONUS_UNAVAILABLE' && cashback)
    return { code: 'CASHBACK_NOTHING_TO_RETURN', kind: 'warning' };
  if (op === 'cancel' && code === 'BONUS_UNAVAILABLE')
    return { code: 'BONUS_CANCEL_FAILED', kind: 'error' };
  if (code === 'BONUS_NOT_READY') return { code: 'BONUS_NOT_READY', kind: 'warning' };
  if (code === 'BONUS_UNAVAILABLE') return { code: 'BONUS_UNAVAILABLE', kind: 'error' };
  return null;
}

/**
 * The toast for a failed bonus mutation, or null when it succeeded.
 * @param known whether the `errors` namespace has a title for a code (unknown codes fall back to
 *   ERROR_DEFAULT with the server's message)
 * @param cashback the bonus is cashback: BONUS_UNAVAILABLE on activation means no net losses
 */
export function bonusFailure(
  op: BonusOperation,
  answer: BonusAnswer,
  transport: Transport,
  known: (code: string) => boolean,
  cashback = false,
): BonusToast | null {
  if (answer && SUCCESS.has(answer.__typename)) return null;
  if (!answer) {
    if (transport.error?.networkError) return { code: 'NETWORK_ERROR', kind: 'error' };
    return { code: 'ERROR_TOAST_HEAD', kind: 'error' };
  }
  const code = answer.error ?? answer.code ?? '';
  const mapped = refusal(op, code, cashback);
  if (mapped) return mapped;
  if (code === 'INSUFFICIENT_FUNDS') return { code: 'BONUS_BALANCE_CHANGED', kind: 'warning' };
  if (code && known(code)) return { code, kind: 'error' };
  return {
    code: 'ERROR_DEFAULT',
    kind: 'error',
    ...(answer.message ? { message: answer.message } : {}),
  };
}
