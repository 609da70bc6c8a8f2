// Live blackjack as a shared table (docs/livebj-notes.md), through the real API and database on a
// controlled clock: BETTING → DECIDING → SETTLED; the common two cards and up card for everyone,
// every hand's k-th extra card the same card, one dealer hand; HIT / STAND / DOUBLE per bet
// (others' hands masked until settled), undecided hands stand at the deadline, a late decision
// refused with nothing moved, concurrent copies of a DOUBLE debit once, settlement exactly once
// with two runners, a fault mid-settlement rolls back, each hand verifies with verifyBet.
import { createHash } from 'node:crypto';
import {
  actionsText,
  blackjackPayouts,
  cardStream,
  fairShoe,
  handValue,
  parseActions,
  replaySharedBlackjack,
  sharedBlackjackSeed,
} from '@aurum/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createLogger } from '../../http/logger';
import { registerTestUser, type TestUser } from '../../test/users';
import { auditLedger } from '../wallet/testing';
import type { LiveTableEvent } from './events';
import {
  BLACKJACK_RULES,
  LIVE_BLACKJACK_RULES,
  LIVE_CATEGORY_TEXTS,
} from '../../db/seed/data/honest-texts';
import { generateCatalogue } from '../../db/seed/generate';
import { backfillLiveTableTexts } from '../../db/seed/write';
import { fairFloats, hashServerSeed } from '../play';
import { liveRounds } from './tables';
import { latestLiveRound, settleLiveRound, type LiveRoundRow } from './rounds';
import { LiveScheduler } from './scheduler';
import { liveTestBed } from './test-helpers';

let tables: string[] = [];

beforeAll(async () => {
  await bed.start();
  tables = await liveSlugs('live-blackjack', 'BLACKJACK');
  expect(tables.length).toBeGreaterThanOrEqual(4);
}, 180_000);

afterAll(() => bed.close());

const BET = `id roundId player mine demo currency amount win actions cards total decided doubled result`;
const ROUND = `id number phase engine bettingEndsAt decidingEndsAt serverSeedHash serverSeed
  clientSeed outcome { cards dealerCards dealerTotal }`;
const TABLE = `query LiveTable($slug: String!) { liveTable(slug: $slug) { __typename
  ... on LiveTable { slug engine round { ${ROUND} } bets { ${BET} } history { ${ROUND} } }
  ... on GeneralAppError { code } } }`;
const PLACE = `mutation PlaceLiveBet($input: PlaceLiveBetInput!) { placeLiveBet(input: $input) { __typename
  ... on LiveBetSuccess { replayed bet { ${BET} } round { id number phase } }
  ... on GeneralAppError { code message } } }`;

interface BetView {
  id: string;
  player: string;
  mine: boolean;
  amount: string;
  win: string | null;
  actions: string | null;
  cards: number[] | null;
  total: number | null;
  decided: boolean | null;
  doubled: boolean | null;
  result: string | null;
}
interface RoundView {
  id: string;
  number: number;
  engine: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  phase: string;
  decidingEndsAt: string | null;
  outcome: {
    cards: number[] | null;
    dealerCards: number[] | null;
    dealerTotal: number | null;
  } | null;
}
interface TableView {
  __typename: string;
  engine: string;
  round: RoundView;
  bets: BetView[];
  history: RoundView[];
}
interface BetResult {
  __typename: string;
  code?: string;
  replayed?: boolean;
  bet?: BetView;
  round?: { id: string };
}

const streamsOf = (seed: string, clientSeed: string, n: number) =>
  (['p', 'd'] as const).map((label) =>
    cardStream(fairShoe(fairFloats(seed, sharedBlackjackSeed(clientSeed, label), n))),
  ) as [ReturnType<typeof cardStream>, ReturnType<typeof cardStream>];

/**
 * Gives the open round a server seed whose deal needs decisions and whose two cards total at
 * most 11 and whose first extra card leaves the hand below 21 (a hit leaves a decision to take), as a fresh seed would now and then.
 */
