// The email + password pair of the sign-in and registration forms (spec §2.8, §5): the email is
// left-to-right and loses its spaces on blur; errors show once a field has been touched (§4.12).
import { stripSpaces, touch, type FormErrors, type Touched } from '@aurum/domain';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useValidationMessage } from '@/lib/use-validation-message';

type Credentials = { email: string; password: string };

export function CredentialFields<V extends Credentials>({
  values,
  setValues,
  errors,
  touched,
  setTouched,
  newPassword = false,
  passwordHint,
}: {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FormErrors<V>;
  touched: Touched<V>;
  setTouched: Dispatch<SetStateAction<Touched<V>>>;
  /** Registration: the browser offers to generate and save a new password. */
  newPassword?: boolean;
  passwordHint?: string;
}) {
  const { t: ta } = useTranslation('auth');
  const message = useValidationMessage();
  return (
    <>
      <Input
        label={ta('fields.email')}
        type="email"
        name="email"
        autoComplete={newPassword ? 'email' : 'username'}
        dir="ltr"
        required
        placeholder={ta('fields.emailPlaceholder')}
        value={values.email}
        onValueChange={(email) => setValues((v) => ({ ...v, email }))}
        onBlur={() => {
          setValues((v) => ({ ...v, email: stripSpaces(v.email) }));
          setTouched((tt) => touch(tt, 'email'));
        }}
        error={message(errors.email)}
        touched={Boolean(touched.email)}
      />
      <Input
        label={ta('fields.password')}
        name="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        revealable
        required
        placeholder={ta('fields.passwordPlaceholder')}
        hint={passwordHint}
        value={values.password}
        onValueChange={(password) => setValues((v) => ({ ...v, password }))}
        onBlur={() => setTouched((tt) => touch(tt, 'password'))}
        error={message(errors.password)}
        touched={Boolean(touched.password)}
      />
    </>
  );
}
