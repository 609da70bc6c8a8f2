// Staff identity: accounts (argon2id password + TOTP, both required), one-time invitations,
// sessions that end after inactivity. Staff never share a table, a token or a session with players.
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import {
  burnPasswordCheck,
  checkTotp,
  hashPassword,
  randomToken,
  sha256Hex,
  verifyPassword,
} from '../modules/identity';
import { openSecret, sealSecret, SecretUnavailableError } from '../security/secret-box';
import { isStaffRole, type StaffRole } from './permissions';
import { staffAccounts, staffInvitations, staffSessions, type StaffAccountRow } from './tables';

export const STAFF_TOTP_ISSUER = 'Aurum back office';
export const INVITATION_TTL_MS = 72 * 3600_000;
/** a staff session ends after this long whatever the activity */
export const STAFF_SESSION_MAX_MS = 12 * 3600_000;
export const STAFF_PASSWORD_MIN = 12;

export interface StaffDeps {
  db: Db;
  config: Config;
  clock: Clock;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', {
    message: 'The e-mail, password or authenticator code is not right.',
  });

const invitationInvalid = () =>
  new AppError('STAFF_INVITATION_INVALID', {
    message: 'This invitation link has been used or has expired.',
  });

export const staffTotpContext = (staffId: string) => `aurum:staff-totp:${staffId}`;
export const invitationTotpContext = (invitationId: string) => `aurum:staff-invite:${invitationId}`;

function reveal(config: Config, stored: string, context: string): string {
  try {
    return openSecret(config.totpKeyring, stored, context);
  } catch (error) {
    if (!(error instanceof SecretUnavailableError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Two-factor authentication is unavailable right now.',
    });
  }
}

export function checkStaffPassword(password: string): void {
  if (
    password.length < STAFF_PASSWORD_MIN ||
    password.length > 128 ||
    !/[A-Za-z]/.test(password) ||
    !/\d/.test(password)
  ) {
    throw new AppError('VALIDATION_ERROR', {
      message: `A staff password has ${STAFF_PASSWORD_MIN}–128 characters with letters and digits.`,
      details: { field: 'password' },
    });
  }
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 100) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A name has 1–100 characters.',
      details: { field: 'name' },
    });
  }
  return trimmed;
}

// ---------------------------------------------------------------- invitations

export interface InvitationView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
  staffId: string | null;
}

export interface CreatedInvitation {
  invitation: InvitationView;
  token: string;
  /** relative link */
  url: string;
}

export function invitationUrl(token: string): string {
  return `/backoffice/invite?token=${encodeURIComponent(token)}`;
}

/** A one-time invitation (72 h). An e-mail that already has an account is refused unless re-enrolling. */
export async function createInvitation(
  deps: StaffDeps,
  input: { email: string; name: string; role: string; invitedBy: string; staffId?: string | null },
): Promise<CreatedInvitation> {
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 254) {
    throw new AppError('INVALID_EMAIL', {
      message: 'Not an e-mail address.',
      details: { field: 'email' },
    });
  }
  if (!isStaffRole(input.role)) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'Unknown role.',
      details: { field: 'role' },
    });
  }
  const name = checkName(input.name);
  if (!input.staffId) {
    const existing = await findStaffByEmail(deps.db, email);
    if (existing) {
      throw new AppError('EMAIL_ALREADY_EXISTS', { message: 'A staff account has this e-mail.' });
    }
  }
  const token = randomToken();
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(staffInvitations)
    .values({
      tokenHash: sha256Hex(token),
      email,
      name,
      role: input.role,
      invitedBy: input.invitedBy,
      staffId: input.staffId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    .returning();
  return {
    invitation: {
      id: row!.id,
      email,
      name,
      role: input.role,
      expiresAt: row!.expiresAt,
      staffId: row!.staffId,
    },
    token,
    url: invitationUrl(token),
  };
}

async function liveInvitation(deps: StaffDeps, token: string, db: Db = deps.db, lock = false) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200)
    throw invitationInvalid();
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, sha256Hex(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, deps.clock.now()),
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  const row = rows[0];
  if (!row) throw invitationInvalid();
  return row;
}

