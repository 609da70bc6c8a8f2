// userRegisterByEmail: validates with the domain's registration rules (spec §5), creates the
// user with an argon2id hash, signs them in and mails the confirmation link.
import {
  email as emailRule,
  isLanguage,
  pickLanguage,
  registrationPassword,
  required,
  stripSpaces,
  type ValidationError,
} from '@aurum/domain';
import { systemClock } from '../../clock';
import { listCurrencies } from '../reference';
import { sendConfirmationLink, type IdentityDeps } from './email-confirmation';
import { fail, failRule } from './results';
import { hashPassword } from './secrets';
import { createSession, type SessionClient } from './sessions';
import { users } from './tables';
import { normalizeEmail } from './users';

export interface RegistrationInput {
  currency?: { fiat?: string | null } | null;
  email: string;
  language?: string | null;
  password: string;
  cid?: string | null;
  onboarding?: { country?: string | null } | null;
  tz?: string | null;
}

function validTimeZone(tz: string | null | undefined): string | null {
  if (!tz || tz.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return null;
  }
}

function fieldError(field: string, error: ValidationError) {
  return failRule(field, error, `${field}: ${error.code}`);
}

export async function registerUser(
  deps: IdentityDeps,
  input: RegistrationInput,
  client: SessionClient,
): Promise<{ token: string; userId: string }> {
  const email = stripSpaces(input.email);
  const emailError = required(email) ?? emailRule(email);
  if (emailError) throw fieldError('email', emailError);
  if (email.length > 254)
    throw fieldError('email', { code: 'MAX_LENGTH', params: { length: 254 } });
  const passwordError = registrationPassword(input.password);
  if (passwordError) throw fieldError('password', passwordError);

  const currencyCode = (input.currency?.fiat ?? '').trim().toUpperCase();
  if (!currencyCode) throw fieldError('currency', { code: 'REQUIRED' });
  const fiat = (await listCurrencies(deps.db)).filter((c) => !c.crypto);
  if (!fiat.some((c) => c.code === currencyCode)) {
    throw fail('VALIDATION_ERROR', 'This currency is not available for new accounts.', {
      field: 'currency',
    });
  }
  const country = (input.onboarding?.country ?? '').trim().toUpperCase();
  if (!country) throw fieldError('country', { code: 'REQUIRED' });
  if (!/^[A-Z]{2}$/.test(country)) {
    throw fail('VALIDATION_ERROR', 'The country must be an ISO 3166-1 alpha-2 code.', {
      field: 'country',
    });
  }
  const language = isLanguage(input.language) ? input.language : pickLanguage(input.language);
  const cid = input.cid?.trim().slice(0, 128) || null;

  const now = (deps.clock ?? systemClock).now();
  // responsible gaming: an excluded player's email (normalised) cannot open another account
  await deps.playerAccess?.beforeRegistration(deps.db, { email }, now);
  const passwordHash = await hashPassword(input.password);
  const inserted = await deps.db
    .insert(users)
    .values({
      email,
      emailNormalized: normalizeEmail(email),
      passwordHash,
      mainCountry: country,
      firstRegisteredCurrency: currencyCode,
      language,
      onboarding: { country },
      cid,
      tz: validTimeZone(input.tz),
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) {
    throw fail('EMAIL_ALREADY_EXISTS', 'An account with this email already exists.', {
      field: 'email',
    });
  }
  const session = await createSession(deps.db, user.id, client);
  await deps.playerAccess?.sessionStarted(deps.db, user.id, now);
  await sendConfirmationLink(deps, user);
  deps.log.info({ userId: user.id }, 'user registered');
  return { token: session.token, userId: user.id };
}
