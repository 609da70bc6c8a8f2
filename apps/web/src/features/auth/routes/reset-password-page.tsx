// /reset-password?token=…&type=recovery-mail (spec §2.2, §4.4, §5 Reset password): a new password
// under the shared rule (shown as a checklist) and its confirmation. Either empty → nothing;
// different → PASSWORDS_DO_NOT_MATCH toast; false → ERROR_TOKEN_EXPIRED; success → toast and
// /sign-in.
import {
  decideResetPassword,
  touch,
  type ResetPasswordFormValues,
  type Touched,
} from '@aurum/domain';
import { KeyRound, Link2Off } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { PasswordChecklist } from '@/components/password-checklist';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeading } from '@/components/ui/page-heading';
import { openModal } from '@/lib/modal-store';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useValidationMessage } from '@/lib/use-validation-message';
import { RESET_PASSWORD_WITH_TOKEN_MUTATION } from '../api/password-reset';
import { AuthCard } from './auth-card';

const RECOVERY_TYPE = 'recovery-mail';

export default function ResetPasswordPage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const message = useValidationMessage();
  useDocumentTitle('resetPassword');

  const token = params.get('token');
  const valid = Boolean(token) && params.get('type') === RECOVERY_TYPE;

  const [values, setValues] = useState<ResetPasswordFormValues>({ password: '', confirmation: '' });
  const [touched, setTouched] = useState<Touched<ResetPasswordFormValues>>({});
  const [reset, runReset] = useMutation(RESET_PASSWORD_WITH_TOKEN_MUTATION);

  if (!valid || !token) {
    return (
      <AuthCard>
        <PageHeading
          icon={<Link2Off size={22} />}
          title={ta('reset.invalidTitle')}
          intro={ta('reset.invalidText')}
        />
        <Button size="lg" block onClick={() => openModal('forgotPassword')}>
          {ta('reset.requestNew')}
        </Button>
        <ButtonLink to="/sign-in" variant="secondary" size="lg" block>
          {ta('reset.toSignIn')}
        </ButtonLink>
      </AuthCard>
    );
  }

  const decision = decideResetPassword(values);
  const passwordError = decision.action === 'invalid' ? decision.errors.password : null;
  // said beside the field as soon as the confirmation is complete, not only in a toast on submit
  const mismatch =
    values.password !== '' && values.confirmation !== '' && values.password !== values.confirmation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (decision.action === 'none' || decision.action === 'invalid') return;
    if (decision.action === 'mismatch') {
      void notify('PASSWORDS_DO_NOT_MATCH');
      return;
    }
    const { data, error } = await runReset({ password: decision.password, token });
    if (data?.resetPasswordWithToken === true) {
      void notify('PASSWORD_CHANGED');
      navigate('/sign-in', { replace: true });
    } else if (data?.resetPasswordWithToken === false) {
      void notify('ERROR_TOKEN_EXPIRED');
    } else {
      const code = error?.graphQLErrors[0]?.extensions?.code;
      void notify(typeof code === 'string' ? code : 'ERROR_DEFAULT');
    }
  };

  return (
    <AuthCard>
      <PageHeading
        icon={<KeyRound size={22} />}
        title={t('resetPassword.title')}
        intro={t('resetPassword.intro')}
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input
          label={ta('fields.newPassword')}
          name="password"
          autoComplete="new-password"
          revealable
          required
          value={values.password}
          onValueChange={(password) => setValues((v) => ({ ...v, password }))}
          onBlur={() => setTouched((tt) => touch(tt, 'password'))}
          error={message(passwordError)}
          touched={Boolean(touched.password) && values.password !== ''}
          aria-describedby="reset-password-rules"
        />
        <PasswordChecklist id="reset-password-rules" value={values.password} />
        <Input
          label={ta('fields.confirmPassword')}
          name="confirmation"
          autoComplete="new-password"
          revealable
          required
          value={values.confirmation}
          onValueChange={(confirmation) => setValues((v) => ({ ...v, confirmation }))}
          onBlur={() => setTouched((tt) => touch(tt, 'confirmation'))}
          error={mismatch ? message({ code: 'PASSWORDS_DO_NOT_MATCH' }) : null}
          touched={Boolean(touched.confirmation)}
        />
        <Button type="submit" size="lg" block loading={reset.fetching}>
          {ta('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
