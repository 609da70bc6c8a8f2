// Accepting a staff invitation (/backoffice/invite?token=…): who is invited and as what, then
// TOTP enrolment (QR code of the otpauth URL, or the secret typed by hand), a password (12+
// characters) and a current code to prove the enrolment. Success signs the new staff member in.
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Alert, Badge, Button, Field, Input, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useSession } from '@/lib/session';
import { ACCEPT_INVITATION, BEGIN_INVITATION, INVITATION } from './api';
import { AuthLayout } from './auth-layout';
import { acceptSchema, STAFF_PASSWORD_MIN, type AcceptValues } from './schemas';

export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const [invitation] = useQuery({ query: INVITATION, variables: { token }, pause: !token });
  const [enrolment, begin] = useMutation(BEGIN_INVITATION);
  const [accepted, accept] = useMutation(ACCEPT_INVITATION);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<AcceptValues>({
    resolver: zodResolver(acceptSchema),
    defaultValues: { password: '', confirm: '', totpCode: '' },
  });
  const valid = !!invitation.data?.invitation;
  useEffect(() => {
    if (valid) void begin({ token });
  }, [valid, begin, token]);

  const err = (name: keyof AcceptValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? t(`validation.${key}`, { min: STAFF_PASSWORD_MIN }) : undefined;
  };
  const onSubmit = form.handleSubmit(async ({ password, totpCode }) => {
    setFailed(null);
    const r = await accept({ token, password, totpCode });
    if (r.data?.acceptInvitation) {
      session.signedIn(r.data.acceptInvitation.token, r.data.acceptInvitation.me);
      void navigate('/', { replace: true });
    } else setFailed(errorMessage(t, r.error));
  });

  if (!token || invitation.error) {
    return (
      <AuthLayout title={t('invite.title')}>
        <Alert>
          {token ? errorMessage(t, invitation.error) : t('errors.STAFF_INVITATION_INVALID')}
        </Alert>
      </AuthLayout>
    );
  }
  const inv = invitation.data?.invitation;
  const totp = enrolment.data?.beginInvitation;
  return (
    <AuthLayout title={t('invite.title')}>
      {!inv ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="rounded-card border border-border bg-surface-2 p-3 text-body-sm">
            <p>
              {inv.name} · <span className="text-muted">{inv.email}</span>
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Badge tone="gold">{t(`roles.${inv.role}`)}</Badge>
              <span className="text-caption text-muted">
                {t('invite.expires', { at: formatDateTime(inv.expiresAt, i18n.language) })}
              </span>
            </p>
          </div>
          <section aria-labelledby="enrol">
            <h2 id="enrol" className="mb-2 text-body font-semibold">
              {t('invite.step1')}
            </h2>
            {enrolment.error ? <Alert>{errorMessage(t, enrolment.error)}</Alert> : null}
            {totp ? (
              <div className="flex flex-wrap items-center gap-4">
                <div className="rounded-chip bg-white p-2">
                  <QRCodeSVG
                    value={totp.otpauthUrl}
                    size={148}
                    aria-label={t('invite.qr')}
                    role="img"
                  />
                </div>
                <div className="min-w-0 flex-1 text-body-sm">
                  <p className="text-muted">{t('invite.manual')}</p>
                  <code
                    data-testid="totp-secret"
                    className="mt-1 block break-all rounded-chip bg-bg p-2 font-mono text-gold"
                  >
                    {totp.secret}
                  </code>
                </div>
              </div>
            ) : enrolment.fetching ? (
              <Spinner label={t('common.loading')} />
            ) : null}
          </section>
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            aria-labelledby="step2"
          >
            <h2 id="step2" className="text-body font-semibold">
              {t('invite.step2')}
            </h2>
            <Field
              id="password"
              label={t('invite.password')}
              hint={t('invite.passwordHint', { min: STAFF_PASSWORD_MIN })}
              error={err('password')}
            >
              <Input
                id="password"
                type="password"
                autoComplete="new-password"
                aria-invalid={!!err('password') || undefined}
                {...form.register('password')}
              />
            </Field>
            <Field id="confirm" label={t('invite.confirm')} error={err('confirm')}>
              <Input
                id="confirm"
                type="password"
                autoComplete="new-password"
                aria-invalid={!!err('confirm') || undefined}
                {...form.register('confirm')}
              />
            </Field>
            <Field id="totpCode" label={t('invite.code')} error={err('totpCode')}>
              <Input
                id="totpCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-invalid={!!err('totpCode') || undefined}
                {...form.register('totpCode')}
              />
            </Field>
            {failed ? <Alert>{failed}</Alert> : null}
            <Button type="submit" variant="primary" busy={accepted.fetching} disabled={!totp}>
              {t('invite.submit')}
            </Button>
          </form>
        </div>
      )}
    </AuthLayout>
  );
}
