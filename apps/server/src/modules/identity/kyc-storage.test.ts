// KYC documents at rest and on the way out: one storage interface (disk by default, S3-compatible
// when configured, tested against a real local S3 server), and reads only by the owner or an
// operator, from unguessable ids, answering another player's id exactly like an unknown one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../backoffice/tables';
import { createTestServer, type TestServer } from '../../test/harness';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { withFailingAudit } from '../../test/staff';
import { registerTestUser, type TestUser } from '../../test/users';
import { assertSafeKey, diskStorage } from './document-storage';
import { kycDocuments, operatorAudit } from './tables';

const OPERATOR_TOKEN = 'operator-token-for-kyc-storage-tests-0123';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(randomUUID()),
]);

async function upload(server: TestServer, user: TestUser, bytes: Buffer, fileName: string) {
  const boundary = `----aurum${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/kyc/documents',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...user.headers },
  });
  expect(res.statusCode).toBe(201);
  return (JSON.parse(res.body) as { response: { document: { id: string } } }).response.document.id;
}

function get(server: TestServer, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
});
afterAll(() => server.close());

describe('KYC document storage keys', () => {
  it('refuses keys that could leave the storage root', async () => {
    for (const bad of ['', '/etc/passwd', '../x', 'kyc/../../x', 'kyc//x', 'kyc\\x', 'kyc/./x']) {
      expect(() => assertSafeKey(bad), bad).toThrow();
    }
    const disk = diskStorage(path.join(server.config.uploadsDir, 'probe'));
    await expect(disk.get('../../../../etc/passwd')).rejects.toThrow(/unsafe/);
    expect(await disk.get(`kyc/${randomUUID()}.png`)).toBeNull();
  });
});

describe('reading KYC documents back', () => {
  it('serves a document to its owner only, as an inert attachment', async () => {
    const a = await registerTestUser(server);
    const b = await registerTestUser(server);
    const id = await upload(server, a, PNG, 'passé<b>.png');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const own = await get(server, `/api/kyc/documents/${id}`, a.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(
      /^attachment; filename="pass_<b>.png"; filename\*=UTF-8''pass%C3%A9%3Cb%3E.png$/,
    );
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-security-policy']).toContain('sandbox');

    // another player: the same answer as an id that does not exist, and no byte of the document
    const other = await get(server, `/api/kyc/documents/${id}`, b.headers);
    const unknown = await get(server, `/api/kyc/documents/${randomUUID()}`, b.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    expect(other.body).not.toContain(id);
    expect(JSON.parse(other.body)).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such document.' },
    });
    // guests, malformed ids, path tricks: coded refusals, never a 500
    expect((await get(server, `/api/kyc/documents/${id}`)).statusCode).toBe(401);
    for (const bad of ['x', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%98%80']) {
      const res = await get(server, `/api/kyc/documents/${bad}`, a.headers);
      expect(res.statusCode, bad).toBe(404);
      expect(JSON.parse(res.body).error.code).toBe('NOT_FOUND');
    }
    // a NUL byte never reaches the route: refused at the edge (http/control-chars.ts)
    for (const bad of ['a%00b', `${id}%00`]) {
      const res = await get(server, `/api/kyc/documents/${bad}`, a.headers);
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('VALIDATION_ERROR');
    }
    // the document is not under any public path
    const stored = `/uploads/kyc/${a.userId}/${id}.png`;
    for (const url of [stored, `/kyc/${a.userId}/${id}.png`, `/media/kyc/${id}.png`]) {
      const res = await get(server, url);
      expect(res.rawPayload.equals(PNG), url).toBe(false);
    }
  });

  it('serves any document to an operator (token required, every read audited)', async () => {
    const a = await registerTestUser(server);
    const id = await upload(server, a, PNG, 'id.png');
    const url = `/api/operator/kyc/documents/${id}`;
    expect((await get(server, url)).statusCode).toBe(403);
    expect(
      (await get(server, url, { 'x-operator-token': 'wrong-token-0123456789abcdef' })).statusCode,
    ).toBe(403);
    // a player's bearer token is not an operator token
    expect((await get(server, url, a.headers)).statusCode).toBe(403);
    const list = await get(server, `/api/operator/kyc/users/${a.userId}`, {
      'x-operator-token': OPERATOR_TOKEN,
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.parse(list.body).response.documents.map((d: { id: string }) => d.id)).toEqual([id]);
    const read = await get(server, url, {
      'x-operator-token': OPERATOR_TOKEN,
      'x-operator-name': 'kyc desk',
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PNG)).toBe(true);
    const audit = await server.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.targetUserId, a.userId),
          eq(operatorAudit.action, 'kyc.read-document'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'operator:kyc desk', details: { documentId: id } });
    // both reads are on the staff audit chain, as the automation actor
    const chain = await server.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'player'), eq(staffAudit.targetId, a.userId)));
    expect(chain.map((r) => [r.action, r.actorId, r.actorName, r.outcome])).toEqual([
      ['kyc.read', 'automation', 'automation:operator', 'OK'],
      ['kyc.read-document', 'automation', 'automation:kyc desk', 'OK'],
    ]);
    expect(chain[1]!.after).toBe(JSON.stringify({ documentId: id }));
    const bad = await get(server, `/api/operator/kyc/users/not-a-uuid`, {
      'x-operator-token': OPERATOR_TOKEN,
    });
    expect(JSON.parse(bad.body).error.code).toBe('USER_NOT_FOUND');
    // a read whose row cannot be written is not answered
    const unaudited = await withFailingAudit(server, 'kyc.read-document', () =>
      get(server, url, { 'x-operator-token': OPERATOR_TOKEN }),
    );
    expect(unaudited.statusCode).toBe(500);
    expect(unaudited.rawPayload.includes(PNG)).toBe(false);
  });
});

describe('KYC documents in S3-compatible storage', () => {
  let s3: TestS3Server | null = null;
  beforeAll(async () => {
    s3 = await startS3Server();
    if (!s3) console.warn('s3rver is not installed: the S3 storage tests are skipped');
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('stores new documents in the bucket, not on disk, and still reads older disk documents', async (ctx) => {
    if (!s3) return ctx.skip();
    const player = await registerTestUser(server);
    const onDisk = await upload(server, player, PNG, 'before.png');

    const s3Server = await createTestServer({ env: { OPERATOR_TOKEN, ...s3.env } });
    try {
      const bytes = Buffer.concat([PNG, Buffer.from('s3')]);
      const id = await upload(s3Server, player, bytes, 'after.png');
      const [row] = await s3Server.db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
      expect(row).toMatchObject({ storage: 's3', storageKey: `kyc/${player.userId}/${id}.png` });
      expect(fs.existsSync(path.join(s3Server.config.uploadsDir, row!.storageKey))).toBe(false);

      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      });
      const object = await client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: row!.storageKey }),
      );
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
      expect(object.ContentType).toBe('image/png');
      client.destroy();

      const own = await get(s3Server, `/api/kyc/documents/${id}`, player.headers);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(bytes)).toBe(true);
      const older = await get(s3Server, `/api/kyc/documents/${onDisk}`, player.headers);
      expect(older.rawPayload.equals(PNG)).toBe(true);
      const other = await registerTestUser(s3Server);
      expect((await get(s3Server, `/api/kyc/documents/${id}`, other.headers)).statusCode).toBe(404);
      const operator = await get(s3Server, `/api/operator/kyc/documents/${id}`, {
        'x-operator-token': OPERATOR_TOKEN,
      });
      expect(operator.rawPayload.equals(bytes)).toBe(true);

      // a disk-only server cannot read an S3 document: a coded 503, not a crash or a wrong file
      const diskOnly = await get(server, `/api/kyc/documents/${id}`, player.headers);
      expect(diskOnly.statusCode).toBe(503);
      expect(JSON.parse(diskOnly.body).error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await s3Server.close();
    }
  });

  it('an unreachable bucket refuses the upload with a coded error and leaves no row', async (ctx) => {
    if (!s3) return ctx.skip();
    const down = await createTestServer({
      env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'nowhere' },
    });
    try {
      const player = await registerTestUser(down);
      const boundary = `----aurum${randomUUID()}`;
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/kyc/documents',
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...player.headers },
      });
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body).error.code).toBe('SERVICE_UNAVAILABLE');
      const rows = await down.db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.userId, player.userId));
      expect(rows).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
