// Control characters are refused at the edge with VALIDATION_ERROR, before any resolver or
// handler runs (http/control-chars.ts, graphql/input-hygiene.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser, type TestUser } from '../test/users';
import { buildAppSchema } from './schema';
import { modules } from '../modules';
import { MULTILINE_TEXT, unknownMultilineCoordinates } from './input-hygiene';

let server: TestServer;
let player: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  player = await registerTestUser(server);
});
afterAll(() => server.close());

const NUL = 'a\u0000b';

/** The nine operations a NUL byte used to crash (INTERNAL_SERVER_ERROR from PostgreSQL). */
const OPERATIONS: [name: string, document: string, variables: Record<string, unknown>][] = [
  ['gameById', 'query Q($v: ID!) { gameById(identifier: $v) { __typename } }', { v: NUL }],
  ['gameBySlug', 'query Q($v: String!) { gameBySlug(slug: $v) { __typename } }', { v: NUL }],
  [
    'userNotifications',
    'query Q($v: UserNotificationsInput) { userNotifications(input: $v) { __typename } }',
    { v: { filter: { action: NUL } } },
  ],
  ['gameEngine', 'query Q($v: String!) { gameEngine(slug: $v) { __typename } }', { v: NUL }],
  ['crashGame', 'query Q($v: String!) { crashGame(slug: $v) { __typename } }', { v: NUL }],
  [
    'blackjackRound',
    'query Q($v: String!) { blackjackRound(gameSlug: $v) { __typename } }',
    { v: NUL },
  ],
  [
    'addGameToFavorites',
    'mutation M($v: ID) { addGameToFavorites(identifier: $v) { __typename } }',
    { v: NUL },
  ],
  [
    'removeGameFromFavorites',
    'mutation M($v: ID) { removeGameFromFavorites(identifier: $v) { __typename } }',
    { v: NUL },
  ],
  [
    'markGameOpened',
    'mutation M($v: ID) { markGameOpened(identifier: $v) { __typename } }',
    { v: NUL },
  ],
];

