// Responsible gaming through the real app: limits at their edges, rolling windows on the injected
// clock, cooling-off then confirm, 50 parallel bets against a loss limit, blocks mid-session
// (socket closed with 4460, next bet refused, open blackjack hand stood), re-registration refused,
// crypto arriving over a deposit limit credited and flagged, idempotent limit changes, the session
// limit, the return after a time-out, the reality check and the statement CSV.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { openGame } from '../../test/games';
import { createTestServer, type TestServer } from '../../test/harness';
import { collect, connected, playerClient } from '../../test/subscriptions';
import { registerTestUser, type TestUser } from '../../test/users';
import { chainDeposit, sandboxDeposit } from '../payments/testing';
import { account, accountBalance, transfer } from '../wallet';
import { guardStake, recordWin } from './guard';
import { canonicalEmail } from './blocks';
import { rgActivity, rgFlags, rgHistory } from './tables';
import { listFlags as listRgFlags } from './views';

let server: TestServer;
let dice: string;
let blackjack: string;

const slugOf = (category: string) => openGame(server, category);

beforeAll(async () => {
  server = await createTestServer({ listen: true });
  dice = await slugOf('live-casino');
  blackjack = await slugOf('live-blackjack');
});
afterAll(async () => {
  await server?.close();
});

async function fund(user: TestUser, cents: bigint) {
  await transfer(server.db, {
    idempotencyKey: `rg-test-fund:${randomUUID()}`,
    debit: account.house('USD'),
    credit: account.real(user.userId, 'USD'),
    amount: cents,
    currency: 'USD',
    kind: 'FUN_TOP_UP',
  });
}

const SET_LIMIT = `mutation SetRgLimit($input: SetRgLimitInput!) {
  setRgLimit(input: $input) {
    __typename
    ... on RgLimitChange { applied limit { type period amount used remaining
      pending { amount effectiveAt confirmable } } }
    ... on GeneralAppError { code rg { code until } }
  }
}`;

interface LimitAnswer {
  __typename: string;
  applied?: boolean;
  code?: string;
  rg?: { code: string; until: string | null } | null;
  limit?: {
    amount: string | null;
    used: string;
    remaining: string | null;
    pending: { amount: string | null; effectiveAt: string; confirmable: boolean } | null;
  };
}