export async function getInvitation(deps: StaffDeps, token: string): Promise<InvitationView> {
  const row = await liveInvitation(deps, token);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    expiresAt: row.expiresAt,
    staffId: row.staffId,
  };
}

/** Hands out the invitation's TOTP secret (the same one on every call until accepted). */
export async function beginInvitation(
  deps: StaffDeps,
  token: string,
): Promise<{ secret: string; otpauthUrl: string; invitationId: string; email: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await liveInvitation(deps, token, tx, true);
    let secret: string;
    if (row.totpPendingSecret) {
      secret = reveal(deps.config, row.totpPendingSecret, invitationTotpContext(row.id));
    } else {
      secret = generateSecret();
      await tx
        .update(staffInvitations)
        .set({
          totpPendingSecret: sealSecret(
            deps.config.totpKeyring,
            secret,
            invitationTotpContext(row.id),
          ),
        })
        .where(eq(staffInvitations.id, row.id));
    }
    const otpauthUrl = generateURI({ issuer: STAFF_TOTP_ISSUER, label: row.email, secret });
    return { secret, otpauthUrl, invitationId: row.id, email: row.email };
  });
}

/**
 * Sets the password, proves the TOTP enrolment with a current code and creates (or, for a
 * re-enrolment, resets) the account. The invitation is used up in the same transaction.
 */
export async function acceptInvitation(
  deps: StaffDeps,
  input: { token: string; password: string; totpCode: string },
): Promise<StaffAccountRow> {
  checkStaffPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await liveInvitation(deps, input.token, tx, true);
    if (!row.totpPendingSecret) {
      throw new AppError('TWO_FACTOR_SETUP_REQUIRED', {
        message: 'Scan the authenticator code first.',
      });
    }
    const secret = reveal(deps.config, row.totpPendingSecret, invitationTotpContext(row.id));
    const step = await checkTotp(secret, input.totpCode);
    if (step === null) {
      throw new AppError('INVALID_TWO_FACTOR_CODE', {
        message: 'The authenticator code is not valid.',
        details: { field: 'totpCode' },
      });
    }
    const now = deps.clock.now();
    let account: StaffAccountRow | undefined;
    if (row.staffId) {
      const sealed = sealSecret(deps.config.totpKeyring, secret, staffTotpContext(row.staffId));
      [account] = await tx
        .update(staffAccounts)
        .set({
          passwordHash,
          totpSecret: sealed,
          totpLastStep: step,
          disabled: false,
          role: row.role,
        })
        .where(eq(staffAccounts.id, row.staffId))
        .returning();
    } else {
      const existing = await findStaffByEmail(tx, row.email);
      if (existing) {
        throw new AppError('EMAIL_ALREADY_EXISTS', { message: 'A staff account has this e-mail.' });
      }
      const id = crypto.randomUUID();
      [account] = await tx
        .insert(staffAccounts)
        .values({
          id,
          email: row.email,
          emailNormalized: normaliseEmail(row.email),
          name: row.name,
          role: row.role,
          passwordHash,
          totpSecret: sealSecret(deps.config.totpKeyring, secret, staffTotpContext(id)),
          totpLastStep: step,
          createdAt: now,
        })
        .returning();
    }
    if (!account) throw invitationInvalid();
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, totpPendingSecret: null })
      .where(eq(staffInvitations.id, row.id));
    return account;
  });
}

// ---------------------------------------------------------------- accounts

export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccountRow | null> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.emailNormalized, normaliseEmail(email)));
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findStaffById(db: Db, id: string): Promise<StaffAccountRow | null> {
  if (!UUID.test(id)) return null;
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return rows[0] ?? null;
}

