// Reading users: the account currency for other modules, and the User view of the API.
import { formatMinor, currencyDecimals } from '@aurum/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PersonIdentity } from './access-gate';
import { profileDetails, users, type ProfileDetailsRow, type UserRow } from './tables';

/** The account currency chosen at registration (ISO 4217), or null for an unknown user. */
export async function getUserAccountCurrency(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ currency: users.firstRegisteredCurrency })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.currency ?? null;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export function normalizeEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

/** The User of the API (spec §3), without `balance` (the wallet module adds it). */
export interface UserView {
  id: string;
  uuid: string;
  email: string;
  emailConfirmed: boolean;
  name: string | null;
  phone: string | null;
  phoneConfirmed: boolean;
  gameBalanceId: string | null;
  mainCountry: string;
  firstRegisteredCurrency: string;
  kyc: string;
  kycReason: string | null;
  isVIP: boolean;
  onboarding: { country: string | null };
  depositBonusClaimShown: boolean;
  referralQuestsCompleted: boolean;
  oneClickRequisitesShown: boolean;
  level: number;
  language: string;
  hideZeroBalances: boolean;
  hideLevelUp: boolean;
  totalWager: string;
  totalWagerMinor: bigint;
  tz: string | null;
  status: string;
  twoFactorEnabled: boolean;
  createdAt: Date;
}

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    name: row.name,
    phone: row.phone,
    phoneConfirmed: row.phoneConfirmed,
    gameBalanceId: null,
    mainCountry: row.mainCountry,
    firstRegisteredCurrency: row.firstRegisteredCurrency,
    kyc: row.kycStatus,
    kycReason: row.kycReason,
    isVIP: row.isVip,
    onboarding: { country: row.onboarding.country ?? null },
    depositBonusClaimShown: row.depositBonusClaimShown,
    referralQuestsCompleted: row.referralQuestsCompleted,
    oneClickRequisitesShown: row.oneClickRequisitesShown,
    level: row.level,
    language: row.language,
    hideZeroBalances: row.hideZeroBalances,
    hideLevelUp: row.hideLevelUp,
    totalWager: formatMinor(row.totalWager, {
      decimals: currencyDecimals(row.firstRegisteredCurrency),
    }),
    totalWagerMinor: row.totalWager,
    tz: row.tz,
    status: row.status,
    twoFactorEnabled: row.totpEnabled,
    createdAt: row.createdAt,
  };
}

/** The JSON form of a user for REST (`totalWagerMinor` as a decimal string). */
export function userJson(view: UserView): Record<string, unknown> {
  return {
    ...view,
    totalWagerMinor: view.totalWagerMinor.toString(),
    createdAt: view.createdAt.toISOString(),
  };
}

export interface ProfileDetailsView {
  address: string | null;
  birthDate: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  country: string | null;
  gender: string | null;
  postal: string | null;
  state: string | null;
  banner: string | null;
  avatar: string | null;
  name: string | null;
  phone: string | null;
}

export async function getProfileDetails(db: Db, user: UserRow): Promise<ProfileDetailsView> {
  const rows = await db
    .select()
    .from(profileDetails)
    .where(eq(profileDetails.userId, user.id))
    .limit(1);
  const row: Partial<ProfileDetailsRow> = rows[0] ?? {};
  return {
    address: row.address ?? null,
    birthDate: row.birthDate ?? null,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    city: row.city ?? null,
    // the country chosen at sign-up until the player saves another (walk issue 19 item 9)
    country: row.country ?? user.mainCountry ?? null,
    gender: row.gender ?? null,
    postal: row.postal ?? null,
    state: row.state ?? null,
    banner: row.banner ?? null,
    avatar: row.avatar ?? null,
    name: user.name,
    phone: user.phone,
  };
}

/** The name and birth date of a player's profile, when all three are filled in (else null). */
export async function personIdentityOf(db: Db, userId: string): Promise<PersonIdentity | null> {
  const row = await personFieldsOf(db, userId);
  if (!row?.firstName || !row.lastName || !row.birthDate) return null;
  return { firstName: row.firstName, lastName: row.lastName, birthDate: row.birthDate };
}

/** The name and birth date fields of a player's profile as stored (each may be null). */
export async function personFieldsOf(
  db: Db,
  userId: string,
): Promise<{ firstName: string | null; lastName: string | null; birthDate: string | null } | null> {
  const [row] = await db
    .select({
      firstName: profileDetails.firstName,
      lastName: profileDetails.lastName,
      birthDate: profileDetails.birthDate,
    })
    .from(profileDetails)
    .where(eq(profileDetails.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The identity of a player whose KYC is VERIFIED (responsible gaming's cross-account key). */
export async function verifiedIdentityOf(db: Db, userId: string): Promise<PersonIdentity | null> {
  const user = await findUserById(db, userId);
  if (user?.kycStatus !== 'VERIFIED') return null;
  return personIdentityOf(db, userId);
}
