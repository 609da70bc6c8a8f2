// The change history of the player's limits and breaks (rg_history, `rgHistory`): what each stored
// value means, per action, turned into the words and numbers of the interface language.
import type { TFunction } from 'i18next';
import { formatDate, money } from './format';

export interface HistoryEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  limitType?: string | null;
  period?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
}

export interface HistoryContext {
  t: TFunction<'rg'>;
  language: string;
  currency: string;
  decimals: number;
}

const ISO = /^\d{4}-\d{2}-\d{2}T/;
const MONEY_TYPES = new Set(['DEPOSIT', 'LOSS', 'WAGER']);

/** Who made the change: the player, the system, or an operator (`operator:<name>`). */
export function actorText(actor: string, t: TFunction<'rg'>): string {
  if (actor === 'player') return t('history.actors.player');
  if (actor === 'system') return t('history.actors.system');
  if (actor.startsWith('operator:')) return t('history.actors.operator', { name: actor.slice(9) });
  return actor;
}

/** What changed: the action, and for limits the limit and its period. */
export function changeText(entry: HistoryEntry, t: TFunction<'rg'>): string {
  const action = t(`history.actions.${entry.action}`, { defaultValue: entry.action });
  if (entry.limitType && MONEY_TYPES.has(entry.limitType) && entry.period) {
    return t('history.limitChange', {
      action,
      type: t(`limits.types.${entry.limitType}`),
      period: t(`limits.periods.${entry.period}`),
    });
  }
  if (entry.limitType === 'SESSION' && entry.action.startsWith('LIMIT_')) {
    return t('history.limitChangeOne', { action, type: t('session.limitTitle') });
  }
  return action;
}

/** One stored value (old or new) in words; an em dash when there is none to show. */
export function valueText(
  entry: HistoryEntry,
  value: string | null | undefined,
  ctx: HistoryContext,
): string {
  const { t, language } = ctx;
  const minutes = (n: string) => t('session.minutes', { count: Number(n) });
  switch (entry.action) {
    case 'LIMIT_SET':
    case 'LIMIT_PENDING':
    case 'LIMIT_CONFIRMED':
    case 'LIMIT_CANCELLED':
      if (value === null || value === undefined) return t('limits.none');
      return entry.limitType === 'SESSION'
        ? minutes(value)
        : money(value, ctx.currency, language, ctx.decimals);
    case 'DEPOSIT_OVER_LIMIT':
      return value ? money(value, ctx.currency, language, ctx.decimals) : '—';
    case 'REALITY_CHECK_SET':
      if (!value) return '—';
      return value === 'OFF' ? t('session.off') : t('session.every', { count: Number(value) });
    case 'REALITY_CHECK_ANSWERED':
    case 'LIMIT_PROMPT_ANSWERED':
      return value ? t(`history.values.${value}`, { defaultValue: value }) : '—';
    case 'TIME_OUT':
    case 'SELF_EXCLUSION':
    case 'CLOSURE':
    case 'RETURNED':
    case 'RETURN_REQUESTED':
    case 'SESSION_LIMIT_REACHED':
      return blockValue(value, ctx);
    default:
      return value ?? '—';
  }
}

/** `KIND:<end>` (an end time, INDEFINITE or a closure reason), a bare kind, or a bare time. */
function blockValue(value: string | null | undefined, ctx: HistoryContext): string {
  const { t, language } = ctx;
  if (!value) return '—';
  if (ISO.test(value)) return formatDate(value, language);
  const [kind, rest] = value.includes(':')
    ? [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)]
    : [value, null];
  const name = t(`history.kinds.${kind}`, { defaultValue: kind });
  if (rest === null) return name;
  if (rest === 'INDEFINITE') return t('history.values.kindIndefinite', { kind: name });
  if (ISO.test(rest))
    return t('history.values.kindUntil', { kind: name, date: formatDate(rest, language) });
  return t('history.values.kindReason', {
    kind: name,
    reason: t(`closure.reasons.${rest}`, { defaultValue: rest }),
  });
}
