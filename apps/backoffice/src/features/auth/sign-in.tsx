// Staff sign-in: email, password and the current TOTP code (TOTP is required for every staff
// account). A wrong email, password or code is one translated INVALID_CREDENTIALS message.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Alert, Button, Field, Input } from '@/components/ui';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { SIGN_IN } from './api';
import { AuthLayout } from './auth-layout';
import { signInSchema, type SignInValues } from './schemas';

export function SignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [result, signIn] = useMutation(SIGN_IN);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', totpCode: '' },
  });
  const err = (name: keyof SignInValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? t(`validation.${key}`) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(null);
    const r = await signIn(values);
    if (r.data?.signIn) {
      session.signedIn(r.data.signIn.token, r.data.signIn.me);
    } else {
      setFailed(errorMessage(t, r.error));
      form.setValue('totpCode', '');
    }
  });
  const reason = session.signedOutReason;
  return (
    <AuthLayout title={t('signIn.title')}>
      {reason === 'idle' || reason === 'expired' ? (
        <div className="mb-4">
          <Alert tone="info">{t(`signIn.${reason}`)}</Alert>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field id="email" label={t('signIn.email')} error={err('email')}>
          <Input
            id="email"
            type="email"
            autoComplete="username"
            aria-invalid={!!err('email') || undefined}
            {...form.register('email')}
          />
        </Field>
        <Field id="password" label={t('signIn.password')} error={err('password')}>
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!err('password') || undefined}
            {...form.register('password')}
          />
        </Field>
        <Field
          id="totpCode"
          label={t('signIn.totp')}
          hint={t('signIn.totpHint')}
          error={err('totpCode')}
        >
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
        <Button type="submit" variant="primary" busy={result.fetching}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
