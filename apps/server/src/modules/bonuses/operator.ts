// Operators add and edit catalogue bonuses; every change leaves a bonus_audit row with the
// bonus before and after, in the same transaction.
import { currencyDecimals, LANGUAGES, parseDecimal, parseMajorToMinor } from '@aurum/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { bonusAudit, bonuses, type BonusRow, type BonusTexts } from './tables';

export interface OperatorBonusInput {
  id?: number | null;
  name: string;
  kind: string;
  currencyCode: string;
  coverImageUrl: string;
  depositPaymentType?: string | null;
  availableCurrencies: string[];
  availableForGame?: string | null;
  availableForGameSlug?: string | null;
  gameCategoryMultipliers: { category: string; multiplier: string }[];
  minDepositAmount?: string | null;
  maxDepositAmount?: string | null;
  wagerMultiplier: string;
  wageringTime: number;
  minWagerBet?: string | null;
  maxWagerBet?: string | null;
  freeSpinsCount?: number | null;
  freespinsGame?: string | null;
  freespinsGameSlug?: string | null;
  freespinsExpireTime?: number | null;
  rewardAmount?: string | null;
  maxRewardLimit?: string | null;
  maxRewardLimitMultiplier?: string | null;
  rewardDepositMultiplier?: string | null;
  rewardFreeSpins?: number | null;
  repeatable: boolean;
  enabled: boolean;
  position: number;
  texts: { lang: string; title: string; condition: string; terms: string }[];
}

function invalid(field: string, message: string): AppError {
  return validationError(`${field}: ${message}`, { field });
}

function amount(value: string | null | undefined, currency: string, field: string): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const minor = parseMajorToMinor(value, currencyDecimals(currency));
  if (minor === null || minor < 0n) throw invalid(field, 'a non-negative amount');
  return minor;
}

function multiplier(
  value: string | null | undefined,
  field: string,
  required = false,
): string | null {
  if (value === null || value === undefined || value === '') {
    if (required) throw invalid(field, 'required');
    return null;
  }
  const d = parseDecimal(value);
  if (!d || d.units < 0n) throw invalid(field, 'a non-negative decimal');
  return value.trim();
}

function hours(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value <= 0 || value > 24 * 365)
    throw invalid(field, 'hours, 1 to 8760');
  return value;
}

