// Account closure with a reason (issue 14) — distinct from self-exclusion: a confirmation with
// the password, then the player is signed out (the balance stays withdrawable through support).
import { DoorClosed } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { CLOSE_ACCOUNT_MUTATION } from '../api/rg';
import { ChoiceGroup } from './choice-group';
import { signOutBlocked } from './breaks-section';
import { FormNotice, SectionCard } from './section-card';

const REASONS = [
  'NOT_INTERESTED',
  'TOO_MUCH_TIME',
  'TOO_MUCH_MONEY',
  'UNHAPPY_WITH_SERVICE',
  'OTHER',
] as const;
type Reason = (typeof REASONS)[number];
const COMMENT_MAX = 500;

export function ClosureSection() {
  const { t } = useTranslation('rg');
  const { t: te, i18n } = useTranslation('errors');
  const [reason, setReason] = useState<Reason>('NOT_INTERESTED');
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [state, close] = useMutation(CLOSE_ACCOUNT_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || state.fetching) return;
    setFailure(null);
    const r = await close({
      input: { reason, comment: comment.trim() || null },
      password,
    });
    const answer = r.data?.closeAccount;
    if (answer?.__typename === 'RgExclusionSuccess') {
      signOutBlocked(answer.block);
      return;
    }
    const code = answer?.__typename === 'GeneralAppError' ? answer.code : null;
    setFailure(
      te(
        code && i18n.exists(`errors:${code}.text`)
          ? `${code}.text`
          : r.error?.networkError
            ? 'NETWORK_ERROR.text'
            : 'ERROR_DEFAULT.text',
      ),
    );
  };

  return (
    <SectionCard
      id="closure"
      icon={<DoorClosed size={20} aria-hidden="true" className="rtl:-scale-x-100" />}
      title={t('closure.title')}
      intro={t('closure.text')}
    >
      <ChoiceGroup
        legend={t('closure.reasonLabel')}
        choices={REASONS.map((r) => ({ value: r, label: t(`closure.reasons.${r}`) }))}
        value={reason}
        onChange={setReason}
      />
      {reason === 'TOO_MUCH_TIME' || reason === 'TOO_MUCH_MONEY' ? (
        <p className="rounded-lg border border-info/40 bg-info/10 p-3 text-body-sm text-text">
          {t('closure.gamblingHint')}{' '}
          <a href="#self-exclusion" className="font-semibold text-info hover:text-gold">
            {t('breaks.exclusionTitle')}
          </a>
        </p>
      ) : null}
      <label className="flex flex-col gap-1.5 text-body-sm font-semibold">
        {t('closure.commentLabel')}
        <textarea
          value={comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          className="rounded-lg border border-border bg-surface-2 p-3 text-body-sm font-normal text-text outline-none focus:border-gold"
        />
      </label>
      <Button variant="dangerOutline" className="self-start" onClick={() => setConfirming(true)}>
        {t('closure.close')}
      </Button>
      {confirming ? (
        <Modal open onClose={() => setConfirming(false)} title={t('closure.confirmTitle')}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <p className="text-body-sm text-text/90">{t('closure.confirmText')}</p>
            <Input
              type="password"
              label={t('breaks.password')}
              hint={t('breaks.passwordHint')}
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              revealable
            />
            {failure ? <FormNotice kind="error">{failure}</FormNotice> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={state.fetching} disabled={!password}>
                {t('closure.close')}
              </Button>
            </div>
          </form>
        </Modal>
      ) : null}
    </SectionCard>
  );
}
