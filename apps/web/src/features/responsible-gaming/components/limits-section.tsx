// Deposit, loss and wager limits × 24 hours / 7 days / 30 days (issue 14). A new or lower limit
// applies at once; a higher one or a removal is stored as pending, shown with the time from which
// it may be confirmed, and applied only when the player presses Confirm after that time.
import { Gauge } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import {
  CANCEL_RG_LIMIT_MUTATION,
  CONFIRM_RG_LIMIT_MUTATION,
  SET_RG_LIMIT_MUTATION,
  type RgLimit,
  type RgOverview,
} from '../api/rg';
import { formatDate, majorInput, money } from '../model/format';
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  limitAmountMinor,
  type LimitPeriod,
  type LimitType,
} from '../model/limits';
import { useLimitResult, type LimitOutcome } from './use-limit-result';
import { FormNotice, SectionCard } from './section-card';

export function LimitsSection({
  overview,
  onChanged,
}: {
  overview: RgOverview;
  onChanged: () => void;
}) {
  const { t } = useTranslation('rg');
  return (
    <SectionCard
      id="limits"
      icon={<Gauge size={20} aria-hidden="true" />}
      title={t('limits.title')}
      intro={t('limits.intro', { currency: overview.currency })}
    >
      <div className="grid gap-4 xl:grid-cols-3">
        {LIMIT_TYPES.map((type) => (
          <div
            key={type}
            data-testid={`limits-${type}`}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/50 p-3"
          >
            <div className="flex flex-col">
              <h3 className="text-body font-semibold">{t(`limits.types.${type}`)}</h3>
              <p className="text-caption text-muted">{t(`limits.typeHelp.${type}`)}</p>
            </div>
            <ul className="flex flex-col divide-y divide-border">
              {LIMIT_PERIODS.map((period) => {
                const limit = overview.limits.find((l) => l.type === type && l.period === period);
                return (
                  <li key={period} className="py-3 first:pt-0 last:pb-0">
                    <LimitRow
                      type={type}
                      period={period}
                      limit={limit ?? null}
                      currency={overview.currency}
                      decimals={overview.decimals}
                      onChanged={onChanged}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}

function LimitRow({
  type,
  period,
  limit,
  currency,
  decimals,
  onChanged,
}: {
  type: LimitType;
  period: LimitPeriod;
  limit: RgLimit | null;
  currency: string;
  decimals: number;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('rg');
  const lng = i18n.language;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [setState, setLimit] = useMutation(SET_RG_LIMIT_MUTATION);
  const [confirmState, confirm] = useMutation(CONFIRM_RG_LIMIT_MUTATION);
  const [cancelState, cancel] = useMutation(CANCEL_RG_LIMIT_MUTATION);
  const { outcome, handle, clear } = useLimitResult(onChanged);
  const current = limit?.amount ?? null;
  const pending = limit?.pending ?? null;
  const minor = limitAmountMinor(value, decimals);
  const fmt = (m: string) => money(m, currency, lng, decimals);
  const testId = `limit-${type}-${period}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!minor) return;
    const r = await setLimit({
      input: { type, period, amountMinor: minor, requestKey: crypto.randomUUID() },
    });
    if (handle(r.data?.setRgLimit, r.error)) setEditing(false);
  };
  const remove = async () => {
    const r = await setLimit({
      input: { type, period, amountMinor: null, requestKey: crypto.randomUUID() },
    });
    if (handle(r.data?.setRgLimit, r.error)) setEditing(false);
  };

  return (
    <div data-testid={testId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-body-sm font-semibold">{t(`limits.periods.${period}`)}</span>
        <span
          data-testid={`${testId}-value`}
          className={current ? 'text-body-sm font-semibold text-gold' : 'text-body-sm text-muted'}
        >
          {current ? fmt(current) : t('limits.none')}
        </span>
      </div>
      {current && limit ? (
        <Usage
          used={limit.used}
          amount={current}
          label={t('limits.usage', { used: fmt(limit.used), limit: fmt(current) })}
        />
      ) : null}
      {pending ? (
        <div
          data-testid={`${testId}-pending`}
          className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-body-sm"
        >
          <p className="font-semibold text-warning">
            {pending.amount
              ? t('limits.pendingIncrease', { amount: fmt(pending.amount) })
              : t('limits.pendingRemoval')}
          </p>
          <p className="text-text">
            {pending.confirmable
              ? t('limits.pendingReady')
              : t('limits.pendingWhen', { date: formatDate(pending.effectiveAt, lng) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {pending.confirmable ? (
              <Button
                size="sm"
                loading={confirmState.fetching}
                onClick={async () => {
                  const r = await confirm({ type, period });
                  handle(r.data?.confirmRgLimitChange, r.error, 'confirmed');
                }}
              >
                {t('limits.confirm')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              loading={cancelState.fetching}
              onClick={async () => {
                const r = await cancel({ type, period });
                handle(r.data?.cancelRgLimitChange, r.error, 'cancelled');
              }}
            >
              {t('limits.keep')}
            </Button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-2">
          <Input
            label={t('limits.amountLabel', {
              type: t(`limits.types.${type}`),
              period: t(`limits.periods.${period}`),
              currency,
            })}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onValueChange={(v) => {
              setValue(v);
              clear();
            }}
            touched={touched}
            error={minor ? null : t('limits.invalidAmount', { decimals })}
            data-testid={`${testId}-input`}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              loading={setState.fetching}
              data-testid={`${testId}-save`}
            >
              {t('limits.save')}
            </Button>
            {current ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void remove()}
                disabled={setState.fetching}
              >
                {t('limits.remove')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          data-testid={`${testId}-edit`}
          aria-label={`${current ? t('limits.change') : t('limits.set')}: ${t(`limits.types.${type}`)}, ${t(`limits.periods.${period}`)}`}
          onClick={() => {
            setValue(current ? majorInput(current, decimals) : '');
            setTouched(false);
            clear();
            setEditing(true);
          }}
        >
          {current ? t('limits.change') : t('limits.set')}
        </Button>
      )}
      <Outcome outcome={outcome} />
    </div>
  );
}

function Usage({ used, amount, label }: { used: string; amount: string; label: string }) {
  const total = BigInt(amount);
  const part = total > 0n ? Number((BigInt(used) * 1000n) / total) / 10 : 0;
  const pct = Math.min(100, Math.max(0, part));
  return (
    <div className="flex flex-col gap-1">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-label={label}
        className="h-1.5 overflow-hidden rounded-full bg-bg"
      >
        <div
          className={
            pct >= 100 ? 'h-full bg-danger' : pct >= 80 ? 'h-full bg-warning' : 'h-full bg-gold'
          }
          style={{ width: `${pct}%` }}
        />
      </div>
      <span className="text-caption text-muted">{label}</span>
    </div>
  );
}

export function Outcome({ outcome }: { outcome: LimitOutcome | null }) {
  const { t } = useTranslation('rg');
  if (!outcome) return null;
  if (outcome.kind === 'refusal')
    return <RgRefusalAlert refusal={outcome.refusal} showLink={false} />;
  if (outcome.kind === 'error') return <FormNotice kind="error">{outcome.text}</FormNotice>;
  return <FormNotice kind="ok">{t(`limits.${outcome.kind}`)}</FormNotice>;
}
