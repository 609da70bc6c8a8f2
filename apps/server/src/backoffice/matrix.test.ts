// The role × operation matrix, enumerated from the staff schema: every root field is called by a
// signed-in staff member of every role, and answers FORBIDDEN exactly when the role lacks the
// field's permission (operations.ts, permissions.ts). Also: every field of the schema has a
// permission, and no staff field is reachable from the player schema.
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MULTILINE_TEXT, unknownMultilineCoordinates } from '../graphql/input-hygiene';
import { buildAppSchema } from '../graphql/schema';
import { modules } from '../modules';
import { createTestServer, type TestServer } from '../test/harness';
import { createTestStaff, errorCode, staffGql, type TestStaff } from '../test/staff';
import { OPERATIONS } from './operations';
import { hasPermission, ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from './permissions';
import { staffTypeDefs } from './schema';

const staffSchema = buildSchema(staffTypeDefs().join('\n'));
const rootFields = (['Query', 'Mutation'] as const).flatMap((root) => {
  const type = root === 'Query' ? staffSchema.getQueryType() : staffSchema.getMutationType();
  return Object.values(type!.getFields()).map((field) => ({ root, field }));
});

/** A value that passes GraphQL validation for a required input type. */
function sample(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return '00000000-0000-4000-8000-00000000abcd';
      case 'Int':
        return 987654321;
      case 'BigInt':
        return '1';
      case 'Boolean':
        return false;
      case 'DateTime':
        return '2030-01-01T00:00:00.000Z';
      default:
        return 'matrix-test-value';
    }
  }
  throw new Error(`no sample for ${String(named)}`);
}