async function riggedRound(slug: string): Promise<LiveRoundRow> {
  const round = await openRound(slug);
  for (let i = 0; ; i++) {
    const seed = createHash('sha256')
      .update(`livebj-test:${slug}:${round.number}:${i}`)
      .digest('hex');
    const [p, d] = streamsOf(seed, round.clientSeed, round.number);
    const state = replaySharedBlackjack(p, d, []);
    const cards = state.hands[0]!.cards;
    if (
      !state.finished &&
      handValue(cards).total <= 11 &&
      handValue([...cards, p.at(2)]).total < 21
    ) {
      await bed.server.db
        .update(liveRounds)
        .set({ serverSeed: seed, serverSeedHash: hashServerSeed(seed) })
        .where(sql`id = ${round.id}`);
      return { ...round, serverSeed: seed, serverSeedHash: hashServerSeed(seed) };
    }
  }
}

const ACT = `mutation A($input: LiveBlackjackActionInput!) { liveBlackjackAction(input: $input) {
  __typename ... on LiveBlackjackActionSuccess { replayed bet { ${BET} } balance { real } }
  ... on GeneralAppError { code message } } }`;
interface ActResult {
  __typename: string;
  code?: string;
  replayed?: boolean;
  bet?: BetView;
  balance?: { real: string };
}
async function act(user: TestUser, betId: string, action: string, step: number) {
  const res = await bed.server.gql<{ liveBlackjackAction: ActResult }>(
    ACT,
    { input: { betId, action, step } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  await bed.manual.idle(); // the action steps its table in the background, as a bet does
  return res.data!.liveBlackjackAction;
}

/** What a hand of `actions` (then standing) pays on the round's streams, minor units. */
function expectedWin(round: LiveRoundRow, actions: string, stake: bigint) {
  const [p, d] = streamsOf(round.serverSeed, round.clientSeed, round.number);
  let state = replaySharedBlackjack(p, d, parseActions(actions)!);
  // an undecided hand stands
  if (!state.finished) state = replaySharedBlackjack(p, d, parseActions(`${actions}S`)!);
  return { state, payout: blackjackPayouts(state, stake).win };
}

async function toDeciding(round: LiveRoundRow) {
  bed.clock = round.bettingEndsAt.getTime() + 1;
  await bed.manual.step(round.gameSlug);
  const now = (await latestLiveRound(bed.server.db, round.gameSlug))!;
  expect(now.phase).toBe('DECIDING');
  return now;
}

const bed = liveTestBed<TableView, BetResult>({ table: TABLE, place: PLACE });
const { fund, real, table, place, openRound, winLegsOf, historyOf, liveSlugs } = bed;

describe('live blackjack table', () => {
  it('one deal for three players with different decisions: same cards, same dealer, right pay', async () => {
    const slug = tables[0]!;
    const players = await Promise.all([0, 1, 2].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 100_00n);
    const round = await riggedRound(slug);
    const [a, b, c] = players as [TestUser, TestUser, TestUser];
    const bets: BetView[] = [];
    for (const p of players) {
      const r = await place(p, { gameSlug: slug, blackjack: { amount: '5.00' } });
      expect(r.__typename).toBe('LiveBetSuccess');
      bets.push(r.bet!);
    }
    for (const p of players) expect(await real(p)).toBe(95_00n);
    // no decisions while betting
    expect((await act(a, bets[0]!.id, 'HIT', 0)).code).toBe('TABLE_DECISION_CLOSED');

    await toDeciding(round);
    const seen = await table(slug, a);
    expect(seen.round.phase).toBe('DECIDING');
    expect(seen.round.outcome!.cards).toHaveLength(2);
    expect(seen.round.outcome!.dealerCards).toHaveLength(1); // the up card only
    expect(seen.round.serverSeed).toBeNull();
    const common = seen.round.outcome!.cards!;

    // A hits then stands, B doubles, C hits (and hits again while it may), then is left alone
    const a1 = await act(a, bets[0]!.id, 'HIT', 0);
    expect(a1).toMatchObject({ __typename: 'LiveBlackjackActionSuccess', replayed: false });
    expect(a1.bet!.cards!.slice(0, 2)).toEqual(common);
    expect(a1.bet!.cards).toHaveLength(3);
    const a2 = await act(a, bets[0]!.id, 'STAND', 1);
    expect(a2).toMatchObject({ __typename: 'LiveBlackjackActionSuccess' });
    expect(a2.bet!.decided).toBe(true);
    const b1 = await act(b, bets[1]!.id, 'DOUBLE', 0);
    expect(b1.bet!.doubled).toBe(true);
    expect(b1.bet!.cards).toEqual(a1.bet!.cards); // the first extra card is everybody's
    expect(await real(b)).toBe(90_00n);
    const c1 = await act(c, bets[2]!.id, 'HIT', 0);
    expect(c1.bet!.cards).toEqual(a1.bet!.cards);
    let cActions = 'H';
    if (!c1.bet!.decided) {
      const c2 = await act(c, bets[2]!.id, 'HIT', 1);
      cActions = 'HH';
      expect(c2.bet!.cards!.slice(0, 3)).toEqual(a1.bet!.cards);
      expect(c2.bet!.cards).toHaveLength(4);
    }
    // others' hands are masked at the table: only that they decided
    const byA = await table(slug, a);
    const bSeen = byA.bets.find((x) => x.id === bets[1]!.id)!;
    expect(bSeen).toMatchObject({ mine: false, cards: null, actions: null, decided: true });
    expect(bSeen.amount).toBe('5.00'); // the double is not shown before the end
    expect(byA.bets.find((x) => x.id === bets[0]!.id)!.actions).toBe('HS');

    bed.clock = new Date(byA.round.decidingEndsAt!).getTime() + 1;
    await bed.manual.step(slug);
    const settled = await table(slug, a);
    expect(settled.round.phase).toBe('SETTLED');
    const dealer = settled.round.outcome!.dealerCards!;
    expect(dealer.length).toBeGreaterThanOrEqual(2);
    expect(settled.round.outcome!.cards).toEqual(common);
    const row = (await latestLiveRound(bed.server.db, slug))!;
    const plans: [TestUser, string, bigint][] = [
      [a, 'HS', 5_00n],
      [b, 'D', 5_00n],
      [c, cActions, 5_00n],
    ];
    for (const [i, [p, actions, stake]] of plans.entries()) {
      const { state, payout } = expectedWin(row, actions, stake);
      const staked = actions.includes('D') ? stake * 2n : stake;
      expect(await real(p)).toBe(100_00n - staked + payout);
      const view = settled.bets.find((x) => x.id === bets[i]!.id)!;
      expect(view.cards).toEqual(state.hands[0]!.cards);
      expect(view.result).toBe(state.hands[0]!.result);
      // every hand verifies on /fairness from the revealed seed
      const verified = await bed.server.gql<{
        verifyBet: {
          blackjack: {
            dealerCards: number[];
            finished: boolean;
            hands: { cards: number[]; result: string }[];
          };
        };
      }>(
        `query V($s: String!, $c: String!, $n: Int!, $a: String!) { verifyBet(serverSeed: $s,
           clientSeed: $c, nonce: $n, engine: BLACKJACK, params: { actions: $a, sharedTable: true }) {
           ... on VerifiedBet { blackjack { dealerCards finished hands { cards result } } } } }`,
        {
          s: settled.round.serverSeed,
          c: settled.round.clientSeed,
          n: settled.round.number,
          a: view.actions!,
        },
      );
      expect(verified.errors).toBeUndefined();
      expect(verified.data!.verifyBet.blackjack.hands[0]!.cards).toEqual(view.cards);
      expect(verified.data!.verifyBet.blackjack.hands[0]!.result).toBe(view.result);
      expect(verified.data!.verifyBet.blackjack.dealerCards).toEqual(dealer);
      expect(verified.data!.verifyBet.blackjack.finished).toBe(true);
    }
    // C's hand, if still undecided, stood at the deadline
    const cFinal = expectedWin(row, cActions, 5_00n).state.actions;
    expect(settled.bets.find((x) => x.id === bets[2]!.id)!.actions).toBe(actionsText(cFinal));
    const history = await historyOf(bets.map((x) => x.id));
    expect(history).toHaveLength(3);
    // the player's bet history marks the hand as a shared table's (its Verify link says so)
    const own = await bed.server.gql<{
      betHistory: { items: { outcome: { actions?: string; sharedTable?: boolean } }[] };
    }>(
      `query H($slug: String) { betHistory(input: { gameSlug: $slug }) { items { outcome {
         ... on BlackjackOutcome { actions sharedTable } } } } }`,
      { slug },
      { headers: a.headers },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.betHistory.items[0]!.outcome).toEqual({ actions: 'HS', sharedTable: true });
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  it('refuses a decision after the deadline and moves nothing', async () => {
    const slug = tables[1]!;
    const p = await registerTestUser(bed.server);
    await fund(p, 20_00n);
    const round = await riggedRound(slug);
    const bet = (await place(p, { gameSlug: slug, blackjack: { amount: '5.00' } })).bet!;
    const deciding = await toDeciding(round);
    bed.clock = deciding.decidingEndsAt!.getTime(); // the deadline itself is too late
    const late = await act(p, bet.id, 'DOUBLE', 0);
    expect(late).toMatchObject({ __typename: 'GeneralAppError', code: 'TABLE_DECISION_CLOSED' });
    expect(await real(p)).toBe(15_00n);
    expect((await latestLiveRound(bed.server.db, slug))!.phase).toBe('DECIDING');
    // bad input: a split, another player's bet, a skipped step
    expect((await act(p, bet.id, 'SPLIT', 0)).code).toBe('VALIDATION_ERROR');
    const other = await registerTestUser(bed.server);
    expect((await act(other, bet.id, 'HIT', 0)).code).toBe('VALIDATION_ERROR');
    await bed.manual.step(slug);
    const after = await table(slug, p);
    expect(after.round.phase).toBe('SETTLED');
    expect(after.bets[0]!.actions).toBe('S'); // stood at the deadline
    const { payout } = expectedWin((await latestLiveRound(bed.server.db, slug))!, '', 5_00n);
    expect(await real(p)).toBe(15_00n + payout);
    expect((await act(p, bet.id, 'HIT', 1)).code).toBe('TABLE_DECISION_CLOSED');
  });

  it('concurrent copies of one DOUBLE debit once', async () => {
    const slug = tables[2]!;
    const p = await registerTestUser(bed.server);
    await fund(p, 20_00n);
    const round = await riggedRound(slug);
    const bet = (await place(p, { gameSlug: slug, blackjack: { amount: '5.00' } })).bet!;
    await toDeciding(round);
    const copies = await Promise.all([0, 1, 2, 3, 4].map(() => act(p, bet.id, 'DOUBLE', 0)));
    for (const r of copies) expect(r.__typename).toBe('LiveBlackjackActionSuccess');
    expect(copies.filter((r) => r.replayed === false)).toHaveLength(1);
    expect(await real(p)).toBe(10_00n);
    const doubles = await executeRows<{ n: number }>(
      bed.server.db,
      sql`SELECT COUNT(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`round:${bet.id}:double:%`}`,
    );
    expect(Number(doubles[0]!.n)).toBe(1);
    // a different decision for the same step is refused, nothing moves
    expect((await act(p, bet.id, 'HIT', 0)).code).toBe('VALIDATION_ERROR');
    expect(await real(p)).toBe(10_00n);
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  it('settles exactly once with two runners; a fault mid-settlement rolls back', async () => {
    const slug = tables[3]!;
    const players = await Promise.all([0, 1, 2].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 10_00n);
    const round = await riggedRound(slug);
    const ids: string[] = [];
    for (const p of players) {
      ids.push((await place(p, { gameSlug: slug, blackjack: { amount: '2.00' } })).bet!.id);
    }
    const deciding = await toDeciding(round);
    await act(players[0]!, ids[0]!, 'DOUBLE', 0);
    bed.clock = deciding.decidingEndsAt!.getTime() + 1;

    const faulty = {
      ...bed.manual.liveDeps,
      afterFirstPayment: () => Promise.reject(new Error('boom')),
    };
    await expect(settleLiveRound(faulty, round.id)).rejects.toThrow('boom');
    expect(await winLegsOf(ids)).toBe(0);
    expect((await latestLiveRound(bed.server.db, slug))!.phase).toBe('DECIDING');
    expect(await historyOf(ids)).toHaveLength(0);

    const other = new LiveScheduler(
      {
        db: bed.server.db,
        pubsub: bed.server.pubsub,
        log: createLogger({ logLevel: 'silent', nodeEnv: 'test' }),
      },
      { autoStart: false, now: () => bed.clock },
    );
    const results: LiveTableEvent[] = [];
    const events = bed.server.pubsub.subscribe('live.table', slug);
    const collecting = (async () => {
      for await (const e of events as AsyncIterable<LiveTableEvent>) {
        results.push(e);
        if (e.kind === 'RESULT') break;
      }
    })();
    await Promise.all([
      bed.manual.step(slug),
      other.step(slug),
      bed.manual.sweep(),
      other.sweep(),
      settleLiveRound(bed.manual.liveDeps, round.id),
      settleLiveRound(other.liveDeps, round.id),
    ]);
    await collecting;
    const row = (await latestLiveRound(bed.server.db, slug))!;
    expect(row.phase).toBe('SETTLED');
    const plans = ['D', '', ''];
    let wins = 0;
    for (const [i, p] of players.entries()) {
      const { payout } = expectedWin(row, plans[i]!, 2_00n);
      const staked = i === 0 ? 4_00n : 2_00n;
      expect(await real(p)).toBe(10_00n - staked + payout);
      if (payout > 0n) wins += 1;
    }
    expect(await winLegsOf(ids)).toBe(wins);
    expect(results.filter((e) => e.kind === 'RESULT')).toHaveLength(1);
    expect(await historyOf(ids)).toHaveLength(3);
    await other.stop();
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  it('the seed step mends an existing database: the shared blackjack texts replace the one-player ones', async () => {
    const [row] = await executeRows<{ id: number; description: Record<string, string> }>(
      bed.server.db,
      sql`SELECT id, description FROM games WHERE category = 'live-blackjack' ORDER BY id LIMIT 1`,
    );
    expect(row!.description.en).toContain(LIVE_BLACKJACK_RULES.en);
    // as a database seeded before this branch had it
    const old = Object.fromEntries(
      Object.entries(row!.description).map(([lang, text]) => [
        lang,
        text.replace(LIVE_BLACKJACK_RULES[lang as 'en']!, BLACKJACK_RULES[lang as 'en']!),
      ]),
    );
    const oldCategory = {
      en: 'Unlike the other live tables, each round is yours alone, not shared.',
    };
    await bed.server.db.execute(
      sql`UPDATE games SET description = ${JSON.stringify(old)}::jsonb WHERE id = ${row!.id}`,
    );
    await bed.server.db.execute(
      sql`UPDATE game_categories SET description = ${JSON.stringify(oldCategory)}::jsonb WHERE name = 'live-blackjack'`,
    );
    await backfillLiveTableTexts(bed.server.db, generateCatalogue({ games: 1983 }));
    const [after] = await executeRows<{ description: Record<string, string> }>(
      bed.server.db,
      sql`SELECT description FROM games WHERE id = ${row!.id}`,
    );
    for (const lang of ['en', 'ru', 'az', 'kk', 'tr', 'ar'] as const) {
      expect(after!.description[lang]).toContain(LIVE_BLACKJACK_RULES[lang]);
      expect(after!.description[lang]).not.toContain(BLACKJACK_RULES[lang]);
    }
    const [category] = await executeRows<{ description: Record<string, string> }>(
      bed.server.db,
      sql`SELECT description FROM game_categories WHERE name = 'live-blackjack'`,
    );
    expect(category!.description).toEqual(LIVE_CATEGORY_TEXTS['live-blackjack']);
  });
});
