import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger';
import { createTestServer, type TestServer } from '../../test/harness';
import { sendMail } from './send-mail';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('dev outbox', () => {
  it('stores mails and lists them by recipient, newest first, case-insensitively', async () => {
    const to = `Outbox-${Date.now()}@Example.com`;
    const deps = { db: server.db, config: server.config, log: createLogger(server.config) };
    await sendMail(deps, { to, subject: 'one', text: 't1', html: '<p>1</p>', kind: 'test' });
    await sendMail(deps, { to, subject: 'two', text: 't2', html: '<p>2</p>', kind: 'test' });
    const res = await server.rest<{
      response: { items: { subject: string; to: string; text: string }[] };
    }>('GET', `/api/dev/outbox?to=${encodeURIComponent(to.toLowerCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.response.items.map((m) => m.subject)).toEqual(['two', 'one']);
    expect(res.body.response.items[0]).toMatchObject({ to, text: 't2' });
  });

  it('is off in production unless DEV_OUTBOX=1', async () => {
    const prod = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.rest<{ error: { code: string } }>('GET', '/api/dev/outbox');
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
    const e2e = await createTestServer({ env: { NODE_ENV: 'production', DEV_OUTBOX: '1' } });
    try {
      const res = await e2e.rest('GET', '/api/dev/outbox?to=nobody@example.com');
      expect(res.status).toBe(200);
    } finally {
      await e2e.close();
    }
  });
});
