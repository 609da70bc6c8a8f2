// The identity module: accounts, sessions, sign-in (with 2FA), email confirmation, password
// reset, profile, geo instruction, KYC and the operator's KYC decision. Other modules use:
//   getUserAccountCurrency(db, userId)   the account currency chosen at registration
//   findUserById(db, userId)             the user row (country, status, account currency …)
//   getUserLevel / setUserLevel          the stored player level (the VIP module owns its rules)
//   sessionViewerLookup(db)              bearer token → viewer, injected into the app (app.ts)
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import './events';
import { resolvers } from './resolvers';
import { registerIdentityRoutes } from './rest';
import { resealTotpSecrets } from './two-factor';

export { getUserAccountCurrency, findUserById } from './users';
export { getUserLevel, setUserLevel } from './level';
export { sessionViewerLookup, revokeOtherSessions, revokeSession } from './sessions';
export { resealTotpSecrets, type TotpResealReport } from './two-factor';
export { verifyPassword, hashPassword, burnPasswordCheck, randomToken, sha256Hex } from './secrets';
export { checkTotp, TOTP_ISSUER } from './two-factor';
export {
  requirePlayer,
  revokeAllSessions,
  setUserStatus,
  resetTwoFactorByStaff,
  resendConfirmationByStaff,
} from './staff-actions';
export { getKyc, setKycStatus, readKycDocumentAsOperator, type KycView } from './kyc';
export { documentStorages } from './document-storage';
export { USER_STATUSES, type UserStatus, type KycStatus, type UserRow } from './tables';
export { findUserByEmail, verifiedIdentityOf } from './users';
export { requireAccessGate } from './access-gate';
export type { PlayerAccessGate, PersonIdentity } from './access-gate';
export { EMAIL_CONFIRMED, type EmailConfirmedEvent, type KycStatusChangedEvent } from './events';

export const identityModule: AppModule = {
  name: 'identity',
  typeDefs: readSdl(import.meta.dirname, 'identity.graphql'),
  resolvers,
  rest: registerIdentityRoutes,
  // Boot step: TOTP secrets stored in plain text (before encryption at rest) are sealed under the
  // current key. Idempotent and safe with several instances starting at once.
  start: async (deps) => {
    const report = await resealTotpSecrets(deps.db, deps.config.totpKeyring, { rotate: false });
    if (report.resealed > 0)
      deps.log.info({ sealed: report.resealed }, 'sealed plain TOTP secrets');
    if (report.failed.length > 0) {
      deps.log.error({ users: report.failed.length }, 'TOTP secrets that no key opens');
    }
  },
};
