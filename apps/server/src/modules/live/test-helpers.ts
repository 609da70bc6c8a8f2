// The live tables' tests' common ground (live.test.ts, live-dice-wheel.test.ts,
// live-blackjack.test.ts): a test server whose live scheduler runs only when a test steps it, on a
// clock the test moves; a category's tables; funding a player; the table query and the bet
// mutation, each file with its own selection; the ledger's and the bet history's rows of bets.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { executeRows } from '../../db/client';
import { playableSlugs } from '../../test/games';
import { createTestServer, type TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';
import { modules } from '../index';
import { account, accountBalance, transfer } from '../wallet';
import { latestLiveRound, type LiveRoundRow } from './rounds';
import { startLiveScheduler, type LiveScheduler } from './scheduler';

export interface LiveTestBed<Table, Bet> {
  readonly server: TestServer;
  readonly manual: LiveScheduler;
  /** the scheduler's clock (ms since the epoch): a test moves it */
  clock: number;
  /** the server, with the live module's scheduler stepped by hand (call in `beforeAll`) */
  start(): Promise<void>;
  /** sweeps what is left a minute later and closes the server (call in `afterAll`) */
  close(): Promise<void>;
  /** the playable tables of a category (its own games); of one engine when given */
  liveSlugs(category: string, engine?: string): Promise<string[]>;
  fund(user: TestUser, minor: bigint): Promise<void>;
  /** the player's REAL USD balance */
  real(user: TestUser): Promise<bigint>;
  table(slug: string, user?: TestUser): Promise<Table>;
  /** places a bet and waits for the table step it set off (see below) */
  place(user: TestUser, input: Record<string, unknown>): Promise<Bet>;
  /** the table's round taking bets now (a query opens one, as a viewer's page does) */
  openRound(slug: string): Promise<LiveRoundRow>;
  /** how many WIN transfers the ledger holds for these bets (a bet's id keys its legs) */
  winLegsOf(betIds: string[]): Promise<number>;
  /** the bet history's rows of these bets */
  historyOf(
    ids: string[],
  ): Promise<{ id: string; nonce: number; outcome: Record<string, Record<string, number>> }[]>;
}

/**
 * A test bed for one file. `queries.table` is a `liveTable(slug:)` query and `queries.place` a
 * `placeLiveBet(input:)` mutation, with the selections the file's assertions read.
 */
export function liveTestBed<Table extends { __typename: string }, Bet>(queries: {
  table: string;
  place: string;
}): LiveTestBed<Table, Bet> {
  let server: TestServer | undefined;
  let manual: LiveScheduler | undefined;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the live test bed has no ${what}: call start()`);
    return value;
  };
  const bed: LiveTestBed<Table, Bet> = {
    get server() {
      return need(server, 'server');
    },
    get manual() {
      return need(manual, 'scheduler');
    },
    clock: Date.now(),
    async start() {
      bed.clock = Date.now();
      server = await createTestServer({
        modules: modules.map((m) =>
          m.name === 'live'
            ? {
                ...m,
                start: (deps) => {
                  manual = startLiveScheduler(deps, { autoStart: false, now: () => bed.clock });
                },
              }
            : m,
        ),
      });
    },
    async close() {
      bed.clock += 60_000;
      await manual?.sweep().catch(() => undefined);
      await server?.close();
    },
    async liveSlugs(category, engine) {
      const slugs = await playableSlugs(bed.server, category);
      if (!engine) return slugs;
      const kinds = await Promise.all(
        slugs.map((slug) =>
          bed.server
            .gql<{ gameEngine: { engine?: string } }>(
              `query E($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }`,
              { slug },
            )
            .then((r) => r.data?.gameEngine.engine),
        ),
      );
      return slugs.filter((_, i) => kinds[i] === engine);
    },
    async fund(user, minor) {
      await transfer(bed.server.db, {
        idempotencyKey: `live-test-fund:${randomUUID()}`,
        debit: account.house('USD'),
        credit: account.player(user.userId, 'REAL', 'USD'),
        amount: minor,
        currency: 'USD',
        kind: 'FUN_TOP_UP',
      });
    },
    real: (user) => accountBalance(bed.server.db, account.real(user.userId, 'USD')),
    async table(slug, user) {
      const res = await bed.server.gql<{ liveTable: Table }>(
        queries.table,
        { slug },
        user ? { headers: user.headers } : {},
      );
      expect(res.errors).toBeUndefined();
      return res.data!.liveTable;
    },
    async place(user, input) {
      const res = await bed.server.gql<{ placeLiveBet: Bet }>(
        queries.place,
        { input },
        { headers: user.headers },
      );
      expect(res.errors).toBeUndefined();
      // the bet steps its table in the background; moving the clock meanwhile would let that step
      // settle the round under the test's feet
      await bed.manual.idle();
      return res.data!.placeLiveBet;
    },
    async openRound(slug) {
      const last = await latestLiveRound(bed.server.db, slug);
      if (last?.phase === 'BETTING') return last;
      if (last?.settledAt) {
        bed.clock = Math.max(bed.clock, last.settledAt.getTime() + bed.manual.timings.pauseMs);
      }
      expect((await bed.table(slug)).__typename).toBe('LiveTable');
      const round = await latestLiveRound(bed.server.db, slug);
      expect(round?.phase).toBe('BETTING');
      return round!;
    },
    winLegsOf: (betIds) =>
      executeRows<{ n: number }>(
        bed.server.db,
        sql`SELECT COUNT(*)::int AS n FROM ledger_transfers
            WHERE kind = 'WIN' AND idempotency_key LIKE ANY (${sql.raw(
              `ARRAY[${betIds.map((id) => `'round:${id}:win:%'`).join(',')}]`,
            )})`,
      ).then((r) => Number(r[0]?.n ?? 0)),
    historyOf: (ids) =>
      executeRows<{ id: string; nonce: number; outcome: Record<string, Record<string, number>> }>(
        bed.server.db,
        sql`SELECT id, nonce, outcome FROM play_rounds WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
  };
  return bed;
}
