// Confirms the email from a mailed link once the session has finished loading (spec §4.3): the
// link's code for anyone, the OTP for a signed-in player (a visitor signs in first and comes back).
// A toast by outcome, a user refetch on success, then home with the code removed (replace).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import {
  CONFIRM_USER_EMAIL_MUTATION,
  VERIFY_EMAIL_CONFIRMATION_OTP_MUTATION,
} from '../api/email-confirmation';
import type { IdentityActionResult } from '@/lib/api/identity-result';
import { confirmationFailureToast, confirmationRequest } from '../model/email-confirmation';

export default function EmailConfirmationHandler() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { status, refresh } = useSession();
  const [, confirmLink] = useMutation(CONFIRM_USER_EMAIL_MUTATION);
  const [, verifyOtp] = useMutation(VERIFY_EMAIL_CONFIRMATION_OTP_MUTATION);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    const request = confirmationRequest(search);
    if (!request || handled.current === request.code) return;
    if (request.kind === 'otp' && status !== 'user') {
      handled.current = request.code;
      navigate(buildSignInRedirect('/', search), { replace: true });
      return;
    }
    handled.current = request.code;

    const run = async () => {
      let result: IdentityActionResult | undefined;
      if (request.kind === 'link') {
        result = (await confirmLink({ input: { code: request.code } })).data?.confirmUserEmail;
      } else {
        result = (await verifyOtp({ code: request.code })).data?.verifyEmailConfirmationOtp;
      }
      if (result?.__typename === 'ActionSuccess') {
        void notify('EMAIL_CONFIRMED');
        if (status === 'user') refresh();
      } else {
        void notify(confirmationFailureToast(result?.code));
      }
      navigate('/', { replace: true });
    };
    void run();
  }, [status, search, confirmLink, verifyOtp, navigate, refresh]);

  return null;
}