function document(root: 'Query' | 'Mutation', name: string, args: readonly GraphQLArgument[]) {
  const required = args.filter((a) => isNonNullType(a.type));
  const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pass = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const op = `Matrix${name[0]!.toUpperCase()}${name.slice(1)}`;
  return {
    query: `${root === 'Query' ? 'query' : 'mutation'} ${op}${vars ? `(${vars})` : ''} { ${name}${pass ? `(${pass})` : ''} { __typename } }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

describe('staff API: role × operation matrix', () => {
  let server: TestServer;
  const staff = new Map<StaffRole, TestStaff>();
  beforeAll(async () => {
    server = await createTestServer();
    for (const role of STAFF_ROLES) staff.set(role, await createTestStaff(server, role));
  }, 60_000);
  afterAll(() => server.close());

  it('every root field of the staff schema names a permission, and nothing else does', () => {
    const fields = rootFields.map(({ root, field }) => `${root}.${field.name}`).sort();
    expect(Object.keys(OPERATIONS).sort()).toEqual(fields);
  });

  it('the table is least privilege as the issue describes it', () => {
    expect(ROLE_PERMISSIONS.admin.length).toBeGreaterThan(ROLE_PERMISSIONS.finance.length);
    expect(hasPermission('finance', 'WITHDRAWALS_DECIDE')).toBe(true);
    expect(hasPermission('finance', 'KYC_DECIDE')).toBe(false);
    expect(hasPermission('compliance', 'KYC_DECIDE')).toBe(true);
    expect(hasPermission('compliance', 'BALANCE_ADJUST')).toBe(false);
    expect(hasPermission('support', 'PLAYER_2FA_RESET')).toBe(true);
    expect(hasPermission('support', 'WITHDRAWALS_DECIDE')).toBe(false);
    expect(hasPermission('marketing', 'PLAYERS_READ')).toBe(false);
    expect(hasPermission('readonly', 'PLAYER_NOTES_WRITE')).toBe(false);
    // finance: reconciliation and its export; readonly may view it, not export; support neither
    expect(hasPermission('finance', 'FINANCE_EXPORT')).toBe(true);
    expect(hasPermission('readonly', 'FINANCE_READ')).toBe(true);
    expect(hasPermission('readonly', 'FINANCE_EXPORT')).toBe(false);
    expect(hasPermission('support', 'FINANCE_READ')).toBe(false);
    expect(hasPermission('support', 'REPORTS_READ')).toBe(false);
    for (const role of STAFF_ROLES) {
      if (role !== 'admin') expect(hasPermission(role, 'STAFF_MANAGE')).toBe(false);
    }
  });

  // signOut last: it ends the session the other calls use
  const ordered = [...rootFields].sort(
    (a, b) => Number(a.field.name === 'signOut') - Number(b.field.name === 'signOut'),
  );

  it.each(STAFF_ROLES.map((role) => [role]))(
    '%s: FORBIDDEN exactly where the table says so',
    async (role) => {
      const member = staff.get(role as StaffRole)!;
      const seen: string[] = [];
      for (const { root, field } of ordered) {
        const key = `${root}.${field.name}`;
        const spec = OPERATIONS[key]!;
        if (spec.permission === 'PUBLIC') continue;
        const { query, variables } = document(root, field.name, field.args);
        const res = await staffGql(server, query, variables, member.headers);
        const code = errorCode(res);
        const allowed =
          spec.permission === 'SIGNED_IN' || hasPermission(role as StaffRole, spec.permission);
        seen.push(`${key}:${allowed ? 'allowed' : 'denied'}`);
        if (allowed) {
          expect(code, `${role} ${key}: ${JSON.stringify(res.errors)}`).not.toBe('FORBIDDEN');
          expect(code, `${role} ${key}`).not.toBe('UNAUTHORIZED');
          expect(code, `${role} ${key}`).not.toBe('GRAPHQL_VALIDATION_FAILED');
        } else {
          expect(code, `${role} ${key}`).toBe('FORBIDDEN');
          expect(res.data?.[field.name as never] ?? null).toBeNull();
        }
      }
      expect(seen.length).toBeGreaterThan(30);
    },
    120_000,
  );

  it('without a session every guarded field is UNAUTHORIZED', async () => {
    for (const { root, field } of rootFields) {
      const spec = OPERATIONS[`${root}.${field.name}`]!;
      if (spec.permission === 'PUBLIC') continue;
      const { query, variables } = document(root, field.name, field.args);
      const res = await staffGql(server, query, variables);
      expect(errorCode(res), `${root}.${field.name}`).toBe('UNAUTHORIZED');
    }
  }, 60_000);

  it('the staff multi-line text fields exist in the staff schema, and newlines pass there', async () => {
    expect(unknownMultilineCoordinates(staffSchema, STAFF_MULTILINE_TEXT)).toEqual([]);
    // a fresh session: the matrix rows above end theirs with signOut
    const admin = await createTestStaff(server, 'admin');
    const res = await staffGql(
      server,
      'mutation Note($id: ID!, $text: String!) { addPlayerNote(playerId: $id, text: $text) { id } }',
      { id: '00000000-0000-4000-8000-00000000abcd', text: 'line one\nline two' },
      admin.headers,
    );
    expect(errorCode(res)).toBe('USER_NOT_FOUND');
    const bell = await staffGql(
      server,
      'mutation Note($id: ID!, $text: String!) { addPlayerNote(playerId: $id, text: $text) { id } }',
      { id: '00000000-0000-4000-8000-00000000abcd', text: 'ring\u0007' },
      admin.headers,
    );
    expect(errorCode(bell)).toBe('VALIDATION_ERROR');
  });

  it('no staff operation is reachable from the player schema', () => {
    const player = buildAppSchema(modules);
    const playerFields = new Set([
      ...Object.keys(player.getQueryType()?.getFields() ?? {}),
      ...Object.keys(player.getMutationType()?.getFields() ?? {}),
    ]);
    const leaked = rootFields.map(({ field }) => field.name).filter((n) => playerFields.has(n));
    // `me`-like names differ; a shared name would mean a staff capability on /graphql
    expect(leaked).toEqual([]);
    for (const name of [
      'StaffMember',
      'AuditEntry',
      'StaffWithdrawal',
      'BalanceAdjustment',
      'Player360',
    ]) {
      expect(player.getType(name), name).toBeUndefined();
    }
  });
});
