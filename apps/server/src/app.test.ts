import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('reports the database and pub/sub in use', async () => {
    const res = await server.rest('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'pg' : 'pglite',
      pubsub: process.env.REDIS_URL ? 'redis' : 'memory',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('request ids', () => {
  it('generates one and echoes it', async () => {
    const res = await server.rest('GET', '/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the one a proxy sent', async () => {
    const res = await server.rest('GET', '/healthz', undefined, { 'x-request-id': 'lb-1234.abc' });
    expect(res.headers['x-request-id']).toBe('lb-1234.abc');
  });

  it('replaces an unsafe one', async () => {
    const res = await server.rest('GET', '/healthz', undefined, {
      'x-request-id': 'bad id" injected',
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on GraphQL and REST responses too', async () => {
    const gql = await server.gql('query ServerTime { serverTime }', undefined, {
      headers: { 'x-request-id': 'req-gql-1' },
    });
    expect(gql.headers['x-request-id']).toBe('req-gql-1');
    const rest = await server.rest('GET', '/api/nothing-here', undefined, {
      'x-request-id': 'req-rest-1',
    });
    expect(rest.headers['x-request-id']).toBe('req-rest-1');
  });
});
