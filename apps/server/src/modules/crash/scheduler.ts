// The round scheduler of shared crash games (docs/play-notes.md, Crash), one per app instance.
//
// - Exactly one instance drives a game's rounds: it holds the game's lease (`crash_games`
//   row: driver + lease_until on the database clock), renewed by a heartbeat. When the driver
//   dies, its lease runs out and another instance that needs the game takes it over and resumes
//   from the persisted round (every step is a conditional update, safe to repeat). PGlite runs
//   a single instance, for which the same lease simply always succeeds.
// - A game is driven only while it is wanted: an instance holding viewers' subscriptions (or
//   receiving a bet or a query for the game) keeps `wanted_until` in the future; an unsettled
//   round (bets waiting) is always finished, whoever started it. Nobody watching → the current
//   round ends and no new one opens, so thousands of seeded crash games spin no timers. At most
//   `maxGames` games are driven per instance.
// - Phases: BETTING (bettingMs) → RUNNING (until the crash instant; auto cash-outs are paid as
//   the multiplier reaches them) → CRASHED (losing bets are closed `settleGraceMs` later, so a
//   cash-out received just before the crash is still served) → a pause → the next round.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { isAppError } from '../../errors';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import {
  crashInstant,
  latestRound,
  markCrashed,
  nextAutoCashOut,
  openRound,
  settleCrashedRound,
  settleDueAutoCashOuts,
  startRound,
  type CrashDeps,
} from './rounds';
import { CRASH_GROWTH_PER_MS } from '@aurum/domain';
import { crashGames } from './tables';
import { metrics } from '../../metrics';

export interface CrashTimings {
  /** how long bets are accepted */
  bettingMs: number;
  /** from the crash instant to the next round's betting */
  crashedPauseMs: number;
  /** from the crash instant to closing the losing bets */
  settleGraceMs: number;
  /** a driver's lease; renewed every heartbeat */
  leaseMs: number;
  heartbeatMs: number;
  /** how long one sign of interest (a viewer's refresh, a bet, a query) keeps a game running */
  wantedMs: number;
  /** games driven at once by one instance */
  maxGames: number;
  /** growth rate r of the multiplier per ms, fixed per round when it opens */
  growthRate: number;
}

export const DEFAULT_CRASH_TIMINGS: CrashTimings = {
  bettingMs: 6_000,
  crashedPauseMs: 3_000,
  settleGraceMs: 500,
  leaseMs: 5_000,
  heartbeatMs: 1_000,
  wantedMs: 15_000,
  maxGames: 100,
  growthRate: CRASH_GROWTH_PER_MS,
};

export interface CrashSchedulerDeps {
  db: Db;
  pubsub: AppPubSub;
  log: Logger;
}

export interface CrashSchedulerOptions {
  timings?: Partial<CrashTimings>;
  /** the clock of the game logic (ms since the epoch); leases use the database clock */
  now?: () => number;
  /**
   * Drive games (default true). False: no heartbeat and no driving; tests call `step` by hand
   * with a controlled clock (interest is still recorded).
   */
  autoStart?: boolean;
  instanceId?: string;
}

const interval = (ms: number) => sql`now() + ${Math.round(ms)}::int * interval '1 millisecond'`;

export class CrashScheduler {
  readonly instanceId: string;
  readonly timings: CrashTimings;
  readonly now: () => number;
  private readonly watchers = new Map<string, number>();
  private readonly wantedWrites = new Map<string, number>();
  private readonly held = new Set<string>();
  private readonly loops = new Map<string, Promise<void>>();
  private readonly wakers = new Map<string, () => void>();
  private readonly acquiring = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private ticking: Promise<void> | null = null;
  private stopped = false;
  private readonly manual: boolean;