export async function requireStaff(db: Db, id: string): Promise<StaffAccountRow> {
  const row = await findStaffById(db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such staff member.' });
  return row;
}

export async function listStaff(db: Db): Promise<StaffAccountRow[]> {
  return db.select().from(staffAccounts).orderBy(desc(staffAccounts.createdAt));
}

export async function setStaffRole(db: Db, id: string, role: StaffRole): Promise<StaffAccountRow> {
  const [row] = await db
    .update(staffAccounts)
    .set({ role })
    .where(eq(staffAccounts.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such staff member.' });
  return row;
}

export async function setStaffDisabled(
  deps: StaffDeps,
  id: string,
  disabled: boolean,
): Promise<StaffAccountRow> {
  const [row] = await deps.db
    .update(staffAccounts)
    .set({ disabled })
    .where(eq(staffAccounts.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such staff member.' });
  if (disabled) await revokeStaffSessions(deps, id);
  return row;
}

// ---------------------------------------------------------------- sign-in and sessions

export interface NewStaffSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  account: StaffAccountRow;
}

export async function createStaffSession(
  deps: StaffDeps,
  account: StaffAccountRow,
  client: { ip?: string | null; userAgent?: string | null } = {},
): Promise<NewStaffSession> {
  const token = randomToken();
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(staffSessions)
    .values({
      staffId: account.id,
      tokenHash: sha256Hex(token),
      createdAt: now,
      lastSeenAt: now,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: staffSessions.id });
  await deps.db
    .update(staffAccounts)
    .set({ lastSignInAt: now })
    .where(eq(staffAccounts.id, account.id));
  return {
    token,
    sessionId: row!.id,
    expiresAt: sessionDeadline(deps, now, now),
    account,
  };
}

/** When a session seen at `lastSeenAt` (created at `createdAt`) ends. */
export function sessionDeadline(deps: StaffDeps, lastSeenAt: Date, createdAt: Date): Date {
  return new Date(
    Math.min(
      lastSeenAt.getTime() + deps.config.backoffice.idleTimeoutMs,
      createdAt.getTime() + STAFF_SESSION_MAX_MS,
    ),
  );
}

/** E-mail + password + TOTP code; any mismatch (or a disabled account) is INVALID_CREDENTIALS. */
export async function verifyStaffSignIn(
  deps: StaffDeps,
  input: { email: string; password: string; totpCode: string },
): Promise<StaffAccountRow> {
  const account = await findStaffByEmail(deps.db, input.email);
  if (!account) {
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }
  const passwordOk = await verifyPassword(account.passwordHash, input.password);
  if (!passwordOk || account.disabled) throw invalidCredentials();
  const secret = reveal(deps.config, account.totpSecret, staffTotpContext(account.id));
  const step = await checkTotp(secret, input.totpCode);
  if (step === null) throw invalidCredentials();
  // a code is accepted once: a replay (same or older step) is refused
  const updated = await deps.db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, account.id),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  if (updated.length === 0) throw invalidCredentials();
  return account;
}

export interface StaffSessionView {
  sessionId: string;
  expiresAt: Date;
  account: StaffAccountRow;
}

/**
 * The live session of a token, touched (its idle deadline moves on). Null when unknown, revoked,
 * idle too long, older than the maximum, or its account disabled.
 */
export async function findStaffSession(
  deps: StaffDeps,
  token: string,
): Promise<StaffSessionView | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await deps.db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row || row.account.disabled) return null;
  const now = deps.clock.now();
  if (sessionDeadline(deps, row.session.lastSeenAt, row.session.createdAt) <= now) return null;
  await deps.db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(eq(staffSessions.id, row.session.id));
  return {
    sessionId: row.session.id,
    expiresAt: sessionDeadline(deps, now, row.session.createdAt),
    account: row.account,
  };
}

export async function revokeStaffSession(deps: StaffDeps, sessionId: string): Promise<void> {
  await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

export async function revokeStaffSessions(deps: StaffDeps, staffId: string): Promise<void> {
  await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
