// Test helper: a ready staff account of a role, through the real invitation flow (invitation →
// TOTP enrolment → password + first code), signed in; and calls to the staff API.
//
//   const staff = await createTestStaff(server, 'finance');
//   const res = await staffGql(server, 'query Me { me { role } }', {}, staff.headers);
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import {
  acceptInvitation,
  beginInvitation,
  createInvitation,
  createStaffSession,
} from '../backoffice/staff';
import type { StaffRole } from '../backoffice/permissions';
import { staffAudit } from '../backoffice/tables';
import type { TestServer } from './harness';
import { firstOperationName } from './harness';

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  /** base32 TOTP secret */
  secret: string;
  token: string;
  headers: Record<string, string>;
}

export const TEST_STAFF_PASSWORD = 'Staff-password-2024';

/** A TOTP code `stepsAhead` steps (30 s) from now: a fresh one for each sign-in of a test. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export async function createTestStaff(
  server: TestServer,
  role: StaffRole,
  overrides: { email?: string; name?: string } = {},
): Promise<TestStaff> {
  const deps = { db: server.db, config: server.config, clock: server.clock };
  const email = overrides.email ?? `staff-${randomUUID()}@example.com`;
  const name = overrides.name ?? `Test ${role} ${email.slice(6, 12)}`;
  const invited = await createInvitation(deps, { email, name, role, invitedBy: 'test' });
  const { secret } = await beginInvitation(deps, invited.token);
  const account = await acceptInvitation(deps, {
    token: invited.token,
    password: TEST_STAFF_PASSWORD,
    totpCode: await totpCode(secret),
  });
  const session = await createStaffSession(deps, account);
  return {
    id: account.id,
    email,
    name,
    password: TEST_STAFF_PASSWORD,
    role,
    secret,
    token: session.token,
    headers: { authorization: `Bearer ${session.token}` },
  };
}

export interface StaffGqlResult<T> {
  status: number;
  data: T | null | undefined;
  errors:
    | { message: string; extensions?: { code?: string; details?: Record<string, unknown> } }[]
    | undefined;
}

/** POST /backoffice/graphql?op=<name>. */
export async function staffGql<T = Record<string, unknown>>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<StaffGqlResult<T>> {
  const op = firstOperationName(query);
  const res = await server.rest<{ data?: T; errors?: StaffGqlResult<T>['errors'] }>(
    'POST',
    `/backoffice/graphql${op ? `?op=${op}` : ''}`,
    { query, variables, ...(op ? { operationName: op } : {}) },
    { 'content-type': 'application/json', ...headers },
  );
  return { status: res.status, data: res.body?.data, errors: res.body?.errors };
}

/** The first error code of an answer. */
export const errorCode = (res: StaffGqlResult<unknown>): string | undefined =>
  res.errors?.[0]?.extensions?.code;

/**
 * Runs `run` while the audit store refuses every successful row whose reason or action is `match`
 * (a trigger; the worker's database is shared, so other rows still go in): what an operation does
 * when its audit row cannot be written.
 */
export async function withFailingAudit<T>(
  server: TestServer,
  match: string,
  run: () => Promise<T>,
): Promise<T> {
  await server.db.execute(sql`
    create or replace function staff_audit_probe_fail() returns trigger language plpgsql as $$
    begin
      if ${sql.raw(`'${match.replace(/'/g, "''")}'`)} in (new.reason, new.action) and new.outcome = 'OK' then
        raise exception 'audit store unavailable';
      end if;
      return new;
    end $$`);
  await server.db.execute(sql`create trigger staff_audit_probe before insert on staff_audit
    for each row execute function staff_audit_probe_fail()`);
  try {
    return await run();
  } finally {
    await server.db.execute(sql`drop trigger staff_audit_probe on staff_audit`);
    await server.db.execute(sql`drop function staff_audit_probe_fail()`);
  }
}

/** The staff audit chain's rows of one action on one target, oldest first. */
export function auditRowsOf(server: TestServer, action: string, targetId: string) {
  return server.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, targetId)))
    .orderBy(staffAudit.id);
}
