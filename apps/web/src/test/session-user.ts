// A complete signed-in player for component tests.
import type { Session, SessionUser } from '@/lib/session';

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '1',
    uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    email: 'player@aurum.test',
    emailConfirmed: true,
    name: null,
    phone: null,
    phoneConfirmed: false,
    gameBalanceId: null,
    mainCountry: 'US',
    firstRegisteredCurrency: 'USD',
    kyc: 'NOT_STARTED',
    kycReason: null,
    isVIP: false,
    onboarding: { country: 'US' },
    depositBonusClaimShown: false,
    referralQuestsCompleted: false,
    oneClickRequisitesShown: false,
    level: 1,
    language: 'en',
    hideZeroBalances: false,
    hideLevelUp: false,
    totalWager: '0',
    tz: 'UTC',
    twoFactorEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    balance: [],
    ...overrides,
  };
}

/** A session for component and hook tests: a signed-in `testUser()` unless `status` says otherwise. */
export function testSession(
  status: Session['status'] = 'user',
  refresh: () => void = () => {},
): Session {
  const user = status === 'user';
  return {
    status,
    user: user ? testUser() : null,
    token: user ? 't' : null,
    setToken: () => {},
    logout: () => {},
    refresh,
  };
}
