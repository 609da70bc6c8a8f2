// Sign in / register → responsible gaming: a time-out, self-exclusion or closure refuses the
// sign-in (GraphQL, REST, the 2FA step) with the block's end; a session start resets the session
// time limit and the reality check; an excluded player's email or phone cannot register again.
import type { PlayerAccessGate } from '../modules/identity';
import { beforeRegistration, beforeSignIn, identityVerified, sessionStarted } from '../modules/rg';

export function createPlayerAccessGate(): PlayerAccessGate {
  return { beforeSignIn, sessionStarted, beforeRegistration, identityVerified };
}
