// /profile/security (spec §2.3, §5): change the password (old + new under the shared rule +
// confirmation) and switch two-factor authentication on (QR + secret + code) or off (a code).
// A lazy chunk: qrcode.react loads with it.
import {
  decideResetPassword,
  required,
  touch,
  type ResetPasswordFormValues,
  type Touched,
} from '@aurum/domain';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { OtpInput, OTP_LENGTH } from '@/components/otp-input';
import { PasswordChecklist } from '@/components/password-checklist';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useValidationMessage } from '@/lib/use-validation-message';
import { CHANGE_USER_PASSWORD_MUTATION } from '../api/change-user-password';
import {
  TWO_FACTOR_DISABLE_MUTATION,
  TWO_FACTOR_ENABLE_MUTATION,
  TWO_FACTOR_SETUP_MUTATION,
} from '../api/two-factor';

/** Spec §9: QR code 170 px, white background, error correction L. */
const QR = { size: 170, level: 'L', bgColor: '#FFFFFF' } as const;

export default function SecuritySettings() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChangePassword />
      <TwoFactor />
    </div>
  );
}

const card = 'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 md:p-6';

function ChangePassword() {
  const { t } = useTranslation('profile');
  const message = useValidationMessage();
  const [oldPassword, setOldPassword] = useState('');
  const [values, setValues] = useState<ResetPasswordFormValues>({ password: '', confirmation: '' });
  const [touched, setTouched] = useState<Touched<ResetPasswordFormValues & { old: string }>>({});
  const [state, change] = useMutation(CHANGE_USER_PASSWORD_MUTATION);

  const decision = decideResetPassword(values);
  const passwordError = decision.action === 'invalid' ? decision.errors.password : null;
  // said beside the field as soon as the confirmation is complete, not only in a toast on submit
  const mismatch =
    values.password !== '' && values.confirmation !== '' && values.password !== values.confirmation;
  const oldError = required(oldPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ old: true, password: true, confirmation: true });
    if (oldError || decision.action === 'none' || decision.action === 'invalid') return;
    if (decision.action === 'mismatch') {
      void notify('PASSWORDS_DO_NOT_MATCH');
      return;
    }
    const { data, error } = await change({ password: decision.password, oldPassword });
    const result = data?.changeUserPassword;
    if (result?.__typename === 'ActionSuccess') {
      void notify('PASSWORD_CHANGED');
      setOldPassword('');
      setValues({ password: '', confirmation: '' });
      setTouched({});
    } else if (result?.__typename === 'IdentityError') {
      void notify(result.code === 'INVALID_CREDENTIALS' ? 'OLD_PASSWORD_INVALID' : result.code, {
        message: result.message,
      });
    } else {
      void notify(error?.networkError ? 'NETWORK_ERROR' : 'ERROR_DEFAULT');
    }
  };

  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-subtitle font-semibold">
        {t('security.passwordTitle')}
      </h2>
      <Input
        label={t('security.oldPassword')}
        name="oldPassword"
        autoComplete="current-password"
        revealable
        required
        value={oldPassword}
        onValueChange={setOldPassword}
        onBlur={() => setTouched((tt) => ({ ...tt, old: true }))}
        error={message(oldError)}
        touched={Boolean(touched.old)}
      />
      <Input
        label={t('security.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        revealable
        required
        value={values.password}
        onValueChange={(password) => setValues((v) => ({ ...v, password }))}
        onBlur={() => setTouched((tt) => touch(tt, 'password'))}
        error={message(passwordError)}
        touched={Boolean(touched.password) && values.password !== ''}
      />
      <PasswordChecklist value={values.password} />
      <Input
        label={t('security.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        revealable
        required
        value={values.confirmation}
        onValueChange={(confirmation) => setValues((v) => ({ ...v, confirmation }))}
        onBlur={() => setTouched((tt) => touch(tt, 'confirmation'))}
        error={mismatch ? message({ code: 'PASSWORDS_DO_NOT_MATCH' }) : null}
        touched={Boolean(touched.confirmation)}
      />
      <Button type="submit" size="lg" block loading={state.fetching}>
        {t('security.changePassword')}
      </Button>
    </form>
  );
}

function TwoFactor() {
  const { t } = useTranslation('profile');
  const { user, refresh } = useSession();
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [code, setCode] = useState('');
  const [setupState, runSetup] = useMutation(TWO_FACTOR_SETUP_MUTATION);
  const [enableState, runEnable] = useMutation(TWO_FACTOR_ENABLE_MUTATION);
  const [disableState, runDisable] = useMutation(TWO_FACTOR_DISABLE_MUTATION);
  const enabled = Boolean(user?.twoFactorEnabled);

  const fail = (result: { code: string; message: string } | undefined, network: boolean) =>
    void notify(result?.code ?? (network ? 'NETWORK_ERROR' : 'ERROR_DEFAULT'), {
      message: result?.message,
    });

  const start = async () => {
    const { data, error } = await runSetup({});
    const result = data?.twoFactorSetup;
    if (result?.__typename === 'TwoFactorSetup') {
      setSetup({ secret: result.secret, otpauthUri: result.otpauthUri });
      setCode('');
    } else fail(result, Boolean(error?.networkError));
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    const { data, error } = enabled
      ? await runDisable({ code }).then((r) => ({ data: r.data?.twoFactorDisable, error: r.error }))
      : await runEnable({ code }).then((r) => ({ data: r.data?.twoFactorEnable, error: r.error }));
    if (data?.__typename === 'ActionSuccess') {
      void notify(enabled ? 'TWO_FACTOR_DISABLED' : 'TWO_FACTOR_ENABLED', { kind: 'success' });
      setSetup(null);
      setCode('');
      refresh();
    } else
      fail(data?.__typename === 'IdentityError' ? data : undefined, Boolean(error?.networkError));
  };

  const copySecret = async () => {
    if (!setup) return;
    try {
      await navigator.clipboard.writeText(setup.secret);
      void notify('COPIED');
    } catch (error) {
      console.warn('Clipboard copy failed', error);
    }
  };

  return (
    <section className={card} aria-labelledby="two-factor-title">
      <div className="flex items-start gap-3">
        <span
          className={
            enabled
              ? 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-success/15 text-success'
              : 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted'
          }
        >
          {enabled ? <ShieldCheck size={22} /> : <ShieldOff size={22} />}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="two-factor-title" className="text-subtitle font-semibold">
            {t('security.twoFactorTitle')}
          </h2>
          <p className="text-body-sm text-muted">{t('security.twoFactorText')}</p>
          <p
            data-testid="two-factor-status"
            className={
              enabled
                ? 'text-body-sm font-semibold text-success'
                : 'text-body-sm font-semibold text-muted'
            }
          >
            {enabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
          </p>
        </div>
      </div>

      {!enabled && !setup ? (
        <Button size="lg" block loading={setupState.fetching} onClick={() => void start()}>
          {t('security.enable')}
        </Button>
      ) : null}

      {setup && !enabled ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface-2 p-4">
          <p className="text-center text-body-sm text-muted">{t('security.scan')}</p>
          <div className="rounded-xl bg-white p-3">
            <QRCodeSVG
              value={setup.otpauthUri}
              size={QR.size}
              level={QR.level}
              bgColor={QR.bgColor}
              fgColor="#000000"
              title={t('security.qrLabel')}
            />
          </div>
          <div className="flex w-full flex-col gap-1.5">
            <span className="text-caption text-muted">{t('security.secret')}</span>
            <div className="flex items-center gap-2 rounded-lg border border-border bg-surface px-3">
              <code
                dir="ltr"
                data-testid="two-factor-secret"
                className="min-w-0 flex-1 py-3 font-mono text-body-sm break-all"
              >
                {setup.secret}
              </code>
              <button
                type="button"
                onClick={() => void copySecret()}
                aria-label={t('security.copySecret')}
                className="flex size-11 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:text-gold"
              >
                <Copy size={20} />
              </button>
            </div>
          </div>
        </div>
      ) : null}

      {enabled || setup ? (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3">
          <OtpInput
            label={enabled ? t('security.disableCode') : t('security.enableCode')}
            name="twoFactorCode"
            value={code}
            onValueChange={setCode}
          />
          <Button
            type="submit"
            size="lg"
            block
            variant={enabled ? 'danger' : 'primary'}
            loading={enableState.fetching || disableState.fetching}
            disabled={code.length !== OTP_LENGTH}
          >
            {enabled ? t('security.disable') : t('security.confirmEnable')}
          </Button>
          {setup ? (
            <Button variant="ghost" onClick={() => setSetup(null)}>
              {t('security.cancel')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
