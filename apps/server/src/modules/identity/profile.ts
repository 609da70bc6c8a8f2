// Profile: details (spec §3 ProfileDetails), phone (libphonenumber-js), language and the
// player's display flags.
import { age, isLanguage, phone as phoneRule } from '@aurum/domain';
import { and, eq, ne } from 'drizzle-orm';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import type { PlayerAccessGate } from './access-gate';
import { fail, failRule } from './results';
import { personFieldsOf } from './users';
import { profileDetails, users } from './tables';

export interface ProfileDetailsInput {
  address?: string | null;
  birthDate?: string | null;
  city?: string | null;
  country?: string | null;
  firstName?: string | null;
  gender?: string | null;
  lastName?: string | null;
  postal?: string | null;
  state?: string | null;
  name?: string | null;
}

const TEXT_LIMITS: Record<string, number> = {
  address: 200,
  city: 100,
  firstName: 100,
  lastName: 100,
  postal: 20,
  state: 100,
  name: 100,
  gender: 20,
};

function clean(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** changeUserProfileDetails: absent fields stay, null or blank clears. */
export async function changeProfileDetails(
  db: Db,
  userId: string,
  input: ProfileDetailsInput,
  gate?: { access: PlayerAccessGate; now: Date },
): Promise<void> {
  const values: Record<string, string | null> = {};
  for (const key of [
    'address',
    'birthDate',
    'city',
    'country',
    'firstName',
    'gender',
    'lastName',
    'postal',
    'state',
    'name',
  ] as const) {
    const value = clean(input[key]);
    if (value === undefined) continue;
    const limit = TEXT_LIMITS[key];
    if (value !== null && limit !== undefined && [...value].length > limit) {
      throw fail('MAX_LENGTH', `${key}: at most ${limit} characters.`, {
        field: key,
        params: { length: limit },
      });
    }
    values[key] = value;
  }
  if (values.birthDate) {
    const birth = values.birthDate.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) {
      throw fail('VALIDATION_ERROR', 'birthDate: expected YYYY-MM-DD.', { field: 'birthDate' });
    }
    const ageError = age()(birth);
    if (ageError) {
      throw failRule('birthDate', ageError, 'You must be at least 18 years old.');
    }
    values.birthDate = birth;
  }
  if (values.country) {
    const country = values.country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) {
      throw fail('VALIDATION_ERROR', 'country: expected an ISO 3166-1 alpha-2 code.', {
        field: 'country',
      });
    }
    values.country = country;
  }
  const { name, ...details } = values;
  if (gate && ('firstName' in details || 'lastName' in details || 'birthDate' in details)) {
    // responsible gaming: a self-excluded person's verified identity cannot move to this account
    const current = await personFieldsOf(db, userId);
    const firstName = 'firstName' in details ? details.firstName : current?.firstName;
    const lastName = 'lastName' in details ? details.lastName : current?.lastName;
    const birthDate = 'birthDate' in details ? details.birthDate : current?.birthDate;
    if (firstName && lastName && birthDate) {
      await gate.access.beforeRegistration(
        db,
        { identity: { firstName, lastName, birthDate }, userId },
        gate.now,
      );
    }
  }
  await db.transaction(async (tx) => {
    if (name !== undefined) {
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    }
    if (Object.keys(details).length > 0) {
      await tx
        .insert(profileDetails)
        .values({ userId, ...details })
        .onConflictDoUpdate({
          target: profileDetails.userId,
          set: { ...details, updatedAt: new Date() },
        });
    }
  });
  return;
}

/** A phone number as E.164, or null when libphonenumber-js finds it invalid (default US). */
export function normalizePhone(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const valid = phoneRule((v) => isValidPhoneNumber(v, 'US'))(value) === null;
  if (!valid) return null;
  return parsePhoneNumberFromString(value, 'US')?.number ?? null;
}

/** changeUserPhone: INVALID_PHONE_NUMBER, PHONE_ALREADY_EXISTS; a new number is unconfirmed. */
export async function changePhone(db: Db, userId: string, raw: string): Promise<void> {
  const e164 = normalizePhone(raw ?? '');
  if (!e164) throw fail('INVALID_PHONE_NUMBER', 'The phone number is invalid.', { field: 'phone' });
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, e164), ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) {
    throw fail('PHONE_ALREADY_EXISTS', 'An account with this phone number already exists.', {
      field: 'phone',
    });
  }
  try {
    const current = await db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (current[0]?.phone === e164) return;
    await db
      .update(users)
      .set({ phone: e164, phoneConfirmed: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    if (uniqueViolation(error)) {
      throw fail('PHONE_ALREADY_EXISTS', 'An account with this phone number already exists.', {
        field: 'phone',
      });
    }
    throw error;
  }
  return;
}

export async function changeLanguage(db: Db, userId: string, language: string): Promise<void> {
  if (!isLanguage(language)) {
    throw fail('VALIDATION_ERROR', 'Unsupported language.', { field: 'language' });
  }
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  return;
}

/** The display flags a player may set (PUT /api/users/me). */
export interface UserSettingsInput {
  hideZeroBalances?: boolean;
  hideLevelUp?: boolean;
  depositBonusClaimShown?: boolean;
  oneClickRequisitesShown?: boolean;
}

export async function changeUserSettings(
  db: Db,
  userId: string,
  input: UserSettingsInput,
): Promise<void> {
  const set: UserSettingsInput = {};
  for (const key of [
    'hideZeroBalances',
    'hideLevelUp',
    'depositBonusClaimShown',
    'oneClickRequisitesShown',
  ] as const) {
    if (typeof input[key] === 'boolean') set[key] = input[key];
  }
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
