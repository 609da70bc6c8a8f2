import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { createTestServer, type TestServer } from '../test/harness';
import { probeModule } from '../test/probe-module';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ modules: [...modules, probeModule] });
});
afterAll(() => server.close());

describe('REST /api/*', () => {
  it('wraps results in { response }', async () => {
    const res = await server.rest<{ response: { serverTime: string } }>('GET', '/api/system/time');
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.response.serverTime)).not.toBeNaN();
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await server.rest(method, '/api/x', undefined, { accept: 'text/html' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('maps schema validation failures to VALIDATION_ERROR 400', async () => {
    const res = await server.rest('POST', '/api/probe/echo', { amount: 'lots' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    const ok = await server.rest('POST', '/api/probe/echo', { amount: 5 });
    expect(ok).toMatchObject({ status: 200, body: { response: { amount: 5 } } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<amount>1</amount>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps an AppError to its status and code', async () => {
    const res = await server.rest('GET', '/api/probe/fail/app');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'BONUS_UNAVAILABLE', message: 'No bonus now.' } });
  });

  it('masks unexpected errors as INTERNAL_ERROR 500', async () => {
    const res = await server.rest('GET', '/api/probe/fail/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' },
    });
  });
});

describe('declarative REST input checks', () => {
  it('answers a body of the wrong shape with VALIDATION_ERROR and its issues, never 500', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/auth/sign-in', { email: 42, password: ['x'] }],
      ['POST', '/api/auth/sign-in', ['not', 'an', 'object']],
      ['POST', '/api/auth/2fa/google/sign-in', { authenticatorCode: { code: 1 } }],
      ['PUT', '/api/users/me', { hideLevelUp: 'yes' }],
      ['POST', '/api/payment/fun-top-up', { amount: 'lots' }],
      ['POST', '/api/payment/deposit', { amount: -1, methodId: 'x' }],
      ['POST', '/api/payment/withdraw', { methodId: 7 }],
    ];
    for (const [method, url, body] of cases) {
      const res = await server.rest<{
        error: { code: string; details?: { issues: { path: string; message: string }[] } };
      }>(method as 'POST', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code, url).toBe('VALIDATION_ERROR');
      expect(res.body.error.details?.issues.length, url).toBeGreaterThan(0);
    }
  });
});
