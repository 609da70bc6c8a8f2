// The forgot-password modal (spec §2.8, §4.4, §5): an email form, then an 'email sent' screen with
// a close button. The server answers the same whether or not the account exists. Closing resets
// (the modal host unmounts the component).
import { forgotPasswordRules, isFormValid, stripSpaces, validateForm } from '@aurum/domain';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import type { ModalComponentProps } from '@/lib/modal-store';
import { notify } from '@/lib/toast';
import { useValidationMessage } from '@/lib/use-validation-message';
import { RESET_PASSWORD_BY_EMAIL_MUTATION } from '../api/password-reset';
import { CAPTCHA_SKIPPED } from '../model/registration';

export default function ForgotPasswordModal({ open, onClose, onBack }: ModalComponentProps) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [state, send] = useMutation(RESET_PASSWORD_BY_EMAIL_MUTATION);

  const errors = validateForm({ email }, forgotPasswordRules);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = stripSpaces(email);
    setEmail(clean);
    setTouched(true);
    if (!isFormValid(validateForm({ email: clean }, forgotPasswordRules))) return;
    const { data, error } = await send({ input: { email: clean }, captcha: CAPTCHA_SKIPPED });
    const result = data?.resetPasswordByEmail;
    if (result?.__typename === 'ActionSuccess') {
      setSentTo(clean);
      void notify('RECOVERY_PASSWORD_EMAIL');
    } else if (result?.__typename === 'IdentityError') {
      void notify(result.code, { message: result.message });
    } else {
      void notify(error?.networkError ? 'NETWORK_ERROR' : 'ERROR_DEFAULT');
    }
  };

  if (sentTo) {
    return (
      <Modal open={open} onClose={onClose} onBack={onBack} title={t('forgot.sentTitle')}>
        <div className="flex flex-col items-center gap-4 pt-2 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
            <MailCheck size={32} />
          </span>
          <p className="text-body-sm text-muted">{t('forgot.sentText')}</p>
          <p
            dir="ltr"
            className="rounded-lg bg-surface-2 px-3 py-2 text-body-sm font-semibold break-all"
          >
            {sentTo}
          </p>
          <Button block size="lg" onClick={onClose}>
            {t('forgot.close')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={onBack}
      title={t('forgot.title')}
      description={t('forgot.text')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          dir="ltr"
          required
          autoFocus
          placeholder={t('fields.emailPlaceholder')}
          value={email}
          onValueChange={setEmail}
          onBlur={() => {
            setEmail((v) => stripSpaces(v));
            setTouched(true);
          }}
          error={message(errors.email)}
          touched={touched}
        />
        <Button type="submit" size="lg" block loading={state.fetching}>
          {t('forgot.submit')}
        </Button>
      </form>
    </Modal>
  );
}
