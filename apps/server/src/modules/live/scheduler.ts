// The round runner of the live tables (docs/games-live-notes.md), one per app instance.
//
// - A table runs while somebody wants it: an instance holding viewers' `liveTable`
//   subscriptions, or which just received a bet or a `liveTable` query, steps it. Nobody
//   watching → the current round is still settled (every instance sweeps due rounds) and no new
//   one opens, so hundreds of seeded live games spin no timers.
// - No leader is needed: every step is a claim the database arbitrates. Opening inserts round
//   number N+1 under a unique index (two instances make one round); settling locks the round row
//   FOR UPDATE and checks it still takes bets (exactly one instance pays; a crash mid-way rolls
//   back and the next sweep settles it). This is the crash driver's guarantee without its lease:
//   a live round has no per-millisecond events (no cash-outs) to keep on one clock.
// - Timings: BETTING `bettingMs` (15 s) → (blackjack: DECIDING `decidingMs`, 12 s) → settled → `pauseMs` (the result on
//   screen, the next round's countdown) → the next round.
import type { Db } from '../../db/client';
import { isAppError } from '../../errors';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import { metrics } from '../../metrics';
import {
  dueLiveRounds,
  latestLiveRound,
  openLiveRound,
  settleLiveRound,
  type LiveDeps,
} from './rounds';

export interface LiveTimings {
  /** how long a round takes bets */
  bettingMs: number;
  /** from a round's settlement to the next round's betting */
  pauseMs: number;
  /** blackjack: the decision window after betting closes */
  decidingMs: number;
  /** how often an instance steps its wanted tables */
  tickMs: number;
  /** how long one sign of interest (a bet, a query) keeps a table running */
  wantedMs: number;
  /** tables stepped at once by one instance */
  maxTables: number;
}

export const DEFAULT_LIVE_TIMINGS: LiveTimings = {
  bettingMs: 15_000,
  pauseMs: 7_000,
  decidingMs: 12_000,
  tickMs: 250,
  wantedMs: 30_000,
  maxTables: 100,
};

export interface LiveSchedulerDeps {
  db: Db;
  pubsub: AppPubSub;
  log: Logger;
}

export interface LiveSchedulerOptions {
  timings?: Partial<LiveTimings>;
  now?: () => number;
  /** false: no timer; tests call `step` / `sweep` by hand with a controlled clock */
  autoStart?: boolean;
}

export class LiveScheduler {
  readonly timings: LiveTimings;
  readonly now: () => number;
  private readonly watchers = new Map<string, number>();
  private readonly wanted = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  /** touches under way (a bet or query steps its table without waiting for it) */
  private readonly touching = new Set<Promise<void>>();
  private ticks = 0;
  private stopped = false;

  constructor(
    private readonly deps: LiveSchedulerDeps,
    options: LiveSchedulerOptions = {},
  ) {
    this.timings = { ...DEFAULT_LIVE_TIMINGS, ...options.timings };
    this.now = options.now ?? Date.now;
    if (options.autoStart !== false) {
      this.timer = setInterval(() => void this.tick(), this.timings.tickMs);
      this.timer.unref();
    }
  }

  get liveDeps(): LiveDeps {
    return {
      db: this.deps.db,
      pubsub: this.deps.pubsub,
      now: this.now,
      pauseMs: this.timings.pauseMs,
      decidingMs: this.timings.decidingMs,
    };
  }

  /** A viewer on this instance watches the table; call the returned function when they leave. */
  watch(slug: string): () => void {
    this.watchers.set(slug, (this.watchers.get(slug) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.watchers.get(slug) ?? 1) - 1;
      if (left <= 0) this.watchers.delete(slug);
      else this.watchers.set(slug, left);
    };
  }

  /** A sign of interest (a bet, a query): the table runs for a while; a round is open now. */
  async touch(slug: string): Promise<void> {
    if (this.stopped) return;
    this.wanted.set(slug, this.now() + this.timings.wantedMs);
    const stepping = this.step(slug).catch((error: unknown) => this.logStepError(error, slug));
    this.touching.add(stepping);
    try {
      await stepping;
    } finally {
      this.touching.delete(stepping);
    }
  }

  /** Resolves once the touches under way have stepped their tables (shutdown; tests). */
  async idle(): Promise<void> {
    while (this.touching.size > 0) await Promise.all([...this.touching]);
  }

  private isWanted(slug: string): boolean {
    if ((this.watchers.get(slug) ?? 0) > 0) return true;
    const until = this.wanted.get(slug) ?? 0;
    if (until > this.now()) return true;
    this.wanted.delete(slug);
    return false;
  }

  /** Moves the table on by what is due now: settles a round whose betting ended, opens the next. */
  async step(slug: string): Promise<void> {
    const deps = this.liveDeps;
    const round = await latestLiveRound(deps.db, slug);
    const now = this.now();
    if (round && round.phase === 'BETTING') {
      if (now >= round.bettingEndsAt.getTime()) await settleLiveRound(deps, round.id);
      return;
    }
    if (round && round.phase === 'DECIDING') {
      if (round.decidingEndsAt && now >= round.decidingEndsAt.getTime()) {
        await settleLiveRound(deps, round.id);
      }
      return;
    }
    const resumeAt = round?.settledAt ? round.settledAt.getTime() + this.timings.pauseMs : 0;
    if (now < resumeAt || !this.isWanted(slug)) return;
    await openLiveRound(deps, slug, this.timings.bettingMs);
  }

  /** Settles every due round of any table (a table nobody here watches, a dead instance's). */
  async sweep(): Promise<number> {
    let settled = 0;
    for (const round of await dueLiveRounds(this.deps.db, this.now())) {
      if (await settleLiveRound(this.liveDeps, round.id)) settled += 1;
    }
    return settled;
  }

  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.ticking ??= this.runTick()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'live: tick failed'))
      .finally(() => {
        metrics.jobRan('live-tables');
        this.ticking = null;
      });
    return this.ticking;
  }

  private async runTick(): Promise<void> {
    this.ticks += 1;
    const slugs = new Set([...this.watchers.keys(), ...this.wanted.keys()]);
    let n = 0;
    for (const slug of slugs) {
      if (n++ >= this.timings.maxTables) break;
      await this.step(slug).catch((error: unknown) => this.logStepError(error, slug));
    }
    // every 2 s: rounds nobody here steps (their viewers left, or their instance died)
    if (this.ticks % Math.max(1, Math.round(2000 / this.timings.tickMs)) === 0) await this.sweep();
  }

  private logStepError(error: unknown, slug: string) {
    if (isAppError(error) && error.code === 'GAME_NOT_FOUND') {
      this.watchers.delete(slug);
      this.wanted.delete(slug);
      return;
    }
    this.deps.log.error({ err: error, slug }, 'live: table step failed');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    await this.idle();
  }
}

const registry = new WeakMap<AppPubSub, LiveScheduler>();

/** The runner started for this pub/sub (one app), if any. */
export function liveSchedulerFor(pubsub: AppPubSub): LiveScheduler | undefined {
  return registry.get(pubsub);
}

export function startLiveScheduler(
  deps: LiveSchedulerDeps,
  options: LiveSchedulerOptions = {},
): LiveScheduler {
  const existing = registry.get(deps.pubsub);
  if (existing) return existing;
  const scheduler = new LiveScheduler(deps, options);
  registry.set(deps.pubsub, scheduler);
  return scheduler;
}

export async function stopLiveScheduler(pubsub: AppPubSub): Promise<void> {
  const scheduler = registry.get(pubsub);
  registry.delete(pubsub);
  await scheduler?.stop();
}