  constructor(
    private readonly deps: CrashSchedulerDeps,
    options: CrashSchedulerOptions = {},
  ) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.timings = { ...DEFAULT_CRASH_TIMINGS, ...options.timings };
    this.now = options.now ?? Date.now;
    this.manual = options.autoStart === false;
    if (!this.manual) {
      this.timer = setInterval(() => void this.tick(), this.timings.heartbeatMs);
      this.timer.unref();
    }
  }

  /** What the round functions need (same clock as the scheduler). */
  get crashDeps(): CrashDeps {
    return { db: this.deps.db, pubsub: this.deps.pubsub, now: this.now };
  }

  /** A viewer on this instance watches the game; call the returned function when they leave. */
  watch(slug: string): () => void {
    const count = this.watchers.get(slug) ?? 0;
    this.watchers.set(slug, count + 1);
    if (count === 0) void this.touch(slug);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.watchers.get(slug) ?? 1) - 1;
      if (left <= 0) this.watchers.delete(slug);
      else this.watchers.set(slug, left);
    };
  }

  /** A sign of interest (a bet, a query): the game is wanted for a while; drive it if nobody does. */
  async touch(slug: string): Promise<void> {
    if (this.stopped) return;
    try {
      await this.markWanted(slug, true);
      await this.tryDrive(slug);
    } catch (error) {
      this.deps.log.warn({ err: error, slug }, 'crash: interest not recorded');
    }
  }

  /** Games this instance drives now. */
  drivenGames(): string[] {
    return [...this.held];
  }

  /**
   * Moves the game's current round on by what is due at `now()`. Returns when to call it again
   * (ms since the epoch), or null when the game has nothing more to do (settled, not wanted).
   */
  async step(slug: string): Promise<number | null> {
    const deps = this.crashDeps;
    const t = this.timings;
    const round = await latestRound(deps.db, slug);
    const now = this.now();
    if (!round || round.settledAt) {
      const resumeAt = round?.crashedAt ? round.crashedAt.getTime() + t.crashedPauseMs : 0;
      if (now < resumeAt) return resumeAt;
      if (!(await this.isWanted(slug))) return null;
      const opened = await openRound(deps, slug, t.bettingMs, t.growthRate);
      return opened ? now : null;
    }
    switch (round.phase) {
      case 'BETTING': {
        const ends = round.bettingEndsAt.getTime();
        if (now < ends) return ends;
        await startRound(deps, round);
        return now;
      }
      case 'RUNNING': {
        await settleDueAutoCashOuts(deps, round);
        const crashAt = crashInstant(round);
        if (now >= crashAt) {
          await markCrashed(deps, round);
          return crashAt + t.settleGraceMs;
        }
        const nextAuto = await nextAutoCashOut(deps.db, round);
        return Math.min(crashAt, nextAuto ?? Number.POSITIVE_INFINITY);
      }
      default: {
        const crashedAt = round.crashedAt?.getTime() ?? now;
        if (now < crashedAt + t.settleGraceMs) return crashedAt + t.settleGraceMs;
        const settled = await settleCrashedRound(deps, round);
        return settled ? crashedAt + t.crashedPauseMs : now + t.heartbeatMs;
      }
    }
  }

  /** One heartbeat: viewers' interest, lease renewal, take-overs. */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.ticking ??= this.runTick()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'crash: heartbeat failed'))
      .finally(() => {
        metrics.jobRan('crash-heartbeat');
        this.ticking = null;
      });
    return this.ticking;
  }

  private async runTick(): Promise<void> {
    this.ticks += 1;
    for (const slug of this.watchers.keys()) await this.markWanted(slug, false);
    if (this.held.size > 0) {
      const held = [...this.held];
      const renewed = await this.deps.db
        .update(crashGames)
        .set({ leaseUntil: interval(this.timings.leaseMs) })
        .where(and(eq(crashGames.driver, this.instanceId), inArray(crashGames.gameSlug, held)))
        .returning({ slug: crashGames.gameSlug });
      const kept = new Set(renewed.map((r) => r.slug));
      for (const slug of held) {
        if (!kept.has(slug)) {
          this.held.delete(slug);
          this.wakers.get(slug)?.();
        }
      }
    }
    for (const slug of this.watchers.keys()) await this.tryDrive(slug);
    if (this.ticks % 2 === 0) {
      for (const slug of await this.orphans()) await this.tryDrive(slug);
    }
  }

  /** Games with an unsettled round or wanted, whose driver's lease ran out. */
  private async orphans(): Promise<string[]> {
    const rows = await executeRows<{ game_slug: string }>(
      this.deps.db,
      sql`(SELECT r.game_slug FROM crash_rounds r
             LEFT JOIN crash_games g ON g.game_slug = r.game_slug
           WHERE r.settled_at IS NULL
             AND (g.game_slug IS NULL OR g.driver IS NULL OR g.lease_until < now())
           LIMIT 20)
          UNION
          (SELECT game_slug FROM crash_games
           WHERE wanted_until > now() AND (driver IS NULL OR lease_until < now())
           LIMIT 20)`,
    );
    return rows.map((r) => r.game_slug);
  }

  private async isWanted(slug: string): Promise<boolean> {
    if ((this.watchers.get(slug) ?? 0) > 0) return true;
    const [row] = await this.deps.db
      .select({ wanted: sql<boolean>`${crashGames.wantedUntil} > now()` })
      .from(crashGames)
      .where(eq(crashGames.gameSlug, slug));
    return Boolean(row?.wanted);
  }

  /** Records interest (database clock), at most every wantedMs/3 per game unless forced. */
  private async markWanted(slug: string, force: boolean): Promise<void> {
    const last = this.wantedWrites.get(slug) ?? 0;
    const now = Date.now();
    if (!force && now - last < this.timings.wantedMs / 3) return;
    this.wantedWrites.set(slug, now);
    await this.deps.db.execute(
      sql`INSERT INTO crash_games (game_slug, wanted_until) VALUES (${slug}, ${interval(this.timings.wantedMs)})
          ON CONFLICT (game_slug) DO UPDATE
          SET wanted_until = GREATEST(crash_games.wanted_until, EXCLUDED.wanted_until)`,
    );
  }

  /** Takes the game's lease when it is free (or ours) and starts driving it. */
  private async tryDrive(slug: string): Promise<void> {
    if (this.manual || this.stopped || this.loops.has(slug) || this.acquiring.has(slug)) return;
    if (this.loops.size >= this.timings.maxGames) return;
    this.acquiring.add(slug);
    try {
      const rows = await executeRows<{ game_slug: string }>(
        this.deps.db,
        sql`INSERT INTO crash_games (game_slug, driver, lease_until, wanted_until)
            VALUES (${slug}, ${this.instanceId}, ${interval(this.timings.leaseMs)}, now())
            ON CONFLICT (game_slug) DO UPDATE
            SET driver = EXCLUDED.driver, lease_until = EXCLUDED.lease_until
            WHERE crash_games.driver IS NULL OR crash_games.driver = EXCLUDED.driver
               OR crash_games.lease_until < now()
            RETURNING game_slug`,
      );
      if (rows.length === 0 || this.stopped) return;
      this.held.add(slug);
      // the first step now (a viewer who just arrived finds the round open), then the loop
      const first = await this.step(slug).catch(() => this.now());
      const loop = this.drive(slug, first).finally(() => this.loops.delete(slug));
      this.loops.set(slug, loop);
    } finally {
      this.acquiring.delete(slug);
    }
  }

  private async drive(slug: string, firstWake: number | null): Promise<void> {
    if (firstWake === null) {
      if (this.held.delete(slug)) await this.release(slug);
      return;
    }
    await this.sleep(slug, firstWake - this.now());
    while (!this.stopped && this.held.has(slug)) {
      let wake: number | null;
      try {
        wake = await this.step(slug);
      } catch (error) {
        if (isAppError(error) && error.code === 'GAME_NOT_FOUND') {
          wake = null;
        } else {
          this.deps.log.error({ err: error, slug }, 'crash: round step failed');
          wake = this.now() + this.timings.heartbeatMs;
        }
      }
      if (wake === null) break;
      await this.sleep(slug, wake - this.now());
    }
    if (this.held.delete(slug)) await this.release(slug);
  }

  private sleep(slug: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wakers.get(slug) === done) this.wakers.delete(slug);
        resolve();
      };
      // never longer than a heartbeat, so a lost lease is noticed promptly
      const timer = setTimeout(done, Math.max(0, Math.min(ms, this.timings.heartbeatMs)));
      timer.unref();
      this.wakers.set(slug, done);
    });
  }

  private async release(slug: string): Promise<void> {
    await this.deps.db
      .update(crashGames)
      .set({ driver: null, leaseUntil: sql`now()` })
      .where(and(eq(crashGames.gameSlug, slug), eq(crashGames.driver, this.instanceId)))
      .catch((error: unknown) => this.deps.log.warn({ err: error, slug }, 'crash: release failed'));
  }

  /** Stops driving; leases are released so another instance takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    for (const wake of [...this.wakers.values()]) wake();
    await Promise.allSettled([...this.loops.values()]);
    const held = [...this.held];
    this.held.clear();
    for (const slug of held) await this.release(slug);
  }

  /** Stops without releasing anything, as a crashed process would (tests of take-over). */
  async abandon(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    this.held.clear();
    for (const wake of [...this.wakers.values()]) wake();
    await Promise.allSettled([...this.loops.values()]);
  }
}

const registry = new WeakMap<AppPubSub, CrashScheduler>();

/** The scheduler started for this pub/sub (one app), if any. */
export function crashSchedulerFor(pubsub: AppPubSub): CrashScheduler | undefined {
  return registry.get(pubsub);
}

export function startCrashScheduler(
  deps: CrashSchedulerDeps,
  options: CrashSchedulerOptions = {},
): CrashScheduler {
  const existing = registry.get(deps.pubsub);
  if (existing) return existing;
  const scheduler = new CrashScheduler(deps, options);
  registry.set(deps.pubsub, scheduler);
  return scheduler;
}

export async function stopCrashScheduler(pubsub: AppPubSub): Promise<void> {
  const scheduler = registry.get(pubsub);
  registry.delete(pubsub);
  await scheduler?.stop();
}
