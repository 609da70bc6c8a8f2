// The personal-data form (spec §3 ProfileDetails, §4.6, §5): values, rules and the save plan.
import { age, compose, maxLength, phone, type FormRules, type TextValue } from '@aurum/domain';
import type { ChangeUserProfileDetailsInput } from '../api/change-user-profile-details';
import type { ProfileDetails } from '../api/user-profile-details';

export const GENDERS = ['male', 'female'] as const;

export interface PersonalDataValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  country: string;
  city: string;
  address: string;
  postal: string;
  state: string;
  /** The national number as typed (formatted). */
  phone: string;
}

export const TEXT_MAX = 100;
const text = compose<TextValue>(maxLength(TEXT_MAX));

export function personalDataRules(
  isValidPhone: (value: string) => boolean,
): FormRules<PersonalDataValues> {
  return {
    firstName: text,
    lastName: text,
    birthDate: age(),
    city: text,
    address: text,
    postal: compose<TextValue>(maxLength(20)),
    state: text,
    phone: phone(isValidPhone),
  };
}

export function valuesFromDetails(details: ProfileDetails | null | undefined, national: string) {
  return {
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
    birthDate: details?.birthDate ?? '',
    gender: details?.gender ?? '',
    country: details?.country ?? '',
    city: details?.city ?? '',
    address: details?.address ?? '',
    postal: details?.postal ?? '',
    state: details?.state ?? '',
    phone: national,
  } satisfies PersonalDataValues;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function detailsInput(values: PersonalDataValues): ChangeUserProfileDetailsInput {
  return {
    firstName: blankToNull(values.firstName),
    lastName: blankToNull(values.lastName),
    birthDate: blankToNull(values.birthDate),
    gender: blankToNull(values.gender),
    country: blankToNull(values.country),
    city: blankToNull(values.city),
    address: blankToNull(values.address),
    postal: blankToNull(values.postal),
    state: blankToNull(values.state),
  };
}

/** Spec §4.6: the phone is saved by its own call, only when it differs from the stored one. */
export function phoneToSave(e164: string | null, stored: string | null | undefined): string | null {
  if (!e164) return null;
  return e164 === (stored ?? null) ? null : e164;
}

/** The toast after a failed save (spec §8 Profile save). */
export function saveFailureToast(code: string | null | undefined): string {
  if (code === 'INVALID_PHONE_NUMBER' || code === 'PHONE_ALREADY_EXISTS') return code;
  return 'FAILED_SAVED';
}
