// The identity module's test face (other modules' tests use it; lint allows it to tests only).
import type { Db } from '../../db/client';
import { createPlayerAccessGate } from '../../workflows';
import { setKycStatus as setKycStatusWithGate } from './kyc';

/** setKycStatus with the app's responsible-gaming gate, as the back office calls it. */
export const setKycStatus = (
  db: Db,
  input: Omit<Parameters<typeof setKycStatusWithGate>[1], 'gate'>,
) =>
  setKycStatusWithGate(db, {
    ...input,
    gate: { access: createPlayerAccessGate(), now: new Date() },
  });
export { confirmationCodeMail, confirmationLinkMail, passwordResetMail } from './mails';
