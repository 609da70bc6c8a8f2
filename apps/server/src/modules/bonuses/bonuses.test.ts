// Bonuses through the real API, ledger and database: catalogue and operator edits, every
// transition of docs/bonus-state-machine.md, wagering rules, expiry, cancel, claim (also in
// parallel), withdrawal reasons, replayed bet.settled, and Σ balances per currency = 0 throughout.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { openGame as firstGame } from '../../test/games';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { createSandboxProcessor, SANDBOX_SIGNATURE_HEADER } from '../payments/testing';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { outboxPayloads } from '../../outbox/test-helpers';
import {
  auditRowsOf,
  createTestStaff,
  errorCode,
  staffGql,
  withFailingAudit,
} from '../../test/staff';
import {
  applyQualifyingDeposit,
  applySettledBet,
  bonusesIdle,
  expireDueBonuses,
  type SettledBet,
} from '.';
import { depositFromEvent } from './deposit-event';

const OPERATOR_TOKEN = 'bonuses-test-operator-token-0123456789';
const OPERATOR = { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'bonus-ops' };
const LANGS = ['en', 'ru', 'az', 'kk', 'tr', 'ar'];

let server: TestServer;
/** a quick deposit bonus made by the operator test: 50 % of the deposit, wager ×1 */
let quickName: string;
let quickId: number;

beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
  quickName = `quick-${randomUUID().slice(0, 8)}`;
  quickId = await saveQuickBonus();
});
afterAll(async () => {
  // leave the shared database's catalogue as the seed made it
  if (quickId) await saveQuickBonus({ id: quickId, enabled: false });
  await server?.close();
});

async function idle() {
  await bonusesIdle(server.pubsub);
}

async function expectLedgerBalanced() {
  const audit = await auditLedger(server.db);
  expect(audit.unbalancedCurrencies).toEqual([]);
  expect(audit.ok).toBe(true);
}

// operators edit the catalogue through the staff API (/backoffice/graphql; the operator token is
// its audited automation actor) — the player schema has no operator field any more
const SAVE = `mutation SaveContentBonus($input: ContentBonusInput!) { saveContentBonus(input: $input) {
  id enabled name wagerMultiplier texts { lang title } } }`;

function quickInput(overrides: Record<string, unknown> = {}) {
  return {
    name: quickName,
    kind: 'DEPOSIT',
    currencyCode: 'USD',
    coverImageUrl: '/media/banners/2x_deposit.svg',
    availableCurrencies: ['USD'],
    gameCategoryMultipliers: [
      { category: 'slots', multiplier: '1' },
      { category: 'live-casino', multiplier: '0.5' },
    ],
    minDepositAmount: '10',
    maxDepositAmount: '100',
    wagerMultiplier: '1',
    wageringTime: 1,
    minWagerBet: '1',
    maxWagerBet: '5',
    rewardDepositMultiplier: '0.5',
    maxRewardLimitMultiplier: '2',
    repeatable: true,
    enabled: true,
    position: 90,
    texts: LANGS.map((lang) => ({
      lang,
      title: `Quick ${lang}`,
      condition: `Deposit 10 (${lang})`,
      terms: `Wager once (${lang})`,
    })),
    ...overrides,
  };
}

