import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../scripts/ops';
import { createTestServer, type TestServer } from '../../test/harness';
import { auditRowsOf, errorCode, staffGql } from '../../test/staff';
import { registerTestUser, type TestUser } from '../../test/users';
import { KYC_MAX_FILE_BYTES, sniffDocumentType } from './kyc';
import { operatorAudit } from './tables';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
});
afterAll(() => server.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function multipart(file: Buffer, fileName: string, contentType: string, type?: string) {
  const boundary = `----aurum${Date.now()}`;
  const parts: Buffer[] = [];
  if (type) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  user: TestUser | null,
  file: Buffer,
  fileName: string,
  contentType: string,
  type?: string,
) {
  const body = multipart(file, fileName, contentType, type);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/kyc/documents',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(user ? user.headers : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, never> };
}

// KYC decisions moved to the staff API (/backoffice/graphql); OPERATOR_TOKEN is its automation actor
const REJECT_KYC = `mutation RejectKyc($playerId: ID!) {
  rejectKyc(playerId: $playerId, reason: DOCUMENT_UNREADABLE) { status reason } }`;
const APPROVE_KYC = `mutation ApproveKyc($playerId: ID!) { approveKyc(playerId: $playerId) { status } }`;

describe('KYC documents', () => {
  it('recognises files by their bytes, not their names', () => {
    expect(sniffDocumentType(PNG)?.mime).toBe('image/png');
    expect(sniffDocumentType(PDF)?.mime).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mime).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('uploads, checks type and size, and moves NOT_STARTED → PENDING', async () => {
    const user = await registerTestUser(server);
    expect((await upload(null, PNG, 'a.png', 'image/png')).status).toBe(401);

    const before = await server.rest<{ response: { status: string; documents: unknown[] } }>(
      'GET',
      '/api/kyc',
      undefined,
      user.headers,
    );
    expect(before.body.response).toEqual({ status: 'NOT_STARTED', reason: null, documents: [] });

    const html = await upload(
      user,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'passport.png',
      'image/png',
      'PASSPORT',
    );
    expect(html.status).toBe(415);
    expect(html.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const big = await upload(
      user,
      Buffer.concat([PDF, Buffer.alloc(KYC_MAX_FILE_BYTES + 1 - PDF.length, 0x20)]),
      'big.pdf',
      'application/pdf',
    );
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const badType = await upload(user, PNG, 'x.png', 'image/png', 'SELFIE_WITH_CAT');
    expect(badType.status).toBe(400);

    const ok = await upload(
      user,
      PNG,
      '../../etc/passport photo.png',
      'application/octet-stream',
      'PASSPORT',
    );
    expect(ok.status).toBe(201);
    const response = ok.body.response as unknown as {
      status: string;
      document: { id: string; type: string; fileName: string; mimeType: string; size: number };
    };
    expect(response.status).toBe('PENDING');
    expect(response.document).toMatchObject({
      type: 'PASSPORT',
      fileName: 'passport photo.png',
      mimeType: 'image/png',
      size: PNG.length,
    });
    const stored = path.join(
      server.config.uploadsDir,
      'kyc',
      user.userId,
      `${response.document.id}.png`,
    );
    expect(fs.readFileSync(stored).equals(PNG)).toBe(true);

    const pdf = await upload(user, PDF, 'bill.pdf', 'application/pdf', 'PROOF_OF_ADDRESS');
    expect(pdf.status).toBe(201);
    const after = await server.rest<{
      response: { status: string; documents: { type: string }[] };
    }>('GET', '/api/kyc', undefined, user.headers);
    expect(after.body.response.status).toBe('PENDING');
    expect(after.body.response.documents.map((d) => d.type)).toEqual([
      'PASSPORT',
      'PROOF_OF_ADDRESS',
    ]);
    const me = await server.gql<{ currentUser: { kyc: string } }>(
      'query CurrentUser { currentUser { kyc } }',
      undefined,
      {
        headers: user.headers,
      },
    );
    expect(me.data!.currentUser.kyc).toBe('PENDING');
  });
});

describe('operator KYC decisions', () => {
  it('is refused without the operator token, and audited with it', async () => {
    const user = await registerTestUser(server);
    await upload(user, PDF, 'id.pdf', 'application/pdf', 'ID_CARD');

    const anonymous = await staffGql(server, APPROVE_KYC, { playerId: user.userId });
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');
    const player = await staffGql(
      server,
      APPROVE_KYC,
      { playerId: user.userId },
      {
        ...user.headers,
        'x-operator-token': 'guess-guess-guess-guess-guess',
      },
    );
    expect(errorCode(player)).toBe('UNAUTHORIZED');
    // the player schema has no operator field any more
    const onPlayerApi = await server.gql(
      'mutation OperatorSetKycStatus($userId: ID!) { operatorSetKycStatus(userId: $userId, status: VERIFIED) { __typename } }',
      { userId: user.userId },
      { headers: { 'x-operator-token': OPERATOR_TOKEN } },
    );
    expect(onPlayerApi.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const operator = { 'x-operator-token': OPERATOR_TOKEN };
    const rejected = await staffGql<{ rejectKyc: Record<string, string> }>(
      server,
      REJECT_KYC,
      { playerId: user.userId },
      operator,
    );
    expect(rejected.data!.rejectKyc).toEqual({ status: 'REJECTED', reason: 'DOCUMENT_UNREADABLE' });
    const me = await server.gql<{ currentUser: { kyc: string; kycReason: string } }>(
      'query CurrentUser { currentUser { kyc kycReason } }',
      undefined,
      { headers: user.headers },
    );
    expect(me.data!.currentUser).toEqual({ kyc: 'REJECTED', kycReason: 'DOCUMENT_UNREADABLE' });

    const audit = await server.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetUserId, user.userId))
      .orderBy(desc(operatorAudit.at));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'automation:operator',
      action: 'kyc.set-status',
      reason: 'DOCUMENT_UNREADABLE',
      details: { from: 'PENDING', to: 'REJECTED' },
    });

    // a new upload puts a rejected player back under review
    await upload(user, PNG, 'id2.png', 'image/png', 'ID_CARD');
    const unknown = await staffGql(
      server,
      APPROVE_KYC,
      { playerId: '00000000-0000-4000-8000-000000000000' },
      operator,
    );
    expect(errorCode(unknown)).toBe('USER_NOT_FOUND');

    // the CLI command, by email
    const lines: string[] = [];
    await COMMANDS.kyc!.run(
      {
        db: server.db,
        config: server.config,
        log: server.app.log,
        actor: 'cli:tester',
        out: (l) => lines.push(l),
      },
      [user.email.toUpperCase(), 'verified'],
    );
    expect(lines).toEqual([`KYC of ${user.email.toUpperCase()}: PENDING → VERIFIED`]);
    const cliAudit = await server.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetUserId, user.userId))
      .orderBy(desc(operatorAudit.at));
    expect(cliAudit[0]).toMatchObject({
      actor: 'cli:tester',
      details: { from: 'PENDING', to: 'VERIFIED' },
    });
    // and on the staff audit chain
    const [chain] = await auditRowsOf(server, 'kyc.set-status', user.email.toUpperCase());
    expect(chain).toMatchObject({ actorId: 'cli:tester', outcome: 'OK' });
    expect(JSON.parse(chain!.after!)).toEqual({
      userId: user.userId,
      from: 'PENDING',
      to: 'VERIFIED',
    });
    const verifiedUpload = await upload(user, PNG, 'more.png', 'image/png');
    expect(verifiedUpload.status).toBe(409);
  });

  it('is disabled when OPERATOR_TOKEN is unset', async () => {
    const plain = await createTestServer();
    try {
      const user = await registerTestUser(plain);
      const res = await staffGql(
        plain,
        APPROVE_KYC,
        { playerId: user.userId },
        {
          'x-operator-token': '',
        },
      );
      expect(errorCode(res)).toBe('UNAUTHORIZED');
    } finally {
      await plain.close();
    }
  });
});
