// Mapping of rounds, outcomes and engine configuration to the GraphQL shapes (major-unit strings).
import { currencyDecimals, formatMinor } from '@aurum/domain';
import { blackjackOutcomeView } from './blackjack-views';
import { BACCARAT_BET_TYPES, baccaratMath, type BaccaratBetType } from './engines/baccarat';
import type { KenoOutcome, PlinkoOutcome, WheelOutcome } from '@aurum/domain';
import {
  DICE_MAX_CHANCE_BP,
  DICE_MIN_CHANCE_BP,
  type DiceDirection,
  type RouletteBetType,
} from '@aurum/domain';
import type { EngineSpec } from './engines/registry';
import { RED_NUMBERS, ROULETTE_BET_TYPES, ROULETTE_PAYS } from './engines/roulette';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  PAYLINES,
  PAYTABLE,
  REELS,
  ROWS,
  SCALE_DEN,
  SCATTER,
  SCATTER_PAYS,
  STRIPS,
  WILD,
  type SlotsOutcome,
} from './engines/slots';
import type { RoundView } from './place-bet';

export const major = (minor: bigint, currency: string) =>
  formatMinor(minor, { decimals: currencyDecimals(currency) });

/** hundredths → "12.34" */
export const hundredths = (n: number) =>
  `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** A fraction with 4 decimals, rounded down. */
export function fraction4(num: bigint, den: bigint): string {
  if (den === 0n) return '0.0000';
  const scaled = (num * 10000n) / den;
  return `${scaled / 10000n}.${String(scaled % 10000n).padStart(4, '0')}`;
}

interface StoredSlots {
  base: SlotsOutcome['base'];
  freeSpins: SlotsOutcome['freeSpins'];
}

export function slotsView(o: StoredSlots) {
  return {
    __typename: 'SlotsOutcome' as const,
    base: o.base,
    freeSpins: o.freeSpins,
    freeSpinMultiplier: FREE_SPIN_MULTIPLIER,
  };
}

/** GraphQL BetOutcome of a stored round. */
function outcomeView(round: RoundView) {
  const o = round.outcome as unknown as Record<string, unknown> & { kind: string };
  const params = round.params as Record<string, unknown>;
  switch (o.kind) {
    case 'SLOTS':
      return slotsView(o.slots as StoredSlots);
    case 'ROULETTE': {
      const r = o.roulette as { pocket: number; color: string; wins: string[] };
      const bets =
        (params.bets as { type: RouletteBetType; numbers: number[]; amount: string }[]) ?? [];
      return {
        __typename: 'RouletteOutcome' as const,
        pocket: r.pocket,
        color: r.color,
        bets: bets.map((b, i) => ({
          type: b.type,
          numbers: b.numbers,
          amount: major(BigInt(b.amount), round.currency),
          win: major(BigInt(r.wins[i] ?? '0'), round.currency),
        })),
      };
    }
    case 'BACCARAT': {
      const b = o.baccarat as {
        playerCards: number[];
        bankerCards: number[];
        playerTotal: number;
        bankerTotal: number;
        result: string;
        wins: string[];
      };
      const bets = (params.bets as { type: BaccaratBetType; amount: string }[]) ?? [];
      return {
        __typename: 'BaccaratOutcome' as const,
        playerCards: b.playerCards,
        bankerCards: b.bankerCards,
        playerTotal: b.playerTotal,
        bankerTotal: b.bankerTotal,
        result: b.result,
        betResults: bets.map((bet, i) => ({
          type: bet.type,
          amount: major(BigInt(bet.amount), round.currency),
          win: major(BigInt(b.wins[i] ?? '0'), round.currency),
        })),
      };
    }
    case 'DICE': {
      const d = o.dice as {
        roll: number;
        target: number;
        direction: DiceDirection;
        chanceBp: number;
        won: boolean;
      };
      return {
        __typename: 'DiceOutcome' as const,
        roll: hundredths(d.roll),
        target: hundredths(d.target),
        direction: d.direction,
        chance: hundredths(d.chanceBp),
        won: d.won,
      };
    }
    case 'BLACKJACK':
      return blackjackOutcomeView(round);
    case 'PLINKO':
    case 'KENO':
    case 'WHEEL':
    case 'MINES':
      return originalOutcomeView(o, round);
    default: {
      // single-player rounds (before shared rounds) always carry point, target and hash;
      // a shared-round bet cashed out before the crash gets point and hash when it crashes
      const c = o.crash as {
        point: number | null;
        target: number | null;
        cashedOutAt?: number | null;
        won: boolean;
        chainId: number;
        gameIndex: number;
        gameHash: string | null;
        terminalHash: string;
        roundId?: string;
        roundNumber?: number;
      };
      const shared = c.roundId !== undefined;
      const cashedOutAt = shared ? (c.cashedOutAt ?? null) : c.won ? c.target : null;
      return {
        __typename: 'CrashOutcome' as const,
        crashPoint: c.point === null ? null : hundredths(c.point),
        target: hundredths(cashedOutAt ?? c.target ?? 0),
        autoCashOut: c.target === null ? null : hundredths(c.target),
        cashedOutAt: cashedOutAt === null ? null : hundredths(cashedOutAt),
        won: c.won,
        chainId: c.chainId,
        gameIndex: c.gameIndex,
        gameHash: c.gameHash,
        terminalHash: c.terminalHash,
        roundId: c.roundId ?? null,
        roundNumber: c.roundNumber ?? null,
      };
    }
  }
}

export const plinkoView = (p: PlinkoOutcome) => ({
  __typename: 'PlinkoOutcome' as const,
  ...p,
  multiplier: hundredths(p.multiplier),
});
export const kenoView = (k: KenoOutcome) => ({
  __typename: 'KenoOutcome' as const,
  ...k,
  multiplier: hundredths(k.multiplier),
});
export const wheelView = (w: WheelOutcome) => ({
  __typename: 'WheelOutcome' as const,
  ...w,
  multiplier: hundredths(w.multiplier),
});

/** Plinko, Keno, Wheel and Mines outcomes (multipliers as decimal strings). */
export function originalOutcomeView(
  o: Record<string, unknown> & { kind: string },
  round?: Pick<RoundView, 'win' | 'amount'>,
) {
  switch (o.kind) {
    case 'PLINKO':
      return plinkoView(o.plinko as PlinkoOutcome);
    case 'KENO':
      return kenoView(o.keno as KenoOutcome);
    case 'WHEEL':
      return wheelView(o.wheel as WheelOutcome);
    default: {
      const m = o.mines as {
        mines: number;
        mineTiles: number[];
        revealed: number[];
        status: string;
      };
      return {
        __typename: 'MinesOutcome' as const,
        ...m,
        multiplier: round ? fraction4(round.win, round.amount) : '0.0000',
      };
    }
  }
}

export function roundView(round: RoundView) {
  return {
    id: round.id,
    gameSlug: round.gameSlug,
    gameCategory: round.gameCategory,
    engine: round.engine,
    demo: round.demo,
    currency: round.currency,
    amount: major(round.amount, round.currency),
    win: major(round.win, round.currency),
    multiplier: fraction4(round.win, round.amount),
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    createdAt: round.createdAt,
    outcome: outcomeView(round),
  };
}

/** The engine's configuration for the game page. */
export function engineConfigView(
  slug: string,
  spec: EngineSpec,
  currency: string,
  limits: { min: bigint; max: bigint },
) {
  const base = {
    __typename: 'GameEngineConfig' as const,
    slug,
    engine: spec.kind,
    rtp: (spec.rtp * 100).toFixed(2),
    currency,
    minBet: major(limits.min, currency),
    maxBet: major(limits.max, currency),
    slots: null as unknown,
    roulette: null as unknown,
    dice: null as unknown,
    // crash: resolved by the crash module (GameEngineConfig.crash, its chain commitment)
    baccarat: null as unknown,
  };
  switch (spec.kind) {
    case 'SLOTS': {
      const scale = spec.scaleNum!;
      const scaled = (units: number) => fraction4(BigInt(units) * scale, SCALE_DEN);
      const names = spec.theme!.symbols;
      base.slots = {
        theme: spec.theme!.key,
        reels: REELS,
        rows: ROWS,
        lines: PAYLINES,
        strips: STRIPS,
        symbols: names.map((name, id) => ({
          id,
          name,
          kind: id === WILD ? 'WILD' : id === SCATTER ? 'SCATTER' : 'REGULAR',
          pays: id === SCATTER ? [] : PAYTABLE[id]!.map(scaled),
        })),
        scatterPays: SCATTER_PAYS.slice(3).map(scaled),
        freeSpins: FREE_SPINS,
        freeSpinMultiplier: FREE_SPIN_MULTIPLIER,
      };
      break;
    }
    case 'ROULETTE':
      base.roulette = {
        pays: ROULETTE_BET_TYPES.map((type) => ({ type, pays: ROULETTE_PAYS[type] })),
        redNumbers: RED_NUMBERS,
      };
      break;
    case 'BACCARAT': {
      const rtp = baccaratMath().rtp;
      const pays = { PLAYER: '1.00', BANKER: '0.95', TIE: '8.00' } as const;
      base.baccarat = {
        bets: BACCARAT_BET_TYPES.map((type) => ({
          type,
          pays: pays[type],
          rtp: (rtp[type] * 100).toFixed(3),
        })),
      };
      break;
    }
    case 'DICE':
      base.dice = {
        minChance: hundredths(DICE_MIN_CHANCE_BP),
        maxChance: hundredths(DICE_MAX_CHANCE_BP),
      };
      break;
  }
  return base;
}

/** The parent of GameEngineConfig's field resolvers (codegen mapper). */
export type EngineConfigView = ReturnType<typeof engineConfigView>;
