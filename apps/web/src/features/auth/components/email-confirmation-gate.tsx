// Mounted by the app on home (spec §2.2 "handles email confirmation first"): only when the URL
// carries a confirmation code is the handler's chunk loaded.
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { LINK_PARAM, OTP_PARAM } from '../model/email-confirmation';

const EmailConfirmationHandler = lazy(() => import('./email-confirmation-handler'));

export function EmailConfirmationGate() {
  const { search } = useLocation();
  if (!search.includes(OTP_PARAM) && !search.includes(LINK_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationHandler />
    </Suspense>
  );
}
