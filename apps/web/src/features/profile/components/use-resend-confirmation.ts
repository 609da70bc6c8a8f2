// Resend the email confirmation (spec §4.3): refused locally inside the 1-minute cooldown with a
// try-again-later toast; the server enforces the same minute.
import { useCallback, useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { notify } from '@/lib/toast';
import { RESEND_EMAIL_CONFIRMATION_OTP_MUTATION } from '@/lib/api/resend-email-confirmation-otp';
import { COOLDOWN_MS, cooldownLeft, readLastSentAt, rememberSent } from '../model/resend-cooldown';

export function useResendConfirmation() {
  const [state, resendMutation] = useMutation(RESEND_EMAIL_CONFIRMATION_OTP_MUTATION);
  const [left, setLeft] = useState(() => cooldownLeft(readLastSentAt()));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(cooldownLeft(readLastSentAt())), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const resend = useCallback(async () => {
    const wait = cooldownLeft(readLastSentAt());
    if (wait > 0) {
      setLeft(wait);
      void notify('TRY_AGAIN_LATER_SECONDS', { values: { seconds: Math.ceil(wait / 1000) } });
      return;
    }
    const { data, error } = await resendMutation({});
    const result = data?.resendEmailConfirmationOtp;
    if (result?.__typename === 'ActionSuccess') {
      rememberSent();
      setLeft(cooldownLeft(readLastSentAt()));
      void notify('CONFIRM_EMAIL_SENT');
    } else if (result?.__typename === 'IdentityError' && result.code === 'TRY_AGAIN_LATER') {
      const seconds = Math.max(1, result.retryAfterSeconds ?? 60);
      rememberSent(Date.now() - Math.max(0, COOLDOWN_MS - seconds * 1000));
      setLeft(cooldownLeft(readLastSentAt()));
      void notify('TRY_AGAIN_LATER_SECONDS', { values: { seconds } });
    } else if (result?.__typename === 'IdentityError') {
      void notify(result.code, { message: result.message });
    } else {
      void notify(error?.networkError ? 'NETWORK_ERROR' : 'ERROR_DEFAULT');
    }
  }, [resendMutation]);

  return { resend, sending: state.fetching, secondsLeft: Math.ceil(left / 1000) };
}
