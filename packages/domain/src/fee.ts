// Withdrawal fee (spec §5 "Fee"): percent of the amount plus the static fee; the total the
// player receives is amount − fee, shown with 2 decimals.
import { divideRounded, parseDecimal, pow10 } from './decimal';
import { formatMinor } from './money';

export interface WithdrawalFeeInput {
  /** Requested amount, minor units (≥ 0). */
  amount: bigint;
  /** The method's fee in percent, exact decimal text or number: 2.5 means 2.5 %. Default 0. */
  percent?: string | number | null;
  /** The currency setting's static fee, minor units (≥ 0). Default 0. */
  staticFee?: bigint | null;
  /** Minor-unit scale of the amounts. Default 2. */
  decimals?: number;
}

export interface WithdrawalFee {
  amount: bigint;
  /** amount × percent / 100, rounded half-up (ties away from zero) to the minor unit. */
  percentFee: bigint;
  staticFee: bigint;
  /** percentFee + staticFee. */
  fee: bigint;
  /** amount − fee, never below 0. */
  total: bigint;
  /** True when the fee exceeded the amount and the total was clamped to 0. */
  clamped: boolean;
  /** The total with exactly 2 decimals ("12.30"); scales above 2 are cut (rounded down). */
  totalDisplay: string;
}

/**
 * Computes the withdrawal fee exactly. Rounding: the percent part is rounded half-up away from
 * zero to the minor unit (a 2.5 % fee on 10.10 is 0.2525 → 0.25; on 10.30 is 0.2575 → 0.26).
 * A fee larger than the amount gives total 0 with clamped = true (the form should refuse it).
 * Throws RangeError for a negative amount, fee or percent, or an unreadable percent.
 */
export function calculateWithdrawalFee(input: WithdrawalFeeInput): WithdrawalFee {
  const { amount } = input;
  const staticFee = input.staticFee ?? 0n;
  const decimals = input.decimals ?? 2;
  if (amount < 0n) throw new RangeError('withdrawal amount is negative');
  if (staticFee < 0n) throw new RangeError('static fee is negative');
  const percent = parseDecimal(input.percent ?? 0);
  if (!percent) throw new RangeError(`unreadable fee percent: ${String(input.percent)}`);
  if (percent.units < 0n) throw new RangeError('fee percent is negative');
  const percentFee = divideRounded(amount * percent.units, 100n * pow10(percent.scale), 'half-up');
  const fee = percentFee + staticFee;
  const clamped = fee > amount;
  const total = clamped ? 0n : amount - fee;
  return {
    amount,
    percentFee,
    staticFee,
    fee,
    total,
    clamped,
    totalDisplay: formatMinor(total, { decimals, fractionDigits: 2, rounding: 'down' }),
  };
}