async function saveQuickBonus(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await staffGql<{ saveContentBonus: { id: number } }>(
    server,
    SAVE,
    { input: quickInput(overrides) },
    OPERATOR,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.saveContentBonus.id;
}

const USER_BONUSES = `query GetUserBonusesList($request: GetUserBonusesListRequest) {
  getUserBonusesList(request: $request) { __typename ... on UserBonusList { count bonusList {
    id status isCurrent expireAt activatedAt calculatedReward calculatedMaxRewardLimit freeSpinsLeft
    wagerProgress { wageredAmount wagerGoal currencyCode }
    bonusInfo { name title depositPaymentType } } } } }`;

interface UserBonusView {
  id: number;
  status: string;
  isCurrent: boolean;
  expireAt: string | null;
  calculatedReward: string | null;
  calculatedMaxRewardLimit: string | null;
  freeSpinsLeft: number;
  wagerProgress: { wageredAmount: string; wagerGoal: string; currencyCode: string };
  bonusInfo: { name: string; title: string; depositPaymentType: string | null };
}

async function myBonuses(user: TestUser, lang = 'en'): Promise<UserBonusView[]> {
  const res = await server.gql<{ getUserBonusesList: { bonusList: UserBonusView[] } }>(
    USER_BONUSES,
    { request: { lang, currencyCode: 'USD', pagination: { page: 1, count: 100 } } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.getUserBonusesList.bonusList;
}

async function bonusNamed(user: TestUser, name: string): Promise<UserBonusView> {
  const found = (await myBonuses(user)).find((b) => b.bonusInfo.name === name);
  if (!found) throw new Error(`no ${name} bonus`);
  return found;
}

async function historyOf(user: TestUser): Promise<UserBonusView[]> {
  const res = await server.gql<{ getUserBonusHistory: { bonusList: UserBonusView[] } }>(
    `query GetUserBonusHistory { getUserBonusHistory(request: { pagination: { page: 1, count: 100 } }) {
      ... on UserBonusList { bonusList { id status isCurrent calculatedReward wagerProgress { wageredAmount wagerGoal currencyCode } bonusInfo { name title depositPaymentType } expireAt calculatedMaxRewardLimit freeSpinsLeft } } } }`,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.getUserBonusHistory.bonusList;
}

async function mutate(
  user: TestUser,
  field: string,
  bonusId: number,
): Promise<Record<string, unknown>> {
  const shapes: Record<string, string> = {
    activateBonus:
      '... on ActivateBonusSuccess { activatedBonusId } ... on ActivateBonusError { error }',
    cancelBonus: '... on CancelBonusSuccess { canceledBonusId } ... on CancelBonusFailed { error }',
    claimBonusReward:
      '... on ClaimBonusRewardSuccess { claimedBonusId rewards { realMoney { amount currency } bonusMoney { amount currency } freeSpins } } ... on ClaimBonusRewardError { error }',
  };
  const op = field[0]!.toUpperCase() + field.slice(1);
  const res = await server.gql<Record<string, Record<string, unknown>>>(
    `mutation ${op}($id: Int!) { ${field}(bonusId: $id) { __typename ${shapes[field]} ... on GeneralAppError { code message } } }`,
    { id: bonusId },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data![field]!;
}

async function select(user: TestUser, bonusId: number, currencyCode = 'USD') {
  const res = await server.gql<{ selectDepositBonus: Record<string, unknown> }>(
    `mutation SelectDepositBonus($id: Int!, $c: String!) { selectDepositBonus(bonusId: $id, currencyCode: $c) {
      __typename ... on SelectDepositBonusSuccess { selectedBonusId } ... on SelectDepositBonusError { error } } }`,
    { id: bonusId, c: currencyCode },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.selectDepositBonus;
}

/** A real fiat deposit: hosted payment + signed sandbox webhook; then the bonus worker has run. */
async function deposit(user: TestUser, major: number): Promise<void> {
  const created = await server.gql<{
    createFiatDepositPayment: { status: string; paymentId: string };
  }>(
    `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
      createFiatDepositPayment(input: $input) { status paymentId } }`,
    {
      input: {
        methodId: 'sandbox-card',
        currency: 'USD',
        amount: major,
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
  expect(created.data!.createFiatDepositPayment.status).toBe('SUCCESS');
  const paymentId = created.data!.createFiatDepositPayment.paymentId;
  const raw = JSON.stringify({
    id: `evt_${paymentId}`,
    type: 'payment.succeeded',
    data: {
      paymentId,
      amount: String(major * 100),
      currency: 'USD',
      reference: `ref-${paymentId}`,
    },
  });
  const sandbox = createSandboxProcessor({
    publicUrl: server.config.publicUrl,
    paymentWebhookSecret: server.config.paymentWebhookSecret,
  });
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: sandbox.signWebhook(raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
  expect(res.statusCode).toBe(200);
  // deposit.credited is in the outbox: the relay grants the PENDING bonus
  await idle();
}

const balance = (user: TestUser, kind: 'REAL' | 'BONUS') =>
  accountBalance(server.db, account.player(user.userId, kind, 'USD'));

const openGame = (category: string) => firstGame(server, category);

async function playDice(user: TestUser, slug: string, amount: string) {
  const res = await server.gql<{ playDice: { __typename: string; code?: string } }>(
    `mutation PlayDice($input: PlayDiceInput!) { playDice(input: $input) { __typename ... on GeneralAppError { code message } } }`,
    { input: { gameSlug: slug, amount, target: '50.00', direction: 'UNDER' } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.playDice.__typename).toBe('PlaySuccess');
  await idle();
}

async function withdraw(user: TestUser, amount: string) {
  const res = await server.gql<{
    createWithdrawRequest: { __typename: string; reason?: string; remaining?: string | null };
  }>(
    `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) { createWithdrawRequest(input: $input) {
      __typename ... on CreateWithdrawRequestRefused { reason remaining } ... on GeneralAppError { code message } } }`,
    {
      input: {
        amount,
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: 'player@example.com' }],
      },
    },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createWithdrawRequest;
}

function bet(user: TestUser, overrides: Partial<SettledBet> = {}): SettledBet {
  return {
    roundId: randomUUID(),
    userId: user.userId,
    amount: 200n,
    win: 0n,
    gameCategory: 'slots',
    gameSlug: 'any-slot',
    currency: 'USD',
    ...overrides,
  };
}

async function activeQuickBonus(depositMajor = 40): Promise<{ user: TestUser; id: number }> {
  const user = await registerTestUser(server);
  const quick = await bonusNamed(user, quickName);
  expect(await mutate(user, 'activateBonus', quick.id)).toMatchObject({
    activatedBonusId: quick.id,
  });
  await deposit(user, depositMajor);
  return { user, id: quick.id };
}

describe('catalogue', () => {
  it('lists every seeded bonus with every BonusInfo field, in each language and the player currency', async () => {
    const query = `query GetBonusList($request: GetBonusListRequest) { getBonusList(request: $request) {
      __typename ... on BonusList { count bonusList { id name bonusInfo {
        currencyCode coverImageUrl title name condition terms depositPaymentType availableCurrencies
        availableForGame availableForGameSlug gameCategoryMultipliers { category multiplier }
        depositRequirements { minDepositAmount maxDepositAmount }
        wagerRequirements { wagerMultiplier wageringTime minWagerBet maxWagerBet }
        freespinsInfo { freeSpinsCount freespinsGame freespinsGameSlug freespinsExpireTime }
        rewardInfo { rewardAmount maxRewardLimit maxRewardLimitMultiplier rewardDepositMultiplier rewardFreeSpins } } } } } }`;
    type Item = {
      name: string;
      bonusInfo: Record<string, unknown> & { title: string; terms: string };
    };
    const titles = new Map<string, Set<string>>();
    for (const lang of LANGS) {
      const res = await server.gql<{ getBonusList: { count: number; bonusList: Item[] } }>(query, {
        request: { lang, pagination: { page: 1, count: 100 } },
      });
      expect(res.errors).toBeUndefined();
      for (const item of res.data!.getBonusList.bonusList) {
        if (item.name.startsWith('quick-')) continue;
        expect(item.bonusInfo.terms.length).toBeGreaterThan(40);
        titles.set(item.name, (titles.get(item.name) ?? new Set()).add(item.bonusInfo.title));
      }
    }
    for (const name of ['welcome', 'cashback', 'high-roller', 'crypto', 'free-spins']) {
      expect(titles.get(name)?.size, `${name} has six distinct titles`).toBe(6);
    }
    const res = await server.gql<{ getBonusList: { bonusList: Item[] } }>(query, {
      request: { lang: 'en', currencyCode: 'TRY', pagination: { page: 1, count: 100 } },
    });
    const byName = new Map(res.data!.getBonusList.bonusList.map((i) => [i.name, i.bonusInfo]));
    expect(res.data!.getBonusList.bonusList[0]!.name).toBe('welcome');
    expect(byName.get('welcome')).toMatchObject({
      currencyCode: 'TRY',
      depositPaymentType: null,
      depositRequirements: { minDepositAmount: '690.00', maxDepositAmount: '17241.00' },
      wagerRequirements: { wagerMultiplier: 35, wageringTime: 168 },
      rewardInfo: { rewardDepositMultiplier: 1, maxRewardLimitMultiplier: 5 },
      freespinsInfo: null,
    });
    expect(byName.get('crypto')).toMatchObject({ depositPaymentType: 'CRYPTO' });
    expect(byName.get('cashback')).toMatchObject({ depositRequirements: null });
    const spins = byName.get('free-spins') as unknown as {
      freespinsInfo: { freeSpinsCount: number; freespinsGameSlug: string };
    };
    expect(spins.freespinsInfo.freeSpinsCount).toBe(50);
    expect(spins.freespinsInfo.freespinsGameSlug).toMatch(/\w/);
    for (const [name, info] of byName) {
      if (name.startsWith('quick-')) continue;
      const cover = await server.rest('GET', info.coverImageUrl as string);
      expect(cover.status, `${name} cover ${String(info.coverImageUrl)}`).toBe(200);
    }
  });

  it('lets operators add and edit bonuses, with an audit row per change, and nobody else', async () => {
    const anonymous = await staffGql(server, SAVE, { input: quickInput({ name: 'nope' }) });
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');
    // not on the player schema at all
    const player = await server.gql(
      'mutation Old($input: OperatorBonusInput!) { operatorSaveBonus(input: $input) { __typename } }',
      { input: quickInput({ name: 'nope' }) },
      { headers: OPERATOR },
    );
    expect(player.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const missingLanguage = await staffGql(
      server,
      SAVE,
      { input: quickInput({ id: quickId, texts: [] }) },
      OPERATOR,
    );
    expect(errorCode(missingLanguage)).toBe('VALIDATION_ERROR');
    await saveQuickBonus({ id: quickId, position: 91 });
    const audit = await executeRows<{ action: string; actor: string; before: unknown }>(
      server.db,
      sql`SELECT action, actor, before FROM bonus_audit WHERE bonus_id = ${quickId} ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['CREATE', 'staff:automation:bonus-ops'],
      ['UPDATE', 'staff:automation:bonus-ops'],
    ]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]!.before).toMatchObject({ position: 90 });
  });
});

describe('lifecycle', () => {
  it('AVAILABLE → PENDING → ACTIVE → READY_FOR_REWARD → CLAIMED on the ledger, money conserved', async () => {
    await expectLedgerBalanced();
    const user = await registerTestUser(server);
    const events = server.pubsub.subscribe('bonus.updated', user.userId);
    const notices = () =>
      outboxPayloads(server.db, 'bonus.notice', (n) => n.userId === user.userId);
    const offered = await bonusNamed(user, quickName);
    expect(offered).toMatchObject({ status: 'AVAILABLE', isCurrent: false, expireAt: null });
    // a subscription starts listening on its first next()
    const pendingEvent = events.next();

    expect(await mutate(user, 'activateBonus', offered.id)).toEqual({
      __typename: 'ActivateBonusSuccess',
      activatedBonusId: offered.id,
    });
    const pending = await bonusNamed(user, quickName);
    expect(pending).toMatchObject({ status: 'PENDING', isCurrent: true });
    expect((await myBonuses(user))[0]!.id).toBe(offered.id);
    expect((await pendingEvent).value).toMatchObject({
      id: offered.id,
      status: 'PENDING',
      isCurrent: true,
    });
    const activeEvent = events.next();

    await deposit(user, 40);
    const active = await bonusNamed(user, quickName);
    expect(active).toMatchObject({
      status: 'ACTIVE',
      calculatedReward: '20.00',
      calculatedMaxRewardLimit: '40.00',
      wagerProgress: { wageredAmount: '0.00', wagerGoal: '20.00', currencyCode: 'USD' },
    });
    expect((await activeEvent).value).toMatchObject({ status: 'ACTIVE' });
    const [activatedNotice, grantedNotice] = await notices();
    expect(activatedNotice).toMatchObject({
      content: 'BONUS_ACTIVATED',
      bonusId: offered.id,
      amount: null,
    });
    expect(grantedNotice).toMatchObject({
      content: 'BONUS_GRANTED',
      bonusId: offered.id,
      amount: '20.00',
      currency: 'USD',
    });
    expect(await balance(user, 'REAL')).toBe(40_00n);
    expect(await balance(user, 'BONUS')).toBe(20_00n);
    await expectLedgerBalanced();

    // dice (a live-casino dice table): 5.00 counts 2.50; eight rounds reach the 20.00 goal
    const slug = await openGame('live-casino');
    for (let i = 0; i < 8; i++) {
      const before = await bonusNamed(user, quickName);
      expect(before.status).toBe('ACTIVE');
      await playDice(user, slug, '5.00');
      const after = await bonusNamed(user, quickName);
      expect(Number(after.wagerProgress.wageredAmount)).toBe(
        Number(before.wagerProgress.wageredAmount) + 2.5,
      );
    }
    const ready = await bonusNamed(user, quickName);
    expect(ready.status).toBe('READY_FOR_REWARD');
    await expectLedgerBalanced();

    const realBefore = await balance(user, 'REAL');
    const bonusBefore = await balance(user, 'BONUS');
    const expected = bonusBefore > 40_00n ? 40_00n : bonusBefore;
    // a double claim in parallel credits once
    const results = await Promise.all([
      mutate(user, 'claimBonusReward', ready.id),
      mutate(user, 'claimBonusReward', ready.id),
    ]);
    const wins = results.filter((r) => r.__typename === 'ClaimBonusRewardSuccess');
    expect(wins).toHaveLength(1);
    expect(results.filter((r) => r.__typename === 'ClaimBonusRewardError')).toEqual([
      { __typename: 'ClaimBonusRewardError', error: 'BONUS_NOT_READY' },
    ]);
    expect(wins[0]).toMatchObject({
      claimedBonusId: ready.id,
      rewards: {
        realMoney: { amount: (Number(expected) / 100).toFixed(2), currency: 'USD' },
        bonusMoney: { amount: '20.00', currency: 'USD' },
        freeSpins: 0,
      },
    });
    expect(await balance(user, 'REAL')).toBe(realBefore + expected);
    expect(await balance(user, 'BONUS')).toBe(0n);
    const history = await historyOf(user);
    expect(history[0]).toMatchObject({ id: ready.id, status: 'CLAIMED', isCurrent: false });
    await expectLedgerBalanced();
    // repeatable: offered again
    expect((await bonusNamed(user, quickName)).status).toBe('AVAILABLE');
    await events.return?.();
  });

  it('cancel forfeits exactly the bonus money; PENDING cancel moves nothing', async () => {
    const { user, id } = await activeQuickBonus(30);
    expect(await balance(user, 'BONUS')).toBe(15_00n);
    const real = await balance(user, 'REAL');
    expect(await mutate(user, 'cancelBonus', id)).toEqual({
      __typename: 'CancelBonusSuccess',
      canceledBonusId: id,
    });
    expect(await balance(user, 'BONUS')).toBe(0n);
    expect(await balance(user, 'REAL')).toBe(real);
    const forfeits = await executeRows<{ amount: unknown; kind: string }>(
      server.db,
      sql`SELECT amount::text AS amount, kind FROM ledger_transfers WHERE idempotency_key = ${`bonus:${id}:cancel`}`,
    );
    expect(forfeits).toEqual([{ amount: '1500', kind: 'BONUS_FORFEIT' }]);
    expect((await historyOf(user))[0]).toMatchObject({ id, status: 'CANCELED' });
    expect(await mutate(user, 'cancelBonus', id)).toEqual({
      __typename: 'CancelBonusFailed',
      error: 'BONUS_UNAVAILABLE',
    });

    const again = await bonusNamed(user, quickName);
    await mutate(user, 'activateBonus', again.id);
    expect(await mutate(user, 'cancelBonus', again.id)).toMatchObject({
      canceledBonusId: again.id,
    });
    expect(await balance(user, 'BONUS')).toBe(0n);
    await expectLedgerBalanced();
  });

  it('a staff forfeit commits with its audit row: when the row cannot be written the bonus stays and no money moves', async () => {
    const { user, id } = await activeQuickBonus(30);
    const staff = await createTestStaff(server, 'support');
    const FORFEIT = `mutation F($p: ID!, $b: ID!, $r: String!) {
      forfeitPlayerBonus(playerId: $p, playerBonusId: $b, reason: $r) { ok } }`;
    const vars = { p: user.userId, b: String(id) };
    const failed = await withFailingAudit(server, 'forfeit-probe', () =>
      staffGql(server, FORFEIT, { ...vars, r: 'forfeit-probe' }, staff.headers),
    );
    expect(errorCode(failed)).toBe('INTERNAL_ERROR');
    expect(await balance(user, 'BONUS')).toBe(15_00n);
    expect((await myBonuses(user)).find((b) => b.id === id)).toMatchObject({ status: 'ACTIVE' });
    const ok = await staffGql(server, FORFEIT, { ...vars, r: 'bonus abuse' }, staff.headers);
    expect(ok.errors).toBeUndefined();
    expect(await balance(user, 'BONUS')).toBe(0n);
    expect((await historyOf(user))[0]).toMatchObject({ id, status: 'CANCELED' });
    const rows = await auditRowsOf(server, 'player.forfeit-bonus', user.userId);
    expect(rows.map((r) => r.outcome)).toEqual(['FAILED', 'OK']);
    await expectLedgerBalanced();
  });

  it('expires PENDING and ACTIVE bonuses after wageringTime, once, with several runners', async () => {
    const { user, id } = await activeQuickBonus(20);
    const pendingUser = await registerTestUser(server);
    const pendingId = (await bonusNamed(pendingUser, quickName)).id;
    await mutate(pendingUser, 'activateBonus', pendingId);
    expect(await balance(user, 'BONUS')).toBe(10_00n);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const counts = await Promise.all([
      expireDueBonuses(server.db, server.pubsub, { now: later }),
      expireDueBonuses(server.db, server.pubsub, { now: later }),
    ]);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(2);
    expect(await expireDueBonuses(server.db, server.pubsub, { now: later })).toBe(0);
    expect((await historyOf(user))[0]).toMatchObject({ id, status: 'EXPIRED' });
    expect((await historyOf(pendingUser))[0]).toMatchObject({ id: pendingId, status: 'EXPIRED' });
    expect(await balance(user, 'BONUS')).toBe(0n);
    const forfeits = await executeRows<{ amount: string }>(
      server.db,
      sql`SELECT amount::text AS amount FROM ledger_transfers WHERE idempotency_key = ${`bonus:${id}:expire`}`,
    );
    expect(forfeits).toEqual([{ amount: '1000' }]);
    await expectLedgerBalanced();
  });

  it('selectDepositBonus switches the PENDING choice, 0 clears it, and one bonus is current at a time', async () => {
    const user = await registerTestUser(server);
    const list = await server.gql<{ getUserDepositBonusesList: { bonusList: UserBonusView[] } }>(
      `query GetUserDepositBonusesList($r: GetUserDepositBonusesListRequest!) { getUserDepositBonusesList(request: $r) {
        ... on UserDepositBonuses { bonusList { id status bonusInfo { name depositPaymentType } } } } }`,
      { r: { lang: 'en', currencyCode: 'USD' } },
      { headers: user.headers },
    );
    const deposits = list.data!.getUserDepositBonusesList.bonusList;
    const names = deposits.map((b) => b.bonusInfo.name);
    expect(names).toEqual(
      expect.arrayContaining(['welcome', 'high-roller', 'crypto', 'free-spins']),
    );
    expect(names).not.toContain('cashback');
    const welcome = deposits.find((b) => b.bonusInfo.name === 'welcome')!;
    const highRoller = deposits.find((b) => b.bonusInfo.name === 'high-roller')!;
    expect(await select(user, welcome.id)).toEqual({
      __typename: 'SelectDepositBonusSuccess',
      selectedBonusId: welcome.id,
    });
    expect(await select(user, highRoller.id)).toMatchObject({ selectedBonusId: highRoller.id });
    expect((await bonusNamed(user, 'welcome')).status).toBe('AVAILABLE');
    expect((await bonusNamed(user, 'high-roller')).status).toBe('PENDING');
    expect(await mutate(user, 'activateBonus', welcome.id)).toEqual({
      __typename: 'ActivateBonusError',
      error: 'COMPLETE_BONUS_FIRST',
    });
    expect(await select(user, highRoller.id, 'EUR')).toMatchObject({ error: 'CURRENCY_MISMATCH' });
    expect(await select(user, 0)).toEqual({
      __typename: 'SelectDepositBonusSuccess',
      selectedBonusId: 0,
    });
    expect((await bonusNamed(user, 'high-roller')).status).toBe('AVAILABLE');
    // a deposit below the high-roller minimum leaves it PENDING
    await select(user, highRoller.id);
    await deposit(user, 50);
    expect((await bonusNamed(user, 'high-roller')).status).toBe('PENDING');
    await expectLedgerBalanced();
  });

  it('a crypto bonus ignores fiat deposits and takes a crypto one; one deposit grants once', async () => {
    const user = await registerTestUser(server);
    const crypto = await bonusNamed(user, 'crypto');
    expect(crypto.bonusInfo.depositPaymentType).toBe('CRYPTO');
    await select(user, crypto.id);
    await deposit(user, 60);
    expect((await bonusNamed(user, 'crypto')).status).toBe('PENDING');
    const event = {
      userId: user.userId,
      depositId: `tx-${randomUUID()}`,
      amount: 60_00n,
      currency: 'USD',
      paymentType: 'CRYPTO' as const,
      creditedAt: new Date().toISOString(),
    };
    const credited = depositFromEvent(event)!;
    expect(credited).toMatchObject({
      amount: 60_00n,
      paymentType: 'CRYPTO',
      reference: `crypto:${event.depositId}`,
    });
    expect(depositFromEvent({ ...event, amount: 0n })).toBeNull();
    await applyQualifyingDeposit(server.db, credited);
    await applyQualifyingDeposit(server.db, credited);
    const active = await bonusNamed(user, 'crypto');
    expect(active).toMatchObject({ status: 'ACTIVE', calculatedReward: '30.00' });
    expect(await balance(user, 'BONUS')).toBe(30_00n);
    expect(await withdraw(user, '10.00')).toMatchObject({ reason: 'COMPLETE_BONUS_FIRST' });
    await mutate(user, 'cancelBonus', active.id);
    await expectLedgerBalanced();
  });

  it('free spins: FREESPINS_PLAY with the spins; paid rounds on the game count but use no spin', async () => {
    const user = await registerTestUser(server);
    const spins = await bonusNamed(user, 'free-spins');
    await select(user, spins.id);
    await deposit(user, 20);
    const playing = await bonusNamed(user, 'free-spins');
    expect(playing).toMatchObject({
      status: 'FREESPINS_PLAY',
      freeSpinsLeft: 50,
      calculatedReward: '10.00',
    });
    const slugs = await executeRows<{ slug: string }>(
      server.db,
      sql`SELECT freespins_game_slug AS slug FROM bonuses WHERE name = 'free-spins'`,
    );
    const slug = slugs[0]!.slug;
    // rounds on another game do not count at all
    await applySettledBet(server.db, bet(user, { gameSlug: 'another-game', amount: 20n }));
    expect((await bonusNamed(user, 'free-spins')).freeSpinsLeft).toBe(50);
    for (let i = 0; i < 50; i++) {
      await applySettledBet(
        server.db,
        bet(user, { gameSlug: slug, amount: 20n, win: i % 5 === 0 ? 100n : 0n }),
      );
    }
    // the spins are played through playFreeSpin (free-spins.test.ts), not by paid rounds
    const after = await bonusNamed(user, 'free-spins');
    expect(after).toMatchObject({ status: 'FREESPINS_PLAY', freeSpinsLeft: 50 });
    expect(after.wagerProgress).toEqual({
      wageredAmount: '10.00',
      wagerGoal: '200.00',
      currencyCode: 'USD',
    });
    await mutate(user, 'cancelBonus', after.id);
    await expectLedgerBalanced();
  });

  it('cashback: activating grants 10 % of the last 7 days net losses at once', async () => {
    const user = await registerTestUser(server);
    const cashback = await bonusNamed(user, 'cashback');
    expect(await mutate(user, 'activateBonus', cashback.id)).toEqual({
      __typename: 'ActivateBonusError',
      error: 'BONUS_UNAVAILABLE',
    });
    await applySettledBet(server.db, bet(user, { amount: 300_00n, win: 50_00n }));
    await applySettledBet(server.db, bet(user, { amount: 100_00n, win: 0n }));
    expect(await mutate(user, 'activateBonus', cashback.id)).toMatchObject({
      activatedBonusId: cashback.id,
    });
    expect(await bonusNamed(user, 'cashback')).toMatchObject({
      status: 'ACTIVE',
      calculatedReward: '35.00',
      wagerProgress: { wagerGoal: '35.00' },
    });
    expect(await balance(user, 'BONUS')).toBe(35_00n);
    await mutate(user, 'cancelBonus', cashback.id);
    await expectLedgerBalanced();
  });
});

describe('wagering', () => {
  it('counts amount × category multiplier within min/max wager bet and in the bonus currency', async () => {
    const { user } = await activeQuickBonus(40);
    const progress = async () => (await bonusNamed(user, quickName)).wagerProgress.wageredAmount;
    await applySettledBet(server.db, bet(user, { gameCategory: 'slots', amount: 2_00n }));
    expect(await progress()).toBe('2.00');
    await applySettledBet(server.db, bet(user, { gameCategory: 'live-casino', amount: 3_00n }));
    expect(await progress()).toBe('3.50');
    await applySettledBet(server.db, bet(user, { gameCategory: 'roulette', amount: 3_00n }));
    expect(await progress()).toBe('3.50');
    await applySettledBet(server.db, bet(user, { amount: 99n }));
    await applySettledBet(server.db, bet(user, { amount: 5_01n }));
    await applySettledBet(server.db, bet(user, { amount: 2_00n, currency: 'EUR' }));
    expect(await progress()).toBe('3.50');
    await applySettledBet(server.db, bet(user, { amount: 1_00n }));
    await applySettledBet(server.db, bet(user, { amount: 5_00n }));
    expect(await progress()).toBe('9.50');
  });

  it('a replayed bet.settled counts once', async () => {
    const { user } = await activeQuickBonus(40);
    const event = { ...bet(user, { amount: 4_00n }), realAmount: 4_00n, bonusAmount: 0n };
    // (the subscription path is exercised by the lifecycle's real rounds; publishing a made-up
    // round on the shared broadcast channel would reach other test servers on the same Redis)
    await applySettledBet(server.db, event);
    await Promise.all([applySettledBet(server.db, event), applySettledBet(server.db, event)]);
    expect((await bonusNamed(user, quickName)).wagerProgress.wageredAmount).toBe('4.00');
    const rows = await executeRows<{ n: string }>(
      server.db,
      sql`SELECT count(*)::text AS n FROM bonus_wager_rounds WHERE round_id = ${event.roundId}`,
    );
    expect(rows[0]!.n).toBe('1');
  });
});

describe('refusals', () => {
  it('BONUS_UNAVAILABLE reaches each transition as its own error member, never GeneralAppError', async () => {
    const owner = await registerTestUser(server);
    const other = await registerTestUser(server);
    const theirs = (await bonusNamed(owner, quickName)).id;
    expect(await mutate(other, 'activateBonus', theirs)).toEqual({
      __typename: 'ActivateBonusError',
      error: 'BONUS_UNAVAILABLE',
    });
    expect(await mutate(other, 'cancelBonus', theirs)).toEqual({
      __typename: 'CancelBonusFailed',
      error: 'BONUS_UNAVAILABLE',
    });
    expect(await mutate(other, 'claimBonusReward', theirs)).toEqual({
      __typename: 'ClaimBonusRewardError',
      error: 'BONUS_UNAVAILABLE',
    });
    expect(await select(other, theirs)).toEqual({
      __typename: 'SelectDepositBonusError',
      error: 'BONUS_UNAVAILABLE',
    });
  });
});

describe('withdrawals', () => {
  it('COMPLETE_BONUS_FIRST while a bonus holds money; WITHDRAWAL_REQUEST_WAGER_LIMIT with remaining afterwards', async () => {
    const { user, id } = await activeQuickBonus(40);
    expect(await withdraw(user, '20.00')).toMatchObject({
      __typename: 'CreateWithdrawRequestRefused',
      reason: 'COMPLETE_BONUS_FIRST',
    });
    await mutate(user, 'cancelBonus', id);
    expect(await withdraw(user, '20.00')).toEqual({
      __typename: 'CreateWithdrawRequestRefused',
      reason: 'WITHDRAWAL_REQUEST_WAGER_LIMIT',
      remaining: '40.00',
    });
    await playDice(user, await openGame('live-casino'), '5.00');
    expect(await withdraw(user, '20.00')).toMatchObject({ remaining: '35.00' });
    // a player without bonuses is never held back
    const plain = await registerTestUser(server);
    await deposit(plain, 30);
    expect((await withdraw(plain, '20.00')).__typename).toBe('CreateWithdrawRequestSuccess');
    await expectLedgerBalanced();
  });
});