describe('GraphQL: control characters', () => {
  it.each(OPERATIONS)(
    '%s refuses a\\u0000b in a variable with VALIDATION_ERROR',
    async (...row) => {
      const [, document, variables] = row;
      const res = await server.gql(document, variables, { headers: player.headers });
      expect(res.status).toBeLessThan(500);
      expect(res.data ?? null).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { reason: 'CONTROL_CHARACTER', character: 'U+0000' },
      });
    },
  );

  it.each(OPERATIONS)('%s refuses it written as a literal too', async (name, document) => {
    // the same operation with the variable inlined as a literal string (or input object)
    const literal =
      name === 'userNotifications'
        ? 'query Q { userNotifications(input: { filter: { action: "a\\u0000b" } }) { __typename } }'
        : document.replace(/\(\$v: [^)]+\)/, '').replace('$v', '"a\\u0000b"');
    const res = await server.gql(literal, undefined, { headers: player.headers });
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(res.data ?? null).toBeNull();
  });

  it('names where the character was found', async () => {
    const res = await server.gql(
      'query Q($v: UserNotificationsInput) { userNotifications(input: $v) { __typename } }',
      { v: { filter: { action: 'x\u0007' } } },
      { headers: player.headers },
    );
    expect(res.errors?.[0]?.extensions?.details).toEqual({
      field: '$v.filter.action',
      reason: 'CONTROL_CHARACTER',
      character: 'U+0007',
    });
  });

  it('checks lists, every C0 code, DEL, and refuses before any change is made', async () => {
    for (const bad of ['\u0001', '\u001f', '\u007f', '\t', '\n', '\r']) {
      const res = await server.gql(
        'query Q($p: [String!]) { gamesList(input: { filter: { providers: $p } }) { __typename } }',
        { p: ['ok', `x${bad}y`] },
      );
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('VALIDATION_ERROR');
    }
    // a signed-in mutation with a control character in a nested input field changes nothing
    const before = await server.gql<{ currentUser: { profile: unknown } }>(
      'query Me { currentUser { id } }',
      undefined,
      { headers: player.headers },
    );
    expect(before.errors).toBeUndefined();
    const res = await server.gql(
      `mutation P($input: ChangeUserProfileDetailsInput!) {
         changeUserProfileDetails(input: $input) { __typename }
       }`,
      { input: { firstName: 'Ann\u0000' } },
      { headers: player.headers },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('allows tab, line feed and carriage return in multi-line free text only', async () => {
    const vip = (message: string) =>
      server.gql(
        `mutation V($input: SubmitVipApplicationInput!) {
           submitVipApplication(input: $input) { __typename }
         }`,
        { input: { message, contactPreference: 'EMAIL' } },
        { headers: player.headers },
      );
    const multiLine = await vip('Hello,\r\n\tI play a lot.');
    expect(multiLine.errors?.[0]?.extensions?.details).toBeUndefined();
    const nul = await vip('Hello\u0000');
    expect(nul.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    // the same characters in a single-line argument are refused
    const slug = await server.gql('query Q($v: String!) { gameBySlug(slug: $v) { __typename } }', {
      v: 'a\nb',
    });
    expect(slug.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('a scalar variable takes the class of the argument it is used in', async () => {
    const res = await server.gql(
      'mutation S($room: String!, $text: String!) { sendChatMessage(room: $room, text: $text) { __typename } }',
      { room: 'en', text: 'line one\nline two' },
      { headers: player.headers },
    );
    expect(JSON.stringify(res.errors ?? [])).not.toContain('CONTROL_CHARACTER');
    const bad = await server.gql(
      'mutation S($room: String!, $text: String!) { sendChatMessage(room: $room, text: $text) { __typename } }',
      { room: 'en\n', text: 'hi' },
      { headers: player.headers },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('names only coordinates that exist in the schema', () => {
    expect(MULTILINE_TEXT.size).toBeGreaterThan(0);
    expect(unknownMultilineCoordinates(buildAppSchema(modules))).toEqual([]);
  });

  it('lets ordinary unicode through (emoji, Arabic, Cyrillic)', async () => {
    const res = await server.gql('query Q($v: String!) { gameBySlug(slug: $v) { __typename } }', {
      v: 'игра-🎰-لعبة',
    });
    expect(res.errors).toBeUndefined();
  });
});

describe('REST: control characters', () => {
  it('refuses one in a JSON body with 400 VALIDATION_ERROR', async () => {
    const res = await server.rest<{ error: { code: string; details?: Record<string, unknown> } }>(
      'POST',
      '/api/auth/sign-in',
      { email: 'a\u0000b@example.com', password: 'x' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toMatchObject({ field: 'body.email', character: 'U+0000' });
  });

  it('refuses one in the query string and in a path parameter', async () => {
    const query = await server.rest<{ error: { code: string } }>(
      'GET',
      '/api/games/list?search=a%00b',
    );
    expect(query.status).toBe(400);
    expect(query.body.error.code).toBe('VALIDATION_ERROR');
    const param = await server.rest<{ error: { code: string } }>('GET', '/media/flags/a%01b.svg');
    expect(param.status).toBe(400);
    expect(param.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses one in an object key and in nested arrays', async () => {
    const res = await server.rest<{ error: { code: string } }>('POST', '/api/auth/sign-in', {
      email: 'x@example.com',
      password: 'x',
      extra: [{ ['k\u0002']: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('allows line breaks in a route field declared multi-line only', async () => {
    const token = 'operator-token-for-hygiene-tests-0001';
    const operator = await createTestServer({ env: { OPERATOR_TOKEN: token } });
    try {
      const post = (body: Record<string, unknown>) =>
        operator.rest<{ error?: { code: string } }>('POST', '/api/operator/notifications', body, {
          'x-operator-token': token,
        });
      const multiLine = await post({ content: 'MAINTENANCE', message: 'Tonight\nfrom 2 to 3' });
      expect(multiLine.status).toBe(200);
      const inCode = await post({ content: 'MAINTENANCE\n', message: 'x' });
      expect(inCode.status).toBe(400);
      expect(inCode.body.error?.code).toBe('VALIDATION_ERROR');
      const nul = await post({ content: 'MAINTENANCE', message: 'x\u0000' });
      expect(nul.body.error?.code).toBe('VALIDATION_ERROR');
    } finally {
      await operator.close();
    }
  });
});
