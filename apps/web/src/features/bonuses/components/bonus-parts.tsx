// Small pieces shared by the bonus pages: the kind icon, the status badge, the wagering progress
// bar and the expiry countdown.
import { intlNumberFormat } from '@aurum/domain';
import { Bitcoin, Crown, Gift, HandCoins, Sparkles, Timer, type LucideProps } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { WagerProgress } from '../api/bonus-fields';
import { statusTone, type StatusTone } from '../model/actions';
import { countdown, hoursAsDuration, nextTickMs } from '../model/countdown';
import type { BonusKind } from '../model/kind';
import { formatExactMoney, ltr } from '../model/money';
import { wagerProgress } from '../model/progress';
import { durationText, type DurationUnit } from '@/lib/intl-text';

const KIND_ICONS: Record<BonusKind, ComponentType<LucideProps>> = {
  welcome: Gift,
  cashback: HandCoins,
  'high-roller': Crown,
  crypto: Bitcoin,
  'free-spins': Sparkles,
  deposit: Gift,
};

export function BonusKindIcon({ kind, ...props }: { kind: BonusKind } & LucideProps) {
  const Icon = KIND_ICONS[kind];
  return <Icon aria-hidden="true" {...props} />;
}

/** The kind icon in a gold tile. */
export function BonusKindTile({ kind, className }: { kind: BonusKind; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold/30 bg-bg/85 text-gold',
        className,
      )}
    >
      <BonusKindIcon kind={kind} size={20} />
    </span>
  );
}

const TONES: Record<StatusTone, string> = {
  gold: 'border-gold/40 bg-gold/10 text-gold',
  success: 'border-success/40 bg-success/10 text-success',
  info: 'border-info/40 bg-info/10 text-info',
  warning: 'border-warning/40 bg-warning/10 text-warning',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  muted: 'border-border bg-surface-2 text-muted',
};

/** A status badge; `status` is a UserBonus status or UNAVAILABLE. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('bonuses');
  return (
    <span
      data-testid="bonus-status"
      data-status={status}
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-full border px-2.5 text-caption font-semibold whitespace-nowrap',
        TONES[statusTone(status)],
        className,
      )}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Wagered of goal with a bar that animates as bets count (spec §4.7 wagerProgress). */
export function WagerProgressBar({ progress }: { progress: WagerProgress }) {
  const { t } = useTranslation('bonuses');
  const locale = currentLanguage();
  const { percent, done } = wagerProgress(progress.wageredAmount, progress.wagerGoal);
  const currency = progress.currencyCode;
  const shown = intlNumberFormat(locale, { maximumFractionDigits: 1 }).format(percent);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-caption">
        <span className="text-muted">{done ? t('progress.done') : t('progress.label')}</span>
        <span
          dir="ltr"
          className="font-semibold tabular-nums text-text"
          data-testid="wager-percent"
        >
          {t('progress.percent', { percent: shown })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.amounts', {
          wagered: formatExactMoney(progress.wageredAmount, currency, locale),
          goal: formatExactMoney(progress.wagerGoal, currency, locale),
        })}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          data-testid="wager-bar"
          className={cn(
            'h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none',
            done ? 'bg-success' : 'bg-gold-gradient',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-caption text-muted">
        {t('progress.amounts', {
          wagered: ltr(formatExactMoney(progress.wageredAmount, currency, locale)),
          goal: ltr(formatExactMoney(progress.wagerGoal, currency, locale)),
        })}
      </p>
    </div>
  );
}

/** Wraps text of either direction (a duration) in a first-strong isolate inside a sentence. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

const units = (locale: string, unit: DurationUnit, value: number, display: 'short' | 'long') =>
  durationText(locale, unit, value, display);

/** A duration in the two largest units, localized by Intl ("6 days 23 hr", "12 min 9 sec"). */
export function formatTimeLeft(
  c: NonNullable<ReturnType<typeof countdown>>,
  locale: string,
): string {
  if (c.unit === 'days')
    return `${units(locale, 'day', c.days, 'short')} ${units(locale, 'hour', c.hours, 'short')}`;
  if (c.unit === 'hours')
    return `${units(locale, 'hour', c.hours, 'short')} ${units(locale, 'minute', c.minutes, 'short')}`;
  return `${units(locale, 'minute', c.minutes, 'short')} ${units(locale, 'second', c.seconds, 'short')}`;
}

/** Hours as whole days when they divide ("7 days"), else hours ("36 hours"). */
export function formatHours(hours: number, locale: string): string {
  const { unit, count } = hoursAsDuration(hours);
  return units(locale, unit === 'days' ? 'day' : 'hour', count, 'long');
}

/** The current time, re-read when the countdown's display would change. */
function useCountdown(expireAt: string | null) {
  const [now, setNow] = useState(() => Date.now());
  const c = countdown(expireAt, now);
  const wait = nextTickMs(c);
  useEffect(() => {
    if (wait === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 20);
    return () => window.clearTimeout(timer);
  }, [wait, now]);
  return c;
}

/** "Expires in 6 days 23 hr" (warning colour in the last day), or "Expired". */
export function ExpiryCountdown({ expireAt }: { expireAt: string | null }) {
  const { t } = useTranslation('bonuses');
  const locale = currentLanguage();
  const c = useCountdown(expireAt);
  if (!c || !expireAt) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(expireAt),
  );
  return (
    <p
      data-testid="bonus-expiry"
      title={t('expiry.on', { date })}
      className={cn(
        'inline-flex items-center gap-1.5 text-caption',
        c.expired ? 'text-danger' : c.urgent ? 'text-warning' : 'text-muted',
      )}
    >
      <Timer size={14} aria-hidden="true" className="shrink-0" />
      <span>
        {c.expired
          ? t('expiry.expired')
          : t('expiry.in', { time: isolate(formatTimeLeft(c, locale)) })}
      </span>
      <span className="sr-only">{t('expiry.on', { date })}</span>
    </p>
  );
}
