// The VIP club application (signed-in players): a message and a contact preference, stored by
// SubmitVipApplication; the 'VIP application submitted' notice on success. A pending, approved or
// declined application is shown instead of (or above) the form.
import { Crown } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import {
  MY_VIP_APPLICATION_QUERY,
  SUBMIT_VIP_APPLICATION_MUTATION,
  VIP_CONTACT_PREFERENCES,
  VIP_MESSAGE_MAX,
  VIP_MESSAGE_MIN,
  type VipContactPreference,
} from '../api/vip-application';
import { formatLongDate } from '../model/legal-content';

function Card({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="vip-apply"
      className="flex flex-col gap-4 rounded-xl border border-gold/25 bg-surface p-5 md:p-6"
    >
      {children}
    </section>
  );
}

function ApplicationForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('info');
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState<VipContactPreference>('EMAIL');
  const [touched, setTouched] = useState(false);
  const [{ fetching }, submit] = useMutation(SUBMIT_VIP_APPLICATION_MUTATION);
  const length = message.trim().length;
  const valid = length >= VIP_MESSAGE_MIN && length <= VIP_MESSAGE_MAX;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    const { data, error } = await submit({
      input: { message: message.trim(), contactPreference: contact },
    });
    const result = data?.submitVipApplication;
    if (result?.__typename === 'SubmitVipApplicationSuccess') {
      void notify('VIP_APPLICATION_SUBMITTED', { kind: 'success' });
      onSent();
    } else if (result?.__typename === 'GeneralAppError') {
      void notify(result.code, { message: result.message });
      if (result.code === 'VIP_APPLICATION_PENDING') onSent();
    } else if (error) {
      void notify('FAILED_SAVED');
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="vip-message" className="text-body-sm font-semibold">
          {t('vip.message')}
        </label>
        <textarea
          id="vip-message"
          value={message}
          rows={4}
          maxLength={VIP_MESSAGE_MAX}
          required
          aria-invalid={touched && !valid}
          aria-describedby="vip-message-hint"
          placeholder={t('vip.messagePlaceholder')}
          onChange={(event) => setMessage(event.target.value)}
          onBlur={() => setTouched(true)}
          className={cn(
            'min-h-28 w-full rounded-xl border bg-surface-2 px-4 py-3 text-body text-text placeholder:text-muted/70 focus:border-gold/60 focus:outline-none',
            touched && !valid ? 'border-danger' : 'border-border',
          )}
        />
        <p
          id="vip-message-hint"
          className={cn('text-caption', touched && !valid ? 'text-danger' : 'text-muted')}
        >
          {t('vip.messageHint', { count: length, min: VIP_MESSAGE_MIN, max: VIP_MESSAGE_MAX })}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-body-sm font-semibold">{t('vip.contact')}</legend>
        <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {VIP_CONTACT_PREFERENCES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-body-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                contact === option
                  ? 'border-gold/70 bg-gold/10 text-gold'
                  : 'border-border bg-surface-2',
              )}
            >
              <input
                type="radio"
                name="vip-contact"
                value={option}
                checked={contact === option}
                onChange={() => setContact(option)}
                className="accent-[var(--color-gold)]"
              />
              {t(`vip.contacts.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" loading={fetching} className="self-start">
        {t('vip.submit')}
      </Button>
    </form>
  );
}

export function VipApplication() {
  const { t, i18n } = useTranslation('info');
  const { status } = useSession();
  const [{ data, fetching }, refetch] = useQuery({
    query: MY_VIP_APPLICATION_QUERY,
    pause: status !== 'user',
  });
  const heading = (
    <div className="flex items-center gap-3">
      <Crown size={22} className="text-gold" aria-hidden="true" />
      <h2 id="vip-apply" className="text-title font-semibold">
        {t('vip.applyTitle')}
      </h2>
    </div>
  );

  if (status === 'loading' || (status === 'user' && fetching && !data)) {
    return (
      <Card>
        {heading}
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-11 w-48 rounded-xl" />
      </Card>
    );
  }
  if (status === 'guest') {
    return (
      <Card>
        {heading}
        <p className="text-body-sm text-muted">{t('vip.guest')}</p>
        <ButtonLink to={buildSignInRedirect('/vip')} className="self-start">
          {t('vip.login')}
        </ButtonLink>
      </Card>
    );
  }
  const application = data?.myVipApplication ?? null;
  if (application?.status === 'PENDING' || application?.status === 'APPROVED') {
    const pending = application.status === 'PENDING';
    return (
      <Card>
        {heading}
        <div role="status" className="rounded-xl border border-gold/30 bg-gold/10 p-4">
          <p className="text-body font-semibold text-gold">
            {pending ? t('vip.pendingTitle') : t('vip.approvedTitle')}
          </p>
          <p className="text-body-sm text-text/85">
            {pending
              ? t('vip.pendingText', {
                  date: formatLongDate(application.createdAt.slice(0, 10), i18n.language),
                })
              : t('vip.approvedText')}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      {heading}
      <p className="text-body-sm text-muted">{t('vip.applyIntro')}</p>
      {application?.status === 'DECLINED' ? (
        <p className="text-body-sm text-warning">{t('vip.declinedText')}</p>
      ) : null}
      <ApplicationForm onSent={() => refetch({ requestPolicy: 'network-only' })} />
    </Card>
  );
}