/** Checks and normalises the input into a catalogue row. */
export function bonusValues(input: OperatorBonusInput): Omit<typeof bonuses.$inferInsert, 'id'> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.name) || input.name.length > 40) {
    throw invalid('name', 'lower-case letters, digits and dashes');
  }
  if (!['DEPOSIT', 'CASHBACK'].includes(input.kind)) throw invalid('kind', 'DEPOSIT or CASHBACK');
  const currency = input.currencyCode.trim().toUpperCase();
  if (!/^[A-Z]{3,5}$/.test(currency)) throw invalid('currencyCode', 'a currency code');
  if (input.depositPaymentType && input.depositPaymentType !== 'CRYPTO') {
    throw invalid('depositPaymentType', 'CRYPTO or null');
  }
  const texts: Record<string, BonusTexts> = {};
  for (const t of input.texts) {
    if (!t.title.trim() || !t.condition.trim() || !t.terms.trim())
      throw invalid('texts', `empty text for ${t.lang}`);
    texts[t.lang] = { title: t.title.trim(), condition: t.condition.trim(), terms: t.terms.trim() };
  }
  for (const lang of LANGUAGES)
    if (!texts[lang]) throw invalid('texts', `missing language ${lang}`);
  const spins = input.freeSpinsCount ?? 0;
  if (!Number.isInteger(spins) || spins < 0) throw invalid('freeSpinsCount', 'a count');
  if (spins > 0 && !input.freespinsGameSlug)
    throw invalid('freespinsGameSlug', 'required with free spins');
  const values = {
    name: input.name,
    kind: input.kind,
    currencyCode: currency,
    coverImageUrl: input.coverImageUrl,
    depositPaymentType: input.depositPaymentType || null,
    availableCurrencies: [...new Set(input.availableCurrencies.map((c) => c.trim().toUpperCase()))],
    availableForGame: input.availableForGame || null,
    availableForGameSlug: input.availableForGameSlug || null,
    gameCategoryMultipliers: input.gameCategoryMultipliers.map((m) => ({
      category: m.category,
      multiplier: multiplier(m.multiplier, `gameCategoryMultipliers.${m.category}`, true)!,
    })),
    minDepositAmount: amount(input.minDepositAmount, currency, 'minDepositAmount'),
    maxDepositAmount: amount(input.maxDepositAmount, currency, 'maxDepositAmount'),
    wagerMultiplier: multiplier(input.wagerMultiplier, 'wagerMultiplier', true)!,
    wageringTime: hours(input.wageringTime, 'wageringTime')!,
    minWagerBet: amount(input.minWagerBet, currency, 'minWagerBet'),
    maxWagerBet: amount(input.maxWagerBet, currency, 'maxWagerBet'),
    freeSpinsCount: spins,
    freespinsGame: input.freespinsGame || null,
    freespinsGameSlug: input.freespinsGameSlug || null,
    freespinsExpireTime: hours(input.freespinsExpireTime, 'freespinsExpireTime'),
    rewardAmount: amount(input.rewardAmount, currency, 'rewardAmount'),
    maxRewardLimit: amount(input.maxRewardLimit, currency, 'maxRewardLimit'),
    maxRewardLimitMultiplier: multiplier(
      input.maxRewardLimitMultiplier,
      'maxRewardLimitMultiplier',
    ),
    rewardDepositMultiplier: multiplier(input.rewardDepositMultiplier, 'rewardDepositMultiplier'),
    rewardFreeSpins: input.rewardFreeSpins ?? null,
    repeatable: input.repeatable,
    enabled: input.enabled,
    position: input.position,
    texts,
  };
  if (values.wageringTime === null) throw invalid('wageringTime', 'required');
  if (!values.rewardAmount && !values.rewardDepositMultiplier && !values.rewardFreeSpins) {
    throw invalid('rewardInfo', 'a fixed amount, a multiplier or free spins');
  }
  return values;
}

const auditable = (row: BonusRow) =>
  JSON.parse(
    JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  ) as Record<string, unknown>;

export async function saveBonus(
  db: Db,
  actor: string,
  input: OperatorBonusInput,
): Promise<BonusRow> {
  const values = bonusValues(input);
  return db.transaction(async (tx) => {
    if (input.id === null || input.id === undefined) {
      const [row] = await tx.insert(bonuses).values(values).onConflictDoNothing().returning();
      if (!row)
        throw new AppError('BONUS_NAME_TAKEN', {
          message: 'A bonus with this name exists.',
          status: 409,
        });
      await tx
        .insert(bonusAudit)
        .values({ bonusId: row.id, actor, action: 'CREATE', before: null, after: auditable(row) });
      return row;
    }
    const locked = await tx.select().from(bonuses).where(eq(bonuses.id, input.id)).for('update');
    const before = locked[0];
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such bonus.', status: 404 });
    const [row] = await tx
      .update(bonuses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bonuses.id, input.id))
      .returning();
    await tx.insert(bonusAudit).values({
      bonusId: row!.id,
      actor,
      action: 'UPDATE',
      before: auditable(before),
      after: auditable(row!),
    });
    return row!;
  });
}

/** Enables or disables a catalogue bonus, audited as `actor`; answers the bonus before and after. */
export async function setBonusEnabled(
  db: Db,
  actor: string,
  id: number,
  enabled: boolean,
): Promise<{ before: BonusRow; after: BonusRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bonuses).where(eq(bonuses.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such bonus.', status: 404 });
    const [after] = await tx
      .update(bonuses)
      .set({ enabled, updatedAt: sql`now()` })
      .where(eq(bonuses.id, id))
      .returning();
    await tx.insert(bonusAudit).values({
      bonusId: id,
      actor,
      action: 'UPDATE',
      before: auditable(before),
      after: auditable(after!),
    });
    return { before, after: after! };
  });
}
