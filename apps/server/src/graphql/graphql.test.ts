import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { createTestServer, type TestServer } from '../test/harness';
import { probeModule } from '../test/probe-module';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ modules: [...modules, probeModule] });
});
afterAll(() => server.close());

describe('POST /graphql?op=', () => {
  it('answers an operation whose ?op= matches its operationName', async () => {
    const res = await server.gql<{ serverTime: string }>('query ServerTime { serverTime }');
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(Date.parse(res.data?.serverTime ?? '')).not.toBeNaN();
  });

  it('refuses a ?op= that contradicts the operationName with 400', async () => {
    const res = await server.gql('query ServerTime { serverTime }', undefined, { op: 'Login' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('OPERATION_NAME_MISMATCH');
    expect(res.errors?.[0]?.message).toContain('"Login"');
  });

  it('accepts a request without ?op=', async () => {
    const res = await server.rest<{ data: { serverTime: string } }>('POST', '/graphql', {
      query: '{ serverTime }',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.serverTime).toBeTruthy();
  });

  it('answers GET queries', async () => {
    const query = encodeURIComponent('query ServerTime { serverTime }');
    const res = await server.rest<{ data: { serverTime: string } }>(
      'GET',
      `/graphql?op=ServerTime&operationName=ServerTime&query=${query}`,
      undefined,
      { accept: 'application/json' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.serverTime).toBeTruthy();
  });

  it('answers malformed JSON with a GraphQL-shaped 400', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/graphql?op=X',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('context', () => {
  it('picks the language from Accept-Language', async () => {
    const res = await server.gql<{ probeLang: string }>('query Lang { probeLang }', undefined, {
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    expect(res.data?.probeLang).toBe('ru');
    const fallback = await server.gql<{ probeLang: string }>(
      'query Lang { probeLang }',
      undefined,
      {
        headers: { 'accept-language': 'de-DE' },
      },
    );
    expect(fallback.data?.probeLang).toBe('en');
  });
});

describe('errors', () => {
  it('maps an AppError to extensions.code', async () => {
    const res = await server.gql('query Fail { probeFail(kind: "app") }');
    expect(res.status).toBe(200);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: 'No bonus now.',
        path: ['probeFail'],
        extensions: { code: 'BONUS_UNAVAILABLE' },
      }),
    ]);
  });

  it('masks unexpected errors', async () => {
    const res = await server.gql('query Fail { probeFail(kind: "boom") }');
    expect(res.status).toBe(200);
    expect(res.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(res.errors)).not.toContain('password');
  });

  it('answers a guest on a signed-in-only field with UNAUTHORIZED', async () => {
    const res = await server.gql('query Fail { probeFail(kind: "unauthorized") }', undefined, {
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('reports an unknown field as a validation error', async () => {
    const res = await server.gql('query Nope { noSuchField }');
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]?.message).toContain('noSuchField');
  });
});

describe('limits', () => {
  const chain = (depth: number) =>
    `query Deep { probeNode { ${'next { '.repeat(depth)}name${' }'.repeat(depth)} } }`;

  it('accepts a reasonably deep query', async () => {
    const res = await server.gql(chain(8));
    expect(res.errors).toBeUndefined();
  });

  it('rejects a too-deep query with an error, not a 500', async () => {
    const res = await server.gql(chain(13));
    expect(res.status).toBeLessThan(500);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `t${i}: serverTime`).join(' ');
    const res = await server.gql(`query Many { ${aliases} }`);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });
});

describe('production mode', () => {
  it('refuses introspection and serves no GraphiQL', async () => {
    const production = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const res = await production.gql('query Introspect { __schema { types { name } } }');
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
      const page = await production.app.inject({
        url: '/graphql',
        headers: { accept: 'text/html' },
      });
      expect(page.body).not.toMatch(/graphiql/i);
    } finally {
      await production.close();
    }
  });

  it('allows introspection in development', async () => {
    const res = await server.gql('query Introspect { __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
