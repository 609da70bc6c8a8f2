// Every class of request limit trips at its edge, refuses without effect, and (REST writes, a
// short window) lets requests through again once the window ends. Each test uses its own random
// client address (TRUST_PROXY=1 + X-Forwarded-For), account and e-mail, so runs on a shared
// Redis never meet an earlier run's counters.
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadConfig, parseRateLimit } from '../config';
import { createTestServer, type TestServer } from '../test/harness';

const LIMITS = {
  RATE_LIMIT_MULTIPLIER: '1',
  TRUST_PROXY: '1',
  RATE_LIMIT_REGISTRATION: '3/1h',
  RATE_LIMIT_PASSWORD_RESET: '2/1h',
  RATE_LIMIT_CONFIRMATION_MAIL: '2/1h',
  RATE_LIMIT_CHAT_MESSAGE: '3/1m',
  RATE_LIMIT_OPERATOR: '3/1m',
  RATE_LIMIT_QUERY: '4/1m',
  RATE_LIMIT_MUTATION_IP: '6/1m',
  RATE_LIMIT_MUTATION_ACCOUNT: '5/1m',
  RATE_LIMIT_REST_WRITE_IP: '2/5s',
  RATE_LIMIT_REST_WRITE_ACCOUNT: '3/1m',
  OPERATOR_TOKEN: 'rate-limit-test-operator-token-0123456789',
};

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const from = (ip: string, extra: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': ip, ...extra },
});

const REGISTER = `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
  userRegisterByEmail(input: $input) { __typename ... on RegisterSuccess { token } }
}`;
const RESET = `mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!) {
  resetPasswordByEmail(input: $input) { __typename }
}`;
const CONFIRM = `mutation SendEmailConfirmationOtp { sendEmailConfirmationOtp { __typename } }`;
const CHAT = `mutation SendChatMessage($text: String!) {
  sendChatMessage(room: "en", text: $text) { __typename }
}`;
const SERVER_TIME = 'query ServerTime { serverTime }';

type Errors = { extensions?: Record<string, unknown> }[] | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;
const retryAfter = (errors: Errors) =>
  (errors?.[0]?.extensions?.details as { retryAfterSeconds?: number } | undefined)
    ?.retryAfterSeconds;

describe('rate-limit configuration', () => {
  it('parses <max>/<window>, applies the multiplier and refuses malformed overrides', () => {
    expect(parseRateLimit('10/1h')).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(parseRateLimit('5/500ms')).toEqual({ max: 5, windowMs: 500 });
    expect(parseRateLimit('ten/1h')).toBeNull();
    expect(parseRateLimit('5/0s')).toBeNull();
    const config = loadConfig({ RATE_LIMIT_CHAT_MESSAGE: '7/30s', RATE_LIMIT_MULTIPLIER: '3' });
    expect(config.rateLimits.CHAT_MESSAGE).toEqual({ max: 21, windowMs: 30_000 });
    expect(config.rateLimits.REGISTRATION).toEqual({ max: 30, windowMs: 3_600_000 });
    expect(() => loadConfig({ RATE_LIMIT_QUERY: '100 per minute' })).toThrow(/RATE_LIMIT_QUERY/);
  });
});

