// Time-out (24 hours, 7 days, 6 weeks) and self-exclusion (6 months, 1, 2, 5 years, indefinitely)
// (issue 14). Both take effect at once and cannot be shortened, so the choice goes through a
// serious confirmation: what happens, that it cannot be undone, a tick and the password. On
// success every session is gone: the player is signed out with the reason and its end date.
import { Coffee, OctagonMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import { bareRefusal, rgSignOut } from '@/lib/rg-sign-out';
import type { RgRefusal } from '@/lib/api/rg-refusal';
import { SELF_EXCLUDE_MUTATION, TAKE_TIME_OUT_MUTATION, type RgBlock } from '../api/rg';
import { formatDate } from '../model/format';
import { ChoiceGroup } from './choice-group';
import { FormNotice, SectionCard } from './section-card';

const TIME_OUTS = ['HOURS_24', 'DAYS_7', 'WEEKS_6'] as const;
const EXCLUSIONS = ['MONTHS_6', 'YEARS_1', 'YEARS_2', 'YEARS_5', 'INDEFINITE'] as const;
type TimeOut = (typeof TIME_OUTS)[number];
type Exclusion = (typeof EXCLUSIONS)[number];

const DAY = 24 * 60 * 60 * 1000;
/** Roughly when a choice would end (the server's time decides; this is for the warning only). */
export function approximateEnd(choice: TimeOut | Exclusion, now: Date): Date | null {
  const d = new Date(now);
  switch (choice) {
    case 'HOURS_24':
      return new Date(now.getTime() + DAY);
    case 'DAYS_7':
      return new Date(now.getTime() + 7 * DAY);
    case 'WEEKS_6':
      return new Date(now.getTime() + 42 * DAY);
    case 'MONTHS_6':
      d.setMonth(d.getMonth() + 6);
      return d;
    case 'YEARS_1':
    case 'YEARS_2':
    case 'YEARS_5':
      d.setFullYear(d.getFullYear() + Number(choice.slice(-1)));
      return d;
    case 'INDEFINITE':
      return null;
  }
}

/** After a block is in force: sign out everywhere here too, saying until when. */
export function signOutBlocked(block: RgBlock) {
  const code =
    block.kind === 'TIME_OUT'
      ? 'RG_TIME_OUT'
      : block.kind === 'SELF_EXCLUSION'
        ? 'RG_SELF_EXCLUDED'
        : 'RG_ACCOUNT_CLOSED';
  rgSignOut({
    ...bareRefusal(code),
    until: block.until,
    indefinite: block.kind === 'SELF_EXCLUSION' && !block.until,
  });
}

export function BreaksSection() {
  const { t } = useTranslation('rg');
  const [timeOut, setTimeOut] = useState<TimeOut>('HOURS_24');
  const [exclusion, setExclusion] = useState<Exclusion>('MONTHS_6');
  const [confirming, setConfirming] = useState<
    { kind: 'timeOut'; value: TimeOut } | { kind: 'exclusion'; value: Exclusion } | null
  >(null);
  return (
    <div id="breaks" className="scroll-mt-24 grid gap-4 lg:grid-cols-2">
      <SectionCard
        id="time-out"
        icon={<Coffee size={20} aria-hidden="true" />}
        title={t('breaks.timeOutTitle')}
        intro={t('breaks.timeOutText')}
      >
        <ChoiceGroup
          legend={t('breaks.durationLabel')}
          choices={TIME_OUTS.map((v) => ({ value: v, label: t(`breaks.timeOuts.${v}`) }))}
          value={timeOut}
          onChange={setTimeOut}
          testId="time-out-choices"
        />
        <Button
          variant="outline"
          className="self-start"
          data-testid="take-break"
          onClick={() => setConfirming({ kind: 'timeOut', value: timeOut })}
        >
          {t('breaks.takeBreak')}
        </Button>
      </SectionCard>
      <SectionCard
        id="self-exclusion"
        icon={<OctagonMinus size={20} aria-hidden="true" />}
        title={t('breaks.exclusionTitle')}
        intro={t('breaks.exclusionText')}
        className="border-danger/30"
      >
        <ChoiceGroup
          legend={t('breaks.durationLabel')}
          choices={EXCLUSIONS.map((v) => ({ value: v, label: t(`breaks.exclusions.${v}`) }))}
          value={exclusion}
          onChange={setExclusion}
          testId="exclusion-choices"
        />
        <Button
          variant="dangerOutline"
          className="self-start"
          data-testid="self-exclude"
          onClick={() => setConfirming({ kind: 'exclusion', value: exclusion })}
        >
          {t('breaks.selfExclude')}
        </Button>
      </SectionCard>
      {confirming ? <ConfirmBreak choice={confirming} onClose={() => setConfirming(null)} /> : null}
    </div>
  );
}

function ConfirmBreak({
  choice,
  onClose,
}: {
  choice: { kind: 'timeOut'; value: TimeOut } | { kind: 'exclusion'; value: Exclusion };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('rg');
  const { t: te } = useTranslation('errors');
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<RgRefusal | string | null>(null);
  const [timeOutState, takeTimeOut] = useMutation(TAKE_TIME_OUT_MUTATION);
  const [exclusionState, selfExclude] = useMutation(SELF_EXCLUDE_MUTATION);
  const busy = timeOutState.fetching || exclusionState.fetching;
  const end = approximateEnd(choice.value, new Date());
  const duration =
    choice.kind === 'timeOut'
      ? t(`breaks.timeOuts.${choice.value}`)
      : t(`breaks.exclusions.${choice.value}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!understood || !password || busy) return;
    setFailure(null);
    const r =
      choice.kind === 'timeOut'
        ? await takeTimeOut({ duration: choice.value, password })
        : await selfExclude({ duration: choice.value, password });
    const answer = r.data
      ? 'takeRgTimeOut' in r.data
        ? r.data.takeRgTimeOut
        : r.data.selfExclude
      : null;
    if (answer?.__typename === 'RgExclusionSuccess') {
      signOutBlocked(answer.block);
      return;
    }
    if (answer?.__typename === 'GeneralAppError') {
      setFailure(
        answer.rg ??
          (i18n.exists(`errors:${answer.code}.text`)
            ? te(`${answer.code}.text`)
            : te('ERROR_DEFAULT.text')),
      );
      return;
    }
    setFailure(te(r.error?.networkError ? 'NETWORK_ERROR.text' : 'ERROR_DEFAULT.text'));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={
        choice.kind === 'timeOut'
          ? t('breaks.confirmTimeOut', { duration })
          : t('breaks.confirmExclusion', { duration })
      }
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="break-confirm"
      >
        <div className="flex flex-col gap-2">
          <h3 className="text-body-sm font-semibold">{t('breaks.whatHappens')}</h3>
          <ul className="flex list-disc flex-col gap-1.5 ps-5 text-body-sm text-text/90">
            <li>{t('breaks.effects.signOut')}</li>
            <li>
              {end
                ? t('breaks.effects.signIn', {
                    date: formatDate(end.toISOString(), i18n.language, false),
                  })
                : t('breaks.effects.signInIndefinite')}
            </li>
            <li>{t('breaks.effects.games')}</li>
            <li>{t('breaks.effects.bonuses')}</li>
            <li>{t('breaks.effects.money')}</li>
            <li>{t('breaks.effects.return')}</li>
          </ul>
        </div>
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-body-sm font-semibold text-danger">
          {t('breaks.noUndo')}
        </p>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-body-sm">
          <input
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-gold)]"
            data-testid="break-understand"
          />
          <span>{t('breaks.understand')}</span>
        </label>
        <Input
          type="password"
          label={t('breaks.password')}
          hint={t('breaks.passwordHint')}
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          revealable
          data-testid="break-password"
        />
        {failure ? (
          typeof failure === 'string' ? (
            <FormNotice kind="error">{failure}</FormNotice>
          ) : (
            <RgRefusalAlert refusal={failure} showLink={false} />
          )
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={!understood || !password}
            variant="danger"
            data-testid="break-submit"
          >
            {choice.kind === 'timeOut' ? t('breaks.takeBreak') : t('breaks.selfExclude')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
