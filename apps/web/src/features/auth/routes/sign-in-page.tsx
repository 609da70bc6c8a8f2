// /sign-in (spec §2.2, §4.1, §5 Login, §8 Login): email (spaces stripped on blur) and password,
// the authenticator step when the account has 2FA, a forgot-password link and a link to /sign-up.
// A signed-in player is sent to the `return` path (or home).
import {
  isFormValid,
  loginRules,
  stripSpaces,
  touchAll,
  validateForm,
  type LoginFormValues,
  type Touched,
} from '@aurum/domain';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { OtpInput, OTP_LENGTH } from '@/components/otp-input';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { PageSpinner } from '@/components/ui/spinner';
import type { RgRefusal } from '@/lib/api/rg-refusal';
import { safeReturnPath } from '@/lib/auth-redirect';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { bareRefusal, isRgCode, setRgSignOutReason } from '@/lib/rg-sign-out';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LOGIN_MUTATION, LOGIN_WITH_TWO_FACTOR_MUTATION, type LoginResult } from '../api/login';
import { loginFailure, type LoginFailure } from '../model/login-failure';
import { CredentialFields } from '../components/credential-fields';
import { RgSignInNotice, useRgSignOutReason } from '../components/rg-sign-in-notice';
import { AuthCard } from './auth-card';

export default function SignInPage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('auth');
  const session = useSession();
  const [params] = useSearchParams();
  useDocumentTitle('signIn');

  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Touched<LoginFormValues>>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // a responsible-gaming refusal of this sign-in, else why the last session was ended (issue 14)
  const [rgRefusal, setRgRefusal] = useState<RgRefusal | null>(null);
  const signedOutBecause = useRgSignOutReason();
  const rgShown = rgRefusal ?? signedOutBecause;
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [login, runLogin] = useMutation(LOGIN_MUTATION);
  const [second, runSecond] = useMutation(LOGIN_WITH_TWO_FACTOR_MUTATION);

  // A signed-in player is sent to the return target (spec §2.2).
  if (session.status === 'user')
    return <Navigate replace to={safeReturnPath(params.get('return'))} />;
  if (session.status === 'loading') return <PageSpinner />;

  const errors = validateForm(values, loginRules);

  const handle = (result: LoginResult | undefined, networkFailed: boolean) => {
    if (!result) {
      const shown = loginFailure(networkFailed ? 'NETWORK_ERROR' : 'ERROR_DEFAULT');
      setFailure(shown);
      void notify(networkFailed ? 'NETWORK_ERROR' : 'ERROR_DEFAULT');
      return;
    }
    if (result.__typename === 'LoginSuccess') {
      setFailure(null);
      setRgRefusal(null);
      setRgSignOutReason(null);
      session.setToken(result.token);
      return;
    }
    if (result.__typename === 'LoginTwoFactorRequired') {
      setFailure(null);
      setChallenge(result.challenge);
      setCode('');
      return;
    }
    if (isRgCode(result.code)) {
      // sign-in refused by a time-out, self-exclusion, closure …: explained inline, with the date
      setFailure(null);
      setRgRefusal(result.rg ?? bareRefusal(result.code));
      setChallenge(null);
      return;
    }
    setRgRefusal(null);
    const shown = loginFailure(result.code, result.retryAfterSeconds);
    setFailure(shown);
    void notify(shown.toast, { values: shown.values, message: result.description });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = { ...values, email: stripSpaces(values.email) };
    setValues(clean);
    setTouched(touchAll(clean));
    if (!isFormValid(validateForm(clean, loginRules))) return;
    const { data, error } = await runLogin({
      input: { username: clean.email, password: clean.password },
    });
    handle(data?.login, Boolean(error?.networkError));
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge || code.length !== OTP_LENGTH) return;
    const { data, error } = await runSecond({ challenge, code });
    const result = data?.loginWithTwoFactor;
    if (result?.__typename === 'LoginError' && result.code.startsWith('TFA_CHALLENGE')) {
      // The 5-minute challenge ran out: back to the password step.
      setChallenge(null);
    }
    handle(result, Boolean(error?.networkError));
  };

  const rgNotice = rgShown ? (
    <RgSignInNotice
      refusal={rgShown}
      email={stripSpaces(values.email)}
      password={values.password}
    />
  ) : null;

  const failureText = failure ? (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-body-sm text-danger"
    >
      {ta(failure.text, failure.values)}
    </p>
  ) : null;

  if (challenge) {
    return (
      <AuthCard>
        <PageHeading
          icon={<ShieldCheck size={22} />}
          title={ta('twoFactor.title')}
          intro={ta('twoFactor.intro')}
        />
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
          <OtpInput
            label={ta('twoFactor.code')}
            value={code}
            onValueChange={setCode}
            autoFocus
            name="code"
          />
          {failureText}
          <Button
            type="submit"
            size="lg"
            block
            loading={second.fetching}
            disabled={code.length !== OTP_LENGTH}
          >
            {ta('twoFactor.submit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setChallenge(null);
              setFailure(null);
            }}
          >
            {ta('twoFactor.back')}
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <PageHeading
        icon={<LogIn size={22} className="rtl:-scale-x-100" />}
        title={t('signIn.title')}
        intro={t('signIn.intro')}
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CredentialFields
          values={values}
          setValues={setValues}
          errors={errors}
          touched={touched}
          setTouched={setTouched}
        />
        <button
          type="button"
          onClick={() => openModal('forgotPassword')}
          className="-mt-1 min-h-11 self-end text-body-sm font-semibold text-info transition-colors hover:text-gold"
        >
          {t('signIn.forgotPassword')}
        </button>
        {failureText}
        {rgNotice}
        <Button type="submit" size="lg" block loading={login.fetching}>
          {ta('signIn.submit')}
        </Button>
      </form>
      <p className="border-t border-border pt-5 text-body-sm text-muted">
        {t('signIn.noAccount')}{' '}
        <Link to="/sign-up" className="font-semibold text-gold hover:text-gold-strong">
          {t('signIn.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