describe('request limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });

  async function register(ip: string, email = `rl-${randomUUID()}@example.com`) {
    const res = await server.gql<{ userRegisterByEmail: { __typename: string; token?: string } }>(
      REGISTER,
      {
        input: {
          email,
          password: 'Secret#2024',
          currency: { fiat: 'USD' },
          onboarding: { country: 'US' },
          language: 'en',
          tz: 'UTC',
        },
      },
      from(ip),
    );
    return { res, email, token: res.data?.userRegisterByEmail?.token };
  }

  const usersWithEmail = async (email: string) => {
    const result = (await server.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${email})`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };

  it('registration: 3 per IP, the 4th is refused and creates nothing; other IPs go on', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const { res } = await register(ip);
      expect(res.data?.userRegisterByEmail.__typename).toBe('RegisterSuccess');
    }
    const refused = await register(ip);
    expect(code(refused.res.errors)).toBe('TRY_AGAIN_LATER');
    expect(retryAfter(refused.res.errors)).toBeGreaterThan(3000);
    expect(refused.res.headers['retry-after']).toBe(String(retryAfter(refused.res.errors)));
    expect(refused.res.data ?? null).toBeNull();
    expect(await usersWithEmail(refused.email)).toBe(0);
    const elsewhere = await register(randomIp());
    expect(elsewhere.res.data?.userRegisterByEmail.__typename).toBe('RegisterSuccess');
  });

  it('password reset: 2 mails per address whatever the IP, then refused', async () => {
    const email = `reset-${randomUUID()}@example.com`;
    for (let i = 0; i < 2; i++) {
      const res = await server.gql(RESET, { input: { email } }, from(randomIp()));
      expect(code(res.errors)).toBeUndefined();
    }
    const refused = await server.gql(
      RESET,
      { input: { email: email.toUpperCase() } },
      from(randomIp()),
    );
    expect(code(refused.errors)).toBe('TRY_AGAIN_LATER');
    const other = await server.gql(RESET, { input: { email: `x-${email}` } }, from(randomIp()));
    expect(code(other.errors)).toBeUndefined();
  });

  it('confirmation mails: 2 per account, then refused (the per-minute resend rule aside)', async () => {
    const { token } = await register(randomIp());
    const auth = (ip: string) => from(ip, { authorization: `Bearer ${token}` });
    for (let i = 0; i < 2; i++) {
      const res = await server.gql(CONFIRM, undefined, auth(randomIp()));
      expect(code(res.errors)).toBeUndefined();
      server.clock.advance(61_000); // past identity's own one-a-minute rule
    }
    const refused = await server.gql(CONFIRM, undefined, auth(randomIp()));
    expect(code(refused.errors)).toBe('TRY_AGAIN_LATER');
    expect(retryAfter(refused.errors)).toBeGreaterThan(60);
  });

  it('chat messages: 3 per account, the 4th never reaches the chat', async () => {
    const { token } = await register(randomIp());
    const auth = from(randomIp(), { authorization: `Bearer ${token}` });
    for (let i = 0; i < 3; i++) {
      const res = await server.gql(CHAT, { text: `hello ${i}` }, auth);
      expect(code(res.errors)).not.toBe('TRY_AGAIN_LATER');
    }
    const refused = await server.gql(CHAT, { text: 'hello 4' }, auth);
    expect(code(refused.errors)).toBe('TRY_AGAIN_LATER');
  });

  it('operator calls: 3 per IP over GraphQL and REST together, then refused', async () => {
    const ip = randomIp();
    const operator = from(ip, { 'x-operator-token': LIMITS.OPERATOR_TOKEN });
    const list = SERVER_TIME; // any operation sent with the operator token counts
    for (let i = 0; i < 2; i++) {
      const res = await server.gql(list, undefined, operator);
      expect(code(res.errors)).not.toBe('TRY_AGAIN_LATER');
    }
    const rest = await server.rest('POST', '/api/no-such-operator-route', {}, operator.headers);
    expect(rest.status).toBe(404);
    const refused = await server.gql(list, undefined, operator);
    expect(code(refused.errors)).toBe('TRY_AGAIN_LATER');
    const restRefused = await server.rest('GET', '/api/no-such-route', undefined, operator.headers);
    expect(restRefused.status).toBe(429);
  });

  it('queries: 4 of the same root fields per client, whatever the operation is called', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i++) {
      const res = await server.gql(SERVER_TIME, undefined, from(ip));
      expect(res.errors).toBeUndefined();
    }
    const renamed = await server.gql('query Renamed { serverTime }', undefined, from(ip));
    expect(code(renamed.errors)).toBe('TRY_AGAIN_LATER');
    expect(renamed.data ?? null).toBeNull();
    const other = await server.gql('query Languages { __typename }', undefined, from(ip));
    expect(other.errors).toBeUndefined();
    const otherClient = await server.gql(SERVER_TIME, undefined, from(randomIp()));
    expect(otherClient.errors).toBeUndefined();
  });

  it('mutations: 5 per account across IPs, 6 per IP across accounts', async () => {
    const { token } = await register(randomIp());
    const signOut =
      'mutation ChangeUserLanguage { changeUserLanguage(language: "ru") { __typename } }';
    for (let i = 0; i < 5; i++) {
      const res = await server.gql(
        signOut,
        undefined,
        from(randomIp(), { authorization: `Bearer ${token}` }),
      );
      expect(code(res.errors)).toBeUndefined();
    }
    const perAccount = await server.gql(
      signOut,
      undefined,
      from(randomIp(), { authorization: `Bearer ${token}` }),
    );
    expect(code(perAccount.errors)).toBe('TRY_AGAIN_LATER');

    const ip = randomIp();
    const guestMutation = `mutation ResetPasswordWithToken { resetPasswordWithToken(password: "Secret#2024", token: "nope") }`;
    for (let i = 0; i < 6; i++) {
      const res = await server.gql(guestMutation, undefined, from(ip));
      expect(code(res.errors)).not.toBe('TRY_AGAIN_LATER');
    }
    const perIp = await server.gql(guestMutation, undefined, from(ip));
    expect(code(perIp.errors)).toBe('TRY_AGAIN_LATER');
  });

  it('REST writes: 2 per IP in 5 s → 429 with Retry-After, then allowed again', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++) {
      const res = await server.rest('POST', '/api/no-such-write', {}, from(ip).headers);
      expect(res.status).toBe(404);
    }
    const refused = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/no-such-write',
      {},
      from(ip).headers,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TRY_AGAIN_LATER');
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(5);
    // reads are not writes
    expect((await server.rest('GET', '/healthz', undefined, from(ip).headers)).status).toBe(200);
    // the processors' signed webhooks are not limited
    const hook = await server.rest('POST', '/api/payment/webhook/unknown', {}, from(ip).headers);
    expect(hook.status).not.toBe(429);
    await vi.waitFor(
      async () => {
        const again = await server.rest('POST', '/api/no-such-write', {}, from(ip).headers);
        expect(again.status).toBe(404);
      },
      { timeout: 20_000, interval: 500 },
    );
  });

  it('REST writes: 3 per account whatever the IP', async () => {
    const { token } = await register(randomIp());
    const auth = () => ({ 'x-forwarded-for': randomIp(), authorization: `Bearer ${token}` });
    for (let i = 0; i < 3; i++) {
      expect((await server.rest('POST', '/api/no-such-write', {}, auth())).status).toBe(404);
    }
    expect((await server.rest('POST', '/api/no-such-write', {}, auth())).status).toBe(429);
  });
});

describe('limits across instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { ...LIMITS, RATE_LIMIT_REST_WRITE_IP: '4/1m' };
    a = await createTestServer({ env });
    b = await createTestServer({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const write = (server: TestServer, ip: string) =>
    server.rest('POST', '/api/no-such-write', {}, from(ip).headers);

  it.runIf(Boolean(process.env.REDIS_URL))(
    'with Redis, two instances share one budget per key',
    async () => {
      const ip = randomIp();
      expect((await write(a, ip)).status).toBe(404);
      expect((await write(b, ip)).status).toBe(404);
      expect((await write(a, ip)).status).toBe(404);
      expect((await write(b, ip)).status).toBe(404);
      expect((await write(a, ip)).status).toBe(429);
      expect((await write(b, ip)).status).toBe(429);
    },
  );

  it.runIf(!process.env.REDIS_URL)('in memory, each instance counts alone', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i++) expect((await write(a, ip)).status).toBe(404);
    expect((await write(a, ip)).status).toBe(429);
    expect((await write(b, ip)).status).toBe(404);
  });
});

describe('websocket limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      listen: true,
      env: { ...LIMITS, RATE_LIMIT_WS_CONNECT: '2/1m', RATE_LIMIT_SUBSCRIPTION: '2/1m' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  type Message = { type: string; id?: string; payload?: unknown };
  /** An acknowledged graphql-ws connection from `ip`, or the close code that refused it. */
  async function connect(ip: string): Promise<{ socket: WebSocket; closed?: number }> {
    const socket = new WebSocket(server.wsUrl ?? '', 'graphql-transport-ws', from(ip));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const outcome = new Promise<number | undefined>((resolve) => {
      socket.on('message', (data: Buffer) => {
        if ((JSON.parse(data.toString()) as Message).type === 'connection_ack') resolve(undefined);
      });
      socket.once('close', (closeCode: number) => resolve(closeCode));
    });
    socket.send(JSON.stringify({ type: 'connection_init' }));
    return { socket, closed: await outcome };
  }

  const PING = 'subscription SystemPing { systemPing { id message } }';
  /** The first message about subscription `id`: `next` with a refusal, or nothing within 1 s. */
  function subscribe(socket: WebSocket, id: string): Promise<Message | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), 1000);
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Message;
        if (message.id !== id) return;
        clearTimeout(timer);
        resolve(message);
      });
      socket.send(JSON.stringify({ type: 'subscribe', id, payload: { query: PING } }));
    });
  }

  it('connections: 2 per IP, the 3rd is closed with 4462 (retryable); another IP connects', async () => {
    const ip = randomIp();
    const first = await connect(ip);
    const second = await connect(ip);
    expect([first.closed, second.closed]).toEqual([undefined, undefined]);
    const third = await connect(ip);
    expect(third.closed).toBe(4462);
    const elsewhere = await connect(randomIp());
    expect(elsewhere.closed).toBeUndefined();
    for (const c of [first, second, elsewhere]) c.socket.close();
  });

  it('subscriptions: 2 started per guest address, the 3rd answers TRY_AGAIN_LATER', async () => {
    const { socket, closed } = await connect(randomIp());
    expect(closed).toBeUndefined();
    expect(await subscribe(socket, 'a')).toBeNull();
    expect(await subscribe(socket, 'b')).toBeNull();
    const refused = await subscribe(socket, 'c');
    expect(refused?.type).toBe('next');
    expect(code((refused?.payload as { errors: Errors }).errors)).toBe('TRY_AGAIN_LATER');
    socket.close();
  });
});
