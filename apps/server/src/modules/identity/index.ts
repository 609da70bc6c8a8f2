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

export { getUserAccountCurrency, findUserById } from './users';
export { getUserLevel, setUserLevel } from './level';
export { sessionViewerLookup, revokeOtherSessions, revokeSession } from './sessions';
export { verifyPassword } from './secrets';
export { findUserByEmail } from './users';
export type { PlayerAccessGate } from './access-gate';
export { EMAIL_CONFIRMED, type EmailConfirmedEvent } from './events';

export const identityModule: AppModule = {
  name: 'identity',
  typeDefs: readSdl(import.meta.dirname, 'identity.graphql'),
  resolvers,
  rest: registerIdentityRoutes,
};
