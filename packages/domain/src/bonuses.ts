// User bonuses (spec §3 UserBonus, §4.7).
import { toEpochMs } from './dates';

/**
 * The five statuses the spec names, in display order, followed by the terminal statuses this
 * platform adds (the spec leaves the others "not shown"): CLAIMED, CANCELED, EXPIRED.
 */
export const USER_BONUS_STATUSES = [
  'ACTIVE',
  'FREESPINS_PLAY',
  'PENDING',
  'READY_FOR_REWARD',
  'AVAILABLE',
  'CLAIMED',
  'CANCELED',
  'EXPIRED',
] as const;

export type UserBonusStatus = (typeof USER_BONUS_STATUSES)[number];

/** The statuses the display order ranks (spec §4.7), first to last. */
export const USER_BONUS_DISPLAY_ORDER: readonly UserBonusStatus[] = [
  'ACTIVE',
  'FREESPINS_PLAY',
  'PENDING',
  'READY_FOR_REWARD',
  'AVAILABLE',
];

export function isUserBonusStatus(value: unknown): value is UserBonusStatus {
  return typeof value === 'string' && (USER_BONUS_STATUSES as readonly string[]).includes(value);
}

/** An id of 0 means "no bonus" (spec §3). */
export const NO_BONUS_ID = 0;

/** The bonus named welcome is the default deposit bonus (spec §3). */
export const DEFAULT_DEPOSIT_BONUS_NAME = 'welcome';

export function isNoBonus(id: string | number | null | undefined): boolean {
  return id === null || id === undefined || String(id) === String(NO_BONUS_ID);
}

type Timestamp = Date | number | string | null | undefined;

export interface SortableUserBonus {
  id?: string | number;
  status: string;
  isCurrent?: boolean | null;
  activatedAt?: Timestamp;
  createdAt?: Timestamp;
}

/**
 * The display order of spec §4.7: the current bonus first, then ACTIVE, FREESPINS_PLAY, PENDING,
 * READY_FOR_REWARD, AVAILABLE; each group by activation time ascending. Bonuses of any other
 * status come after, by the same time order. Within a group, bonuses never activated (no
 * activatedAt, e.g. AVAILABLE ones) come after activated ones, by createdAt ascending; remaining
 * ties keep the input order. Returns a new array.
 */
export function sortUserBonuses<T extends SortableUserBonus>(bonuses: readonly T[]): T[] {
  const rank = (b: T) => {
    if (b.isCurrent) return -1;
    const i = USER_BONUS_DISPLAY_ORDER.indexOf(b.status as UserBonusStatus);
    return i === -1 ? USER_BONUS_DISPLAY_ORDER.length : i;
  };
  const time = (t: Timestamp) => toEpochMs(t) ?? Number.POSITIVE_INFINITY;
  return bonuses
    .map((bonus, index) => ({ bonus, index, rank: rank(bonus) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        compareTimes(time(a.bonus.activatedAt), time(b.bonus.activatedAt)) ||
        compareTimes(time(a.bonus.createdAt), time(b.bonus.createdAt)) ||
        a.index - b.index,
    )
    .map((e) => e.bonus);
}

function compareTimes(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** A deposit bonus requires a CRYPTO deposit: the deposit modal then hides the fiat group (spec §2.8). */
export function requiresCryptoDeposit(
  bonus: { bonusInfo?: { depositPaymentType?: string | null } | null } | null | undefined,
): boolean {
  return bonus?.bonusInfo?.depositPaymentType?.toUpperCase() === 'CRYPTO';
}

/**
 * The deposit modal's initial bonus choice (spec §2.8): keep the current selection if there is
 * one; else the predefined bonus id if it is among the choices; else the first choice; null when
 * there are no choices. Ids compare loosely (1 equals "1").
 */
export function pickInitialDepositBonusId<T extends { id: string | number }>(
  choices: readonly T[],
  predefinedId?: string | number | null,
  selectedId?: string | number | null,
): string | number | null {
  if (selectedId !== null && selectedId !== undefined) return selectedId;
  if (predefinedId !== null && predefinedId !== undefined) {
    const found = choices.find((c) => String(c.id) === String(predefinedId));
    if (found) return found.id;
  }
  return choices[0]?.id ?? null;
}
