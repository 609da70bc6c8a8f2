// Profile completeness (spec §4.6, §5).

/** The eight fields a filled profile has (spec §4.6). */
export const PROFILE_REQUIRED_FIELDS = [
  'address',
  'birthDate',
  'city',
  'country',
  'firstName',
  'lastName',
  'postal',
  'gender',
] as const;

export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

export type ProfileDetailsLike = {
  [K in ProfileRequiredField]?: string | number | Date | null | undefined;
};

function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (value instanceof Date) return Number.isFinite(value.getTime());
  return true;
}

/** The required fields that are missing or blank, in the spec's order. */
export function missingProfileFields(
  details: ProfileDetailsLike | null | undefined,
): ProfileRequiredField[] {
  return PROFILE_REQUIRED_FIELDS.filter((field) => !isPresent(details?.[field]));
}

/**
 * True only if address, birthDate, city, country, firstName, lastName, postal and gender are all
 * present (blank text does not count). Drives the side menu's fill-out-the-form prompt.
 */
export function isProfileFilled(details: ProfileDetailsLike | null | undefined): boolean {
  return missingProfileFields(details).length === 0;
}
