// Every GraphQL error carries a catalogue code, and no answer carries SQL, a stack or the original
// message unless DEBUG_ERRORS=1 (graphql/error-codes.ts, graphql/yoga.ts, http/error-handler.ts).
import { APP_ERROR_CODES } from '@aurum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../modules';
import { createTestServer, type GqlResult, type TestServer } from '../test/harness';
import { probeModule } from '../test/probe-module';
import { playerClient } from '../test/subscriptions';

const CODES = new Set<string>(APP_ERROR_CODES);

let server: TestServer;
let development: TestServer;
beforeAll(async () => {
  server = await createTestServer({ modules: [...modules, probeModule], listen: true });
  // development mode used to add the original error (and the failed SQL) to masked errors
  development = await createTestServer({
    modules: [...modules, probeModule],
    env: { NODE_ENV: 'development' },
  });
});
afterAll(async () => {
  await server.close();
  await development.close();
});

function codesOf(res: Pick<GqlResult<unknown>, 'errors'>): unknown[] {
  return (res.errors ?? []).map((error) => error.extensions?.code);
}

function expectCoded(res: Pick<GqlResult<unknown>, 'errors'>, code: string) {
  expect(res.errors?.length).toBeGreaterThan(0);
  for (const c of codesOf(res)) expect(CODES.has(String(c)), String(c)).toBe(true);
  expect(codesOf(res)).toContain(code);
}

describe('every GraphQL error has a catalogue code', () => {
  it('a variable of the wrong type → VALIDATION_ERROR (HTTP 400)', async () => {
    const res = await server.gql('query Q($id: ID!) { gameById(identifier: $id) { __typename } }', {
      id: { not: 'an id' },
    });
    expect(res.status).toBe(400);
    expectCoded(res, 'VALIDATION_ERROR');
  });

  it('a missing or null required variable → VALIDATION_ERROR', async () => {
    const missing = await server.gql(
      'query Q($id: ID!) { gameById(identifier: $id) { __typename } }',
    );
    expectCoded(missing, 'VALIDATION_ERROR');
    const nulled = await server.gql('query Q($n: Int!) { probeLang @skip(if: false) }', {
      n: null,
    });
    expect(codesOf(nulled).every((c) => CODES.has(String(c)))).toBe(true);
    const bigint = await server.gql(
      'query Q($a: BigInt!) { gameById(identifier: "x") { __typename } }',
      { a: 'twelve' },
    );
    expect(codesOf(bigint).every((c) => CODES.has(String(c)))).toBe(true);
  });

  it('a document that does not parse → GRAPHQL_PARSE_FAILED', async () => {
    expectCoded(await server.gql('query Q { gameById( { __typename } }'), 'GRAPHQL_PARSE_FAILED');
  });

  it('an unknown field → GRAPHQL_VALIDATION_FAILED', async () => {
    expectCoded(await server.gql('query Nope { noSuchField }'), 'GRAPHQL_VALIDATION_FAILED');
  });

  it('a too-deep query, too many aliases → GRAPHQL_PARSE_FAILED (graphql-armor refuses while parsing)', async () => {
    const deep = `query Deep { probeNode { ${'next { '.repeat(13)}name${' }'.repeat(13)} } }`;
    expectCoded(await server.gql(deep), 'GRAPHQL_PARSE_FAILED');
    const aliases = Array.from({ length: 40 }, (_, i) => `t${i}: serverTime`).join(' ');
    expectCoded(await server.gql(`query Many { ${aliases} }`), 'GRAPHQL_PARSE_FAILED');
  });

  it('an unknown or ambiguous operation → OPERATION_RESOLUTION_FAILURE', async () => {
    const unknown = await server.rest<{ errors: GqlResult<unknown>['errors'] }>(
      'POST',
      '/graphql',
      { query: 'query A { serverTime }', operationName: 'B' },
    );
    expectCoded(unknown.body, 'OPERATION_RESOLUTION_FAILURE');
    const ambiguous = await server.rest<{ errors: GqlResult<unknown>['errors'] }>(
      'POST',
      '/graphql',
      { query: 'query A { serverTime } query B { serverTime }' },
    );
    expectCoded(ambiguous.body, 'OPERATION_RESOLUTION_FAILURE');
  });

  it('a body without a query or with broken JSON → BAD_REQUEST without the parser message', async () => {
    const empty = await server.rest<{ errors: GqlResult<unknown>['errors'] }>(
      'POST',
      '/graphql',
      {},
    );
    expectCoded(empty.body, 'BAD_REQUEST');
    expect(JSON.stringify(empty.body)).not.toContain('originalError');
    const res = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(res.statusCode).toBe(400);
    expectCoded(res.json(), 'BAD_REQUEST');
    expect(res.body).not.toMatch(/originalError|Unexpected end|SyntaxError/);
  });

  it('an unexpected error → INTERNAL_ERROR, masked', async () => {
    const res = await server.gql('query Fail { probeFail(kind: "boom") }');
    expectCoded(res, 'INTERNAL_ERROR');
    expect(res.errors?.[0]?.message).toBe('Unexpected error.');
  });

  it('over the websocket too', async () => {
    const client = playerClient(server.wsUrl!, '');
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription S { noSuchSubscription }' },
          { next: (r) => resolve(r.errors), error: resolve, complete: () => resolve(null) },
        );
      });
      const list = (Array.isArray(errors) ? errors : []) as { extensions?: { code?: string } }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const variable = await new Promise<unknown>((resolve) => {
        client.subscribe(
          {
            query: 'query Q($id: ID!) { gameById(identifier: $id) { __typename } }',
            variables: { id: 'a\u0000b' },
          },
          { next: (r) => resolve(r.errors), error: resolve, complete: () => resolve(null) },
        );
      });
      expect(JSON.stringify(variable)).toContain('VALIDATION_ERROR');
    } finally {
      await client.dispose();
    }
  });
});

describe('no internals in any answer', () => {
  const leaks = /no_such_table_x|secret_column|password|stack|at .+\.ts:\d+|originalError|select /i;

  it('in development: no SQL, no stack, no original message (GraphQL)', async () => {
    for (const kind of ['sql', 'boom']) {
      const res = await development.gql(`query Fail { probeFail(kind: "${kind}") }`);
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_ERROR');
      expect(res.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(res.errors)).not.toMatch(leaks);
    }
  });

  it('in development: no SQL, no stack, no original message (REST)', async () => {
    for (const kind of ['sql', 'boom']) {
      const res = await development.rest('GET', `/api/probe/fail/${kind}`);
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(leaks);
      expect(res.body).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    }
  });

  it('DEBUG_ERRORS=1 shows the original error, for developers', async () => {
    const debug = await createTestServer({
      modules: [...modules, probeModule],
      env: { DEBUG_ERRORS: '1' },
    });
    try {
      const res = await debug.gql('query Fail { probeFail(kind: "sql") }');
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_ERROR');
      expect(JSON.stringify(res.errors)).toContain('no_such_table_x');
      const rest = await debug.rest('GET', '/api/probe/fail/boom');
      expect(JSON.stringify(rest.body)).toContain('secret internals');
    } finally {
      await debug.close();
    }
  });
});
