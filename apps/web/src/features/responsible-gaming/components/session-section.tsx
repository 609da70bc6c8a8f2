// Session time limit and reality-check interval (issue 14). The session limit follows the limits'
// rule (shorter at once, longer or off after 24 hours and a confirmation); the reality check is
// one of the jurisdiction profile's intervals, off only where the profile allows it.
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import {
  CANCEL_RG_LIMIT_MUTATION,
  CONFIRM_RG_LIMIT_MUTATION,
  SET_REALITY_CHECK_MUTATION,
  SET_RG_SESSION_LIMIT_MUTATION,
  type RgOverview,
} from '../api/rg';
import { formatDate } from '../model/format';
import { SESSION_LIMIT_OPTIONS } from '../model/limits';
import { ChoiceGroup } from './choice-group';
import { Outcome } from './limits-section';
import { FormNotice, SectionCard } from './section-card';
import { useLimitResult } from './use-limit-result';

const OFF = 0;

export function SessionSection({
  overview,
  onChanged,
}: {
  overview: RgOverview;
  onChanged: () => void;
}) {
  const { t } = useTranslation('rg');
  return (
    <SectionCard
      id="session"
      icon={<Timer size={20} aria-hidden="true" />}
      title={t('session.title')}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <SessionLimit overview={overview} onChanged={onChanged} />
        <RealityCheckSetting overview={overview} onChanged={onChanged} />
      </div>
    </SectionCard>
  );
}

function useMinutesLabel() {
  const { t } = useTranslation('rg');
  return (minutes: number) =>
    minutes === 60
      ? t('session.hour')
      : minutes % 60 === 0
        ? t('session.hours', { count: minutes / 60 })
        : t('session.minutes', { count: minutes });
}

function SessionLimit({ overview, onChanged }: { overview: RgOverview; onChanged: () => void }) {
  const { t, i18n } = useTranslation('rg');
  const label = useMinutesLabel();
  const limit = overview.sessionLimit;
  const current = limit.amount ? Number(limit.amount) : OFF;
  const [choice, setChoice] = useState<number>(current);
  const [state, save] = useMutation(SET_RG_SESSION_LIMIT_MUTATION);
  const [confirmState, confirm] = useMutation(CONFIRM_RG_LIMIT_MUTATION);
  const [cancelState, cancel] = useMutation(CANCEL_RG_LIMIT_MUTATION);
  const { outcome, handle, clear } = useLimitResult(onChanged);
  const options = [...new Set([...SESSION_LIMIT_OPTIONS, ...(current ? [current] : [])])].sort(
    (a, b) => a - b,
  );
  const pending = limit.pending;
  return (
    <div
      data-testid="session-limit"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/50 p-3"
    >
      <div>
        <h3 className="text-body font-semibold">{t('session.limitTitle')}</h3>
        <p className="text-caption text-muted">{t('session.limitText')}</p>
      </div>
      <ChoiceGroup
        legend={t('session.limitLabel')}
        choices={[
          { value: OFF, label: t('session.none') },
          ...options.map((m) => ({ value: m, label: label(m) })),
        ]}
        value={choice}
        onChange={(v) => {
          setChoice(v);
          clear();
        }}
      />
      {pending ? (
        <div className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-body-sm">
          <p className="font-semibold text-warning">
            {pending.amount
              ? t('limits.pendingIncrease', { amount: label(Number(pending.amount)) })
              : t('limits.pendingRemoval')}
          </p>
          <p>
            {pending.confirmable
              ? t('limits.pendingReady')
              : t('limits.pendingWhen', { date: formatDate(pending.effectiveAt, i18n.language) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {pending.confirmable ? (
              <Button
                size="sm"
                loading={confirmState.fetching}
                onClick={async () => {
                  const r = await confirm({ type: 'SESSION', period: 'SESSION' });
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
                const r = await cancel({ type: 'SESSION', period: 'SESSION' });
                handle(r.data?.cancelRgLimitChange, r.error, 'cancelled');
              }}
            >
              {t('limits.keep')}
            </Button>
          </div>
        </div>
      ) : null}
      <Button
        size="sm"
        className="self-start"
        disabled={choice === current}
        loading={state.fetching}
        onClick={async () => {
          const r = await save({ minutes: choice === OFF ? null : choice });
          handle(r.data?.setRgSessionLimit, r.error);
        }}
      >
        {t('session.save')}
      </Button>
      <Outcome outcome={outcome} />
    </div>
  );
}

function RealityCheckSetting({
  overview,
  onChanged,
}: {
  overview: RgOverview;
  onChanged: () => void;
}) {
  const { t } = useTranslation('rg');
  const { t: te } = useTranslation('errors');
  const profile = overview.jurisdiction;
  const current = overview.realityCheckMinutes ?? OFF;
  const [choice, setChoice] = useState<number>(current);
  const [state, save] = useMutation(SET_REALITY_CHECK_MUTATION);
  const [notice, setNotice] = useState<'ok' | 'error' | null>(null);
  const choices = [
    ...(profile.realityCheckMandatory ? [] : [{ value: OFF, label: t('session.off') }]),
    ...profile.realityCheckOptions.map((m) => ({
      value: m,
      label: t('session.every', { count: m }),
    })),
  ];
  return (
    <div
      data-testid="reality-check-setting"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/50 p-3"
    >
      <div>
        <h3 className="text-body font-semibold">{t('session.realityTitle')}</h3>
        <p className="text-caption text-muted">{t('session.realityText')}</p>
      </div>
      <ChoiceGroup
        legend={t('session.realityLabel')}
        choices={choices}
        value={choice}
        onChange={(v) => {
          setChoice(v);
          setNotice(null);
        }}
      />
      {profile.realityCheckDefaultMinutes ? (
        <p className="text-caption text-muted">
          {t('session.default', { count: profile.realityCheckDefaultMinutes })}
        </p>
      ) : null}
      {profile.realityCheckMandatory ? (
        <p className="text-caption text-muted">{t('session.mandatory')}</p>
      ) : null}
      <Button
        size="sm"
        className="self-start"
        disabled={choice === current}
        loading={state.fetching}
        onClick={async () => {
          const r = await save({ minutes: choice === OFF ? null : choice });
          const ok = r.data?.setRealityCheckInterval.__typename === 'RgOverview';
          setNotice(ok ? 'ok' : 'error');
          if (ok) onChanged();
        }}
      >
        {t('session.save')}
      </Button>
      {notice ? (
        <FormNotice kind={notice}>
          {notice === 'ok' ? t('saved') : te('ERROR_DEFAULT.text')}
        </FormNotice>
      ) : null}
    </div>
  );
}