async function setLimit(
  user: TestUser,
  type: string,
  period: string,
  amountMinor: string | null,
  requestKey?: string,
): Promise<LimitAnswer> {
  const res = await server.gql<{ setRgLimit: LimitAnswer }>(
    SET_LIMIT,
    { input: { type, period, amountMinor, ...(requestKey ? { requestKey } : {}) } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.setRgLimit;
}

interface PlayAnswer {
  __typename: string;
  code?: string;
  rg?: { code: string; remainingMinor: string | null; until: string | null } | null;
  round?: { id: string; win: string; amount: string };
}

async function playDice(user: TestUser, amount = '1.00', target = '50.00'): Promise<PlayAnswer> {
  const res = await server.gql<{ playDice: PlayAnswer }>(
    `mutation PlayDice($input: PlayDiceInput!) { playDice(input: $input) { __typename
      ... on PlaySuccess { round { id win amount } }
      ... on GeneralAppError { code rg { code remainingMinor until } } } }`,
    { input: { gameSlug: dice, amount, target, direction: 'UNDER' } },
    { headers: user.headers },
  );
  if (res.errors) return { __typename: 'Error', code: String(res.errors[0]?.extensions?.code) };
  return res.data!.playDice;
}

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { token }
  ... on LoginError { code rg { code until indefinite } } } }`;

async function login(user: TestUser) {
  const res = await server.gql<{
    login: {
      __typename: string;
      token?: string;
      code?: string;
      rg?: { code: string; until: string | null; indefinite: boolean } | null;
    };
  }>(LOGIN, { input: { username: user.email, password: user.password } });
  expect(res.errors).toBeUndefined();
  return res.data!.login;
}

describe('loss and wager limits (the stake guard)', () => {
  it('allows a stake that reaches the loss limit exactly and refuses one minor unit more', async () => {
    const user = await registerTestUser(server);
    expect((await setLimit(user, 'LOSS', 'DAY', '1000')).applied).toBe(true);
    const stake = (amount: bigint) =>
      server.db.transaction((tx) =>
        guardStake(tx, {
          userId: user.userId,
          currency: 'USD',
          stake: amount,
          ref: `t:${randomUUID()}`,
          now: server.clock.now(),
        }),
      );
    await stake(1000n); // 0 + 1000 = 1000: exactly at the limit
    await expect(stake(1n)).rejects.toMatchObject({
      code: 'RG_LOSS_LIMIT',
      details: { remainingMinor: '0', limitMinor: '1000', period: 'DAY' },
    });
    // a win lowers the loss (net of wins): 300 back → 300 more may be staked, not 301
    await recordWin(server.db, {
      userId: user.userId,
      currency: 'USD',
      amount: 300n,
      ref: `t:${randomUUID()}`,
      now: server.clock.now(),
    });
    await expect(stake(301n)).rejects.toMatchObject({
      code: 'RG_LOSS_LIMIT',
      details: { remainingMinor: '300' },
    });
    await stake(300n);
    await expect(stake(1n)).rejects.toMatchObject({ code: 'RG_LOSS_LIMIT' });
  });

  it('refuses a bet over the wager limit through the API with the amount left, and moves nothing', async () => {
    const user = await registerTestUser(server);
    await fund(user, 100_00n);
    expect((await setLimit(user, 'WAGER', 'WEEK', '299')).applied).toBe(true);
    expect((await playDice(user, '1.00')).__typename).toBe('PlaySuccess');
    expect((await playDice(user, '1.00')).__typename).toBe('PlaySuccess');
    const before = await accountBalance(server.db, account.real(user.userId, 'USD'));
    const refused = await playDice(user, '1.00'); // 200 + 100 = 300 > 299: one minor unit over
    expect(refused).toMatchObject({
      __typename: 'GeneralAppError',
      code: 'RG_WAGER_LIMIT',
      rg: { code: 'RG_WAGER_LIMIT', remainingMinor: '99' },
    });
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBe(before);
    // raising the limit only becomes a pending change
    expect((await setLimit(user, 'WAGER', 'WEEK', '300')).applied).toBe(false); // an increase waits
    const overview = await server.gql<{ myResponsibleGaming: { limits: LimitAnswer['limit'][] } }>(
      `query { myResponsibleGaming { limits { type period amount used remaining pending { amount } } } }`,
      undefined,
      { headers: user.headers },
    );
    expect(overview.data!.myResponsibleGaming.limits).toContainEqual(
      expect.objectContaining({
        type: 'WAGER',
        period: 'WEEK',
        amount: '299',
        used: '200',
        remaining: '99',
        pending: { amount: '300' },
      }),
    );
  });

  it('counts a rolling 24-hour window on the injected clock, across a day boundary', async () => {
    const user = await registerTestUser(server);
    await setLimit(user, 'LOSS', 'DAY', '500');
    const stake = (amount: bigint) =>
      server.db.transaction((tx) =>
        guardStake(tx, {
          userId: user.userId,
          currency: 'USD',
          stake: amount,
          ref: `t:${randomUUID()}`,
          now: server.clock.now(),
        }),
      );
    await stake(500n);
    server.clock.advance(23 * 3600_000 + 59 * 60_000); // a calendar day has turned (UTC or not)
    await expect(stake(1n)).rejects.toMatchObject({ code: 'RG_LOSS_LIMIT' });
    server.clock.advance(60_000 + 1); // now the first stake is older than 24 h
    await stake(500n);
    await expect(stake(1n)).rejects.toMatchObject({ code: 'RG_LOSS_LIMIT' });
  });

  it('50 parallel stakes against a loss limit: exactly the limit is taken', async () => {
    const user = await registerTestUser(server);
    await setLimit(user, 'LOSS', 'DAY', '1000');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        server.db.transaction((tx) =>
          guardStake(tx, {
            userId: user.userId,
            currency: 'USD',
            stake: 100n,
            ref: `t:${randomUUID()}`,
            now: server.clock.now(),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results.filter(
        (r) => r.status === 'rejected' && (r.reason as { code: string }).code === 'RG_LOSS_LIMIT',
      ),
    ).toHaveLength(40);
  });

  it('50 parallel dice bets never take the loss over its limit', async () => {
    const user = await registerTestUser(server);
    await fund(user, 100_00n);
    await setLimit(user, 'LOSS', 'DAY', '500');
    const start = await accountBalance(server.db, account.real(user.userId, 'USD'));
    // a 1% chance to win: almost every bet loses, so the limit is reached
    const results = await Promise.all(
      Array.from({ length: 50 }, () => playDice(user, '1.00', '1.00')),
    );
    const accepted = results.filter((r) => r.__typename === 'PlaySuccess');
    const refused = results.filter((r) => r.code === 'RG_LOSS_LIMIT');
    expect(accepted.length + refused.length).toBe(50);
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    const end = await accountBalance(server.db, account.real(user.userId, 'USD'));
    expect(start - end).toBeLessThanOrEqual(500n); // the player never lost more than 5.00
    const [row] = await executeRows<{ staked: string; returned: string }>(
      server.db,
      sql`SELECT coalesce(sum(amount) filter (where kind = 'STAKE'), 0)::text AS staked,
                 coalesce(sum(amount) filter (where kind <> 'STAKE'), 0)::text AS returned
          FROM rg_activity WHERE user_id = ${user.userId}`,
    );
    expect(BigInt(row!.staked) - BigInt(row!.returned)).toBe(start - end);
  });
});

describe('limit changes', () => {
  it('applies a decrease at once, makes an increase wait 24 h and then the confirmation', async () => {
    const user = await registerTestUser(server);
    expect(await setLimit(user, 'DEPOSIT', 'DAY', '10000')).toMatchObject({ applied: true });
    const raised = await setLimit(user, 'DEPOSIT', 'DAY', '20000');
    expect(raised).toMatchObject({
      applied: false,
      limit: { amount: '10000', pending: { amount: '20000', confirmable: false } },
    });
    const CONFIRM = `mutation Confirm { confirmRgLimitChange(type: DEPOSIT, period: DAY) { __typename
      ... on RgLimitChange { applied limit { amount pending { amount } } }
      ... on GeneralAppError { code rg { until } } } }`;
    const early = await server.gql<{
      confirmRgLimitChange: { code: string; rg: { until: string } };
    }>(CONFIRM, undefined, { headers: user.headers });
    expect(early.data!.confirmRgLimitChange.code).toBe('RG_LIMIT_CHANGE_NOT_READY');
    expect(early.data!.confirmRgLimitChange.rg.until).toBe(raised.limit!.pending!.effectiveAt);
    server.clock.advance(24 * 3600_000);
    const confirmed = await server.gql<{
      confirmRgLimitChange: { applied: boolean; limit: { amount: string; pending: null } };
    }>(CONFIRM, undefined, { headers: user.headers });
    expect(confirmed.data!.confirmRgLimitChange).toMatchObject({
      applied: true,
      limit: { amount: '20000', pending: null },
    });
    // removal waits too; a decrease meanwhile applies at once and drops the pending removal
    expect(await setLimit(user, 'DEPOSIT', 'DAY', null)).toMatchObject({
      applied: false,
      limit: { amount: '20000', pending: { amount: null } },
    });
    expect(await setLimit(user, 'DEPOSIT', 'DAY', '5000')).toMatchObject({
      applied: true,
      limit: { amount: '5000', pending: null },
    });
    const history = await server.db
      .select()
      .from(rgHistory)
      .where(and(eq(rgHistory.userId, user.userId), eq(rgHistory.limitType, 'DEPOSIT')))
      .orderBy(rgHistory.id);
    expect(history.map((h) => [h.action, h.actor, h.oldValue, h.newValue])).toEqual([
      ['LIMIT_SET', 'player', null, '10000'],
      ['LIMIT_PENDING', 'player', '10000', '20000'],
      ['LIMIT_CONFIRMED', 'player', '10000', '20000'],
      ['LIMIT_PENDING', 'player', '20000', null],
      ['LIMIT_SET', 'player', '20000', '5000'],
    ]);
  });

  it('a retried change with its request key answers once; the key with other input is refused', async () => {
    const user = await registerTestUser(server);
    const key = randomUUID();
    const first = await setLimit(user, 'LOSS', 'MONTH', '7000', key);
    const again = await setLimit(user, 'LOSS', 'MONTH', '7000', key);
    expect(first.applied).toBe(true);
    expect(again.applied).toBe(true);
    const rows = await server.db.select().from(rgHistory).where(eq(rgHistory.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(await setLimit(user, 'LOSS', 'MONTH', '6000', key)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await setLimit(user, 'LOSS', 'WEEK', '0')).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('deposits', () => {
  it('a fiat deposit exactly at the limit passes; one minor unit over is refused before the processor', async () => {
    const user = await registerTestUser(server);
    await setLimit(user, 'DEPOSIT', 'DAY', '5000');
    await sandboxDeposit(server, user, 25);
    const over = await server.gql<{
      createFiatDepositPayment: {
        status: string;
        errorMessage: string;
        rg: { remainingMinor: string; limitType: string };
      };
    }>(
      `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
        createFiatDepositPayment(input: $input) { status errorMessage rg { remainingMinor limitType } } }`,
      {
        input: {
          methodId: 'sandbox-card',
          currency: 'USD',
          amount: 25.01,
          returnUrl: 'http://localhost:3000/deposit',
          predefinedFields: [
            { name: 'NAME', value: 'Ada Lovelace' },
            { name: 'COUNTRY', value: 'US' },
          ],
          userAgent: 'vitest',
        },
      },
      { headers: user.headers },
    );
    expect(over.data!.createFiatDepositPayment).toMatchObject({
      status: 'ERROR',
      errorMessage: 'RG_DEPOSIT_LIMIT',
      rg: { remainingMinor: '2500', limitType: 'DEPOSIT' },
    });
    await sandboxDeposit(server, user, 25); // 2500 + 2500 = 5000: exactly at the limit
  });

  it('a crypto transfer over the limit is credited, flagged and counted; then no address is shown', async () => {
    const user = await registerTestUser(server);
    await setLimit(user, 'DEPOSIT', 'WEEK', '1000');
    const txId = `rg-${randomUUID()}`;
    const answer = await chainDeposit(server, user, 'BTC:BTC', '0.01', txId);
    expect(answer.status).toBe('CREDITED');
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBeGreaterThan(
      1000n,
    );
    const flags = await server.db.select().from(rgFlags).where(eq(rgFlags.userId, user.userId));
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: 'DEPOSIT_OVER_LIMIT', reference: `crypto:${txId}` });
    // confirming again credits and flags nothing more
    await server.rest('POST', `/api/payment/sandbox/chain/transfers/${txId}/confirm`);
    const activity = await server.db
      .select()
      .from(rgActivity)
      .where(and(eq(rgActivity.userId, user.userId), eq(rgActivity.kind, 'DEPOSIT')));
    expect(activity).toHaveLength(1);
    const balances = await server.gql<{ currentUser: { balance: { id: string }[] } }>(
      'query CurrentUser { currentUser { balance { id } } }',
      undefined,
      { headers: user.headers },
    );
    const address = await server.gql(
      `query GetDepositAddress($balanceId: ID!) {
        getDepositAddress(balanceId: $balanceId, method: { currency: "BTC:BTC" }) {
          cryptoDepositAddress { address } } }`,
      { balanceId: balances.data!.currentUser.balance[0]!.id },
      { headers: user.headers },
    );
    expect(address.errors?.[0]?.extensions).toMatchObject({
      code: 'RG_DEPOSIT_LIMIT',
      details: { remainingMinor: '0', period: 'WEEK' },
    });
    // compliance reads the flag on the staff API (backoffice/desk.test.ts covers its pages)
    const [flag] = await listRgFlags(server.db, user.userId);
    expect(flag).toMatchObject({ userId: user.userId, kind: 'DEPOSIT_OVER_LIMIT' });
  });
});

describe('time-out and self-exclusion', () => {
  it('self-exclusion mid-session: socket closed with 4460, hand stood, next bet and sign-in refused', async () => {
    const user = await registerTestUser(server, { email: `Ex.Cluded+rg${Date.now()}@gmail.com` });
    await fund(user, 50_00n);
    // deal until a hand is open (a natural blackjack settles at once)
    let round: { id: string; status: string } | undefined;
    for (let i = 0; i < 10 && round?.status !== 'ACTIVE'; i += 1) {
      const started = await server.gql<{
        blackjackStart: { __typename: string; round?: { id: string; status: string } };
      }>(
        `mutation BlackjackStart($input: BlackjackStartInput!) { blackjackStart(input: $input) {
          __typename ... on BlackjackSuccess { round { id status } } ... on GeneralAppError { code } } }`,
        { input: { gameSlug: blackjack, amount: '1.00' } },
        { headers: user.headers },
      );
      round = started.data!.blackjackStart.round!;
    }
    expect(round!.status).toBe('ACTIVE');
    const phone = `+1 415 555 ${String(Math.floor(1000 + Math.random() * 8999))}`;
    const PHONE = `mutation ChangeUserPhone($phone: String!) { changeUserPhone(phone: $phone) {
      __typename ... on IdentityError { code } } }`;
    const phoned = await server.gql<{ changeUserPhone: { __typename: string } }>(
      PHONE,
      { phone },
      { headers: user.headers },
    );
    expect(phoned.data!.changeUserPhone.__typename).toBe('ActionSuccess');
    const client = playerClient(server.wsUrl!, user.token);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('closed', (event) => {
        const e = event as { code: number; reason: string };
        resolve({ code: e.code, reason: e.reason });
      });
    });
    const sub = collect(client, 'subscription { userBalanceUpdated { source } }');
    await connected(client);

    const excluded = await server.gql<{
      selfExclude: { __typename: string; block?: { kind: string; until: string | null } };
    }>(
      `mutation SelfExclude { selfExclude(duration: MONTHS_6, password: "${user.password}") {
        __typename ... on RgExclusionSuccess { block { kind until } } ... on GeneralAppError { code } } }`,
      undefined,
      { headers: user.headers },
    );
    expect(excluded.data!.selfExclude).toMatchObject({
      __typename: 'RgExclusionSuccess',
      block: { kind: 'SELF_EXCLUSION' },
    });
    expect(await closed).toEqual({ code: 4460, reason: 'RG_SELF_EXCLUDED' });
    sub.stop();
    await client.dispose();

    const [row] = await executeRows<{ status: string }>(
      server.db,
      sql`SELECT status FROM blackjack_rounds WHERE id = ${round!.id}`,
    );
    expect(row!.status).toBe('SETTLED'); // stood and settled by the block
    expect((await playDice(user)).code).toBe('UNAUTHORIZED');
    await expect(
      server.db.transaction((tx) =>
        guardStake(tx, {
          userId: user.userId,
          currency: 'USD',
          stake: 100n,
          ref: `t:${randomUUID()}`,
          now: server.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'RG_SELF_EXCLUDED' });
    const refused = await login(user);
    expect(refused).toMatchObject({ code: 'RG_SELF_EXCLUDED', rg: { indefinite: false } });
    expect(new Date(refused.rg!.until!).getTime()).toBe(
      new Date(excluded.data!.selfExclude.block!.until!).getTime(),
    );
    // REST sign-in too, with the end time
    const rest = await server.rest<{ error: { code: string; details: { until: string } } }>(
      'POST',
      '/api/auth/sign-in',
      { email: user.email, password: user.password },
    );
    expect(rest.status).toBe(403);
    expect(rest.body.error).toMatchObject({ code: 'RG_SELF_EXCLUDED' });

    // nothing shortens it: a 24-hour time-out on top is refused (it would end sooner)
    // and the same person cannot register again with a variant of the email
    const variant = canonicalEmail(user.email).replace('@gmail.com', '@googlemail.com');
    expect(canonicalEmail(variant)).toBe(canonicalEmail(user.email));
    await expect(registerTestUser(server, { email: variant.toUpperCase() })).rejects.toThrow(
      /RG_SELF_EXCLUDED/,
    );
    // nor move the phone to another account
    const other = await registerTestUser(server);
    const moved = await server.gql<{ changeUserPhone: { code: string } }>(
      PHONE,
      { phone },
      { headers: other.headers },
    );
    expect(moved.data!.changeUserPhone.code).toBe('RG_SELF_EXCLUDED');
  });

  it('a time-out ends, the player asks to return and signs in 24 hours later', async () => {
    const user = await registerTestUser(server);
    const res = await server.gql<{ takeRgTimeOut: { __typename: string; code?: string } }>(
      `mutation TakeRgTimeOut($password: String!) { takeRgTimeOut(duration: HOURS_24, password: $password) {
        __typename ... on GeneralAppError { code } } }`,
      { password: 'wrong-password' },
      { headers: user.headers },
    );
    expect(res.data!.takeRgTimeOut.code).toBe('INVALID_CREDENTIALS');
    const ok = await server.gql<{ takeRgTimeOut: { __typename: string } }>(
      `mutation TakeRgTimeOut($password: String!) { takeRgTimeOut(duration: HOURS_24, password: $password) {
        __typename } }`,
      { password: user.password },
      { headers: user.headers },
    );
    expect(ok.data!.takeRgTimeOut.__typename).toBe('RgExclusionSuccess');
    expect(await login(user)).toMatchObject({ code: 'RG_TIME_OUT' });
    const RETURN = `mutation RequestRgReturn($email: String!, $password: String!) {
      requestRgReturn(email: $email, password: $password) { __typename
        ... on RgReturnSuccess { availableAt } ... on GeneralAppError { code rg { until } } } }`;
    const early = await server.gql<{ requestRgReturn: { code: string } }>(RETURN, {
      email: user.email,
      password: user.password,
    });
    expect(early.data!.requestRgReturn.code).toBe('RG_TIME_OUT');
    server.clock.advance(24 * 3600_000 + 1);
    expect(await login(user)).toMatchObject({ code: 'RG_RETURN_REQUIRED' });
    const asked = await server.gql<{ requestRgReturn: { availableAt: string } }>(RETURN, {
      email: user.email,
      password: user.password,
    });
    const availableAt = new Date(asked.data!.requestRgReturn.availableAt).getTime();
    expect(availableAt - server.clock.now().getTime()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(await login(user)).toMatchObject({ code: 'RG_RETURN_PENDING' });
    server.clock.advance(24 * 3600_000);
    expect(await login(user)).toMatchObject({ __typename: 'LoginSuccess' });
  });
});

describe('session and reality check', () => {
  it('refuses bets once the session limit is reached and ends the session', async () => {
    const user = await registerTestUser(server);
    await fund(user, 10_00n);
    const res = await server.gql<{ setRgSessionLimit: { applied: boolean } }>(
      'mutation { setRgSessionLimit(minutes: 5) { ... on RgLimitChange { applied } } }',
      undefined,
      { headers: user.headers },
    );
    expect(res.data!.setRgSessionLimit.applied).toBe(true);
    expect((await playDice(user)).__typename).toBe('PlaySuccess');
    server.clock.advance(5 * 60_000);
    expect(await playDice(user)).toMatchObject({
      code: 'RG_SESSION_LIMIT',
      rg: { code: 'RG_SESSION_LIMIT' },
    });
    const me = await server.gql('query CurrentUser { currentUser { id } }', undefined, {
      headers: user.headers,
    });
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    // a new sign-in starts a new session
    const again = await login(user);
    expect(again.__typename).toBe('LoginSuccess');
  });

  it('under the UKGC profile the hourly reality check pauses play until answered', async () => {
    const user = await registerTestUser(server, { country: 'GB' });
    await fund(user, 10_00n);
    const profile = await server.gql<{
      jurisdictionProfile: { id: string; minSpinMillis: number; autoplayAllowed: boolean };
    }>('query { jurisdictionProfile { id minSpinMillis autoplayAllowed } }', undefined, {
      headers: user.headers,
    });
    expect(profile.data!.jurisdictionProfile).toEqual({
      id: 'UKGC',
      minSpinMillis: 2500,
      autoplayAllowed: false,
    });
    expect((await playDice(user)).__typename).toBe('PlaySuccess');
    server.clock.advance(60 * 60_000);
    expect((await playDice(user)).code).toBe('RG_REALITY_CHECK_DUE');
    const answered = await server.gql<{
      answerRealityCheck: {
        realityCheckDue: boolean;
        wageredMinor: string;
        durationSeconds: number;
      };
    }>(
      'mutation { answerRealityCheck(answer: CONTINUE) { ... on RgSessionStats { realityCheckDue wageredMinor durationSeconds } } }',
      undefined,
      { headers: user.headers },
    );
    expect(answered.data!.answerRealityCheck).toMatchObject({
      realityCheckDue: false,
      wageredMinor: '100',
    });
    expect(answered.data!.answerRealityCheck.durationSeconds).toBeGreaterThanOrEqual(3600);
    expect((await playDice(user)).__typename).toBe('PlaySuccess');
  });
});

describe('statement and self-assessment', () => {
  it('sums the activity per day and serves it as CSV', async () => {
    const user = await registerTestUser(server);
    await fund(user, 10_00n);
    await playDice(user, '1.00');
    await playDice(user, '2.00');
    const res = await server.gql<{
      rgActivityStatement: { rows: { wageredMinor: string }[]; totals: { wageredMinor: string } };
    }>(
      'query { rgActivityStatement(period: DAY) { rows { wageredMinor } totals { wageredMinor } } }',
      undefined,
      { headers: user.headers },
    );
    expect(res.data!.rgActivityStatement.totals.wageredMinor).toBe('300');
    const csv = await server.rest<string>('GET', '/api/rg/statement.csv?period=DAY', undefined, {
      ...user.headers,
    });
    expect(csv.status).toBe(200);
    const text = typeof csv.body === 'string' ? csv.body : String(csv.body);
    expect(text.split('\n')[0]).toBe('period_start,currency,deposits,withdrawals,wagered,won,net');
    expect(text).toContain(',USD,0.00,0.00,3.00,');
    const guest = await server.rest('GET', '/api/rg/statement.csv?period=DAY');
    expect(guest.status).toBe(401);
  });

  it('scores the PGSI and answers help for the country', async () => {
    const res = await server.gql<{
      submitPgsi: { score: number; category: string; help: { name: string }[] };
    }>(
      'mutation { submitPgsi(answers: [1, 1, 1, 0, 0, 0, 0, 0, 1]) { score category help { name } } }',
    );
    expect(res.data!.submitPgsi).toMatchObject({ score: 4, category: 'MODERATE_RISK' });
    const bad = await server.gql('mutation { submitPgsi(answers: [1, 1]) { score } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    const help = await server.gql<{ rgHelpOrganisations: { name: string }[] }>(
      'query { rgHelpOrganisations(country: "GB") { name } }',
    );
    expect(help.data!.rgHelpOrganisations.map((o) => o.name)).toContain('GamCare');
  });
});
