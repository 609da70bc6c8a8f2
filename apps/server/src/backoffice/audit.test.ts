// The audit trail: one hash chain under parallel appends, UPDATE/DELETE refused by the database,
// the verifier finds an edited row (edited with the trigger switched off, then put back), and the
// CSV export is for AUDIT_EXPORT only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../db/client';
import { createTestServer, type TestServer } from '../test/harness';
import { createTestStaff, type TestStaff } from '../test/staff';
import { appendAudit, csvField, verifyAuditChain } from './audit';

let server: TestServer;
let admin: TestStaff;
let finance: TestStaff;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createTestStaff(server, 'admin');
  finance = await createTestStaff(server, 'finance');
}, 60_000);
afterAll(() => server.close());

const entry = (i: number) => ({
  at: new Date(),
  actorId: 'test',
  actorName: 'audit test',
  actorRole: null,
  action: 'test.append',
  outcome: 'OK' as const,
  targetType: 'test',
  targetId: String(i),
  after: { i, big: 10n ** 20n },
  reason: `row ${i}`,
  ip: '127.0.0.1',
});

describe('audit trail', () => {
  it('parallel appends build one unbroken chain', async () => {
    const rows = await Promise.all(
      Array.from({ length: 25 }, (_, i) => appendAudit(server.db, entry(i))),
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(25);
    expect(ids[24]! - ids[0]!).toBe(24);
    const result = await verifyAuditChain(server.db);
    expect(result).toMatchObject({ ok: true, brokenAtId: null });
    expect(result.rows).toBeGreaterThanOrEqual(25);
  });

  it('the database refuses UPDATE and DELETE', async () => {
    const row = await appendAudit(server.db, entry(100));
    await expect(
      server.db.execute(sql`UPDATE staff_audit SET reason = 'edited' WHERE id = ${row.id}`),
    ).rejects.toThrow();
    await expect(
      server.db.execute(sql`DELETE FROM staff_audit WHERE id = ${row.id}`),
    ).rejects.toThrow();
    await expect(server.db.execute(sql`TRUNCATE staff_audit`)).rejects.toThrow();
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('the verifier finds a row edited behind the trigger', async () => {
    const row = await appendAudit(server.db, entry(200));
    await appendAudit(server.db, entry(201));
    await server.db.execute(sql`ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_change`);
    try {
      await server.db.execute(
        sql`UPDATE staff_audit SET reason = 'nothing to see' WHERE id = ${row.id}`,
      );
      expect(await verifyAuditChain(server.db)).toMatchObject({ ok: false, brokenAtId: row.id });
      // put it back (the worker's database is shared with later test files)
      await server.db.execute(
        sql`UPDATE staff_audit SET reason = ${row.reason} WHERE id = ${row.id}`,
      );
    } finally {
      await server.db.execute(sql`ALTER TABLE staff_audit ENABLE TRIGGER staff_audit_no_change`);
    }
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('searches newest first with keyset pages, and exports CSV for AUDIT_EXPORT only', async () => {
    for (let i = 0; i < 3; i++)
      await appendAudit(server.db, { ...entry(300 + i), action: 'test.page' });
    const SEARCH = `query AuditLog($after: String) {
      auditLog(filter: { action: "test.page" }, first: 2, after: $after) { nodes { id targetId } pageInfo { nextCursor } }
    }`;
    const res = await server.rest<{
      data: { auditLog: { nodes: { targetId: string }[]; pageInfo: { nextCursor: string } } };
    }>(
      'POST',
      '/backoffice/graphql?op=AuditLog',
      { query: SEARCH, operationName: 'AuditLog' },
      { ...admin.headers, 'content-type': 'application/json' },
    );
    const page1 = res.body.data.auditLog;
    expect(page1.nodes.map((n) => n.targetId)).toEqual(['302', '301']);
    const res2 = await server.rest<{
      data: {
        auditLog: { nodes: { targetId: string }[]; pageInfo: { nextCursor: string | null } };
      };
    }>(
      'POST',
      '/backoffice/graphql?op=AuditLog',
      { query: SEARCH, operationName: 'AuditLog', variables: { after: page1.pageInfo.nextCursor } },
      { ...admin.headers, 'content-type': 'application/json' },
    );
    expect(res2.body.data.auditLog.nodes.map((n) => n.targetId)).toEqual(['300']);
    expect(res2.body.data.auditLog.pageInfo.nextCursor).toBeNull();

    const csv = await server.rest<string>(
      'GET',
      '/backoffice/api/audit.csv?action=test.page',
      undefined,
      admin.headers,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,at,actorId/);
    expect(lines).toHaveLength(4);
    const denied = await server.rest(
      'GET',
      '/backoffice/api/audit.csv',
      undefined,
      finance.headers,
    );
    expect(denied.status).toBe(403);
    const rows = await executeRows<{ action: string; outcome: string }>(
      server.db,
      sql`SELECT action, outcome FROM staff_audit WHERE actor_id = ${finance.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ action: 'audit.export', outcome: 'DENIED' });
  });

  it('CSV fields cannot carry a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
  });
});
