// The slot's presentation timeline (no markup): a spin starts the reels when Spin is pressed; when
// the server's round arrives each reel gets its stop time (left to right, never before the
// jurisdiction's minimum spin time, `reelStops`); when the last reel lands, the winning lines are
// drawn and cycled, the win counts up and a big win is shown. A round with free spins then plays
// them as a feature: an intro, each free spin on the reels with a counter, the total. The grids
// shown are always the server's; nothing here changes an outcome. With reduced motion (or
// `animate` false) every step shows at once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BetRound, GameEngineConfig, SlotsSpin } from '../../api/play';
import { playSound } from '../../model/sound';
import { reelStops, winTier, mayCelebrate, type WinTier } from '../../model/slot-wins';

export const REELS = 5;
const LINE_CYCLE_MS = 1400;
const FREE_SPIN_PAUSE_MS = 900;
const INTRO_MS = 2200;

export type FeatureStage =
  | { kind: 'none' }
  | { kind: 'intro'; count: number; multiplier: number }
  | { kind: 'spins'; index: number; count: number; multiplier: number }
  | { kind: 'total'; count: number; win: string };

export interface SlotRules {
  minSpinMillis: number;
  noCelebrationAtOrBelowStake: boolean;
}

interface Spin {
  key: number;
  startedAt: number;
  /** the spin being shown (null while the server has not answered) */
  target: SlotsSpin | null;
  stopAt: number[] | null;
  settle: number;
  quick: boolean;
}

function emptyGrid(): number[][] {
  return Array.from({ length: REELS }, (_, r) => [4 + (r % 4), (r + 1) % 8, 4 + ((r + 2) % 4)]);
}

export function useSlotMachine({
  config,
  round,
  busy,
  animate,
  turbo,
  rules,
}: {
  config: GameEngineConfig;
  /** the last settled round from the server */
  round: BetRound | null;
  /** a request is in flight */
  busy: boolean;
  animate: boolean;
  turbo: boolean;
  rules: SlotRules;
}) {
  const lines = useMemo(() => config.slots?.lines ?? [], [config.slots?.lines]);
  const [spin, setSpin] = useState<Spin>({
    key: 0,
    startedAt: 0,
    target: null,
    stopAt: null,
    settle: 0,
    quick: false,
  });
  const [grid, setGrid] = useState<number[][]>(emptyGrid);
  const [shownSpin, setShownSpin] = useState<SlotsSpin | null>(null);
  const [stoppedCount, setStoppedCount] = useState(REELS);
  const [feature, setFeature] = useState<FeatureStage>({ kind: 'none' });
  const [cycle, setCycle] = useState(0);
  const [celebrated, setCelebrated] = useState<{ round: string; tier: WinTier } | null>(null);
  const handled = useRef<string | null>(null);
  const wasBusy = useRef(false);
  const featureRound = useRef<BetRound | null>(null);

  const spinning = stoppedCount < REELS;
  const settled = !spinning && !busy;

  const begin = useCallback(() => {
    setStoppedCount(animate ? 0 : REELS);
    setShownSpin(null);
    setCelebrated(null);
    setCycle(0);
    setSpin((s) => ({
      key: s.key + 1,
      startedAt: performance.now(),
      target: null,
      stopAt: null,
      settle: 0,
      quick: false,
    }));
    if (animate) playSound('spin');
  }, [animate]);

  const land = useCallback(
    (target: SlotsSpin, quick = false) => {
      setGrid(target.grid);
      setSpin((s) => {
        const now = performance.now();
        const { stops, settle } = reelStops({
          answeredAt: now - s.startedAt,
          minSpinMillis: rules.minSpinMillis,
          turbo,
          quick: quick || s.quick,
          reels: REELS,
          now: now - s.startedAt,
        });
        return { ...s, target, stopAt: stops.map((t) => s.startedAt + t), settle };
      });
      if (!animate) {
        setStoppedCount(REELS);
        setShownSpin(target);
      }
    },
    [animate, rules.minSpinMillis, turbo],
  );

  // Spin pressed: the request is in flight
  useEffect(() => {
    if (busy && !wasBusy.current) {
      setFeature({ kind: 'none' });
      begin();
    }
    const id = round?.id ?? null;
    if (!busy && round && id !== handled.current && round.outcome.__typename === 'SlotsOutcome') {
      // (an answer quick enough to be batched with the request's start was never seen in flight)
      if (!wasBusy.current) {
        setFeature({ kind: 'none' });
        begin();
      }
      handled.current = id;
      featureRound.current = round;
      land(round.outcome.base);
    } else if (!busy && wasBusy.current) {
      // refused: the reels come to rest on the grid they showed
      land({ grid, lineWins: [], scatters: 0 } as SlotsSpin, true);
    }
    wasBusy.current = busy;
  }, [busy, round, begin, land, grid]);

  const onReelStopped = useCallback(() => {
    setStoppedCount((n) => Math.min(REELS, n + 1));
    playSound('reel');
  }, []);

  // all reels down: show the spin's wins, then the free-spins feature if it has one
  useEffect(() => {
    if (spinning || !spin.target || shownSpin === spin.target) return;
    setShownSpin(spin.target);
  }, [spinning, spin.target, shownSpin]);

  const current = featureRound.current;
  // the effects below read the rules' values, never the object: the page builds a new one on each
  // render, and the intro's timer restarted with every render (the line cycle re-renders every
  // 1.4 s, under the intro's 2.2 s), so a base spin with a line win never reached its free spins
  const { noCelebrationAtOrBelowStake } = rules;
  const outcome = current?.outcome.__typename === 'SlotsOutcome' ? current.outcome : null;

  // the base spin is shown: celebrate, then start free spins
  useEffect(() => {
    if (!shownSpin || !current || !outcome || feature.kind !== 'none') return;
    if (shownSpin !== outcome.base) return;
    if (celebrated?.round === current.id) return;
    const free = outcome.freeSpins.length;
    const baseWin = free ? null : current.win;
    const tier = baseWin ? winTier(baseWin, current.amount) : 'none';
    const celebrate = baseWin
      ? mayCelebrate(baseWin, current.amount, noCelebrationAtOrBelowStake)
      : false;
    setCelebrated({ round: current.id, tier: celebrate ? tier : 'none' });
    if (celebrate) playSound(tier === 'win' ? 'win' : 'bigWin');
    if (free) {
      if (!animate) {
        setFeature({ kind: 'total', count: free, win: current.win });
        return;
      }
      playSound('feature');
      setFeature({ kind: 'intro', count: free, multiplier: outcome.freeSpinMultiplier });
    }
  }, [shownSpin, current, outcome, feature.kind, celebrated, noCelebrationAtOrBelowStake, animate]);

  // the feature's steps
  useEffect(() => {
    if (!outcome || !current) return;
    if (feature.kind === 'intro') {
      const id = setTimeout(
        () =>
          setFeature({
            kind: 'spins',
            index: 0,
            count: feature.count,
            multiplier: feature.multiplier,
          }),
        turbo ? INTRO_MS / 2 : INTRO_MS,
      );
      return () => clearTimeout(id);
    }
    if (feature.kind === 'spins') {
      const free = outcome.freeSpins[feature.index];
      if (!free) {
        const tier = winTier(current.win, current.amount);
        const celebrate = mayCelebrate(current.win, current.amount, noCelebrationAtOrBelowStake);
        setCelebrated({ round: current.id, tier: celebrate ? tier : 'none' });
        if (celebrate) playSound(tier === 'win' ? 'win' : 'bigWin');
        setFeature({ kind: 'total', count: feature.count, win: current.win });
        return;
      }
      if (shownSpin === free) {
        // this free spin has landed: a pause on its lines, then the next
        const id = setTimeout(
          () => setFeature({ ...feature, index: feature.index + 1 }),
          free.lineWins.length ? FREE_SPIN_PAUSE_MS * 2 : FREE_SPIN_PAUSE_MS,
        );
        return () => clearTimeout(id);
      }
      if (spin.target !== free) {
        // the outcome is known: the reels start and get their stop times at once
        begin();
        land(free);
      }
    }
  }, [
    feature,
    outcome,
    current,
    shownSpin,
    spin.target,
    begin,
    land,
    turbo,
    noCelebrationAtOrBelowStake,
  ]);

  // cycle the winning lines: all together, then each in turn
  const wins = shownSpin?.lineWins ?? [];
  useEffect(() => {
    if (!wins.length || !animate) return;
    const id = setInterval(() => setCycle((c) => c + 1), LINE_CYCLE_MS);
    return () => clearInterval(id);
  }, [wins.length, animate, shownSpin]);
  const phase = wins.length ? cycle % (wins.length + 1) : 0;
  const shownLines = !animate || phase === 0 ? wins.map((w) => w.line) : [wins[phase - 1]!.line];

  return {
    lines,
    grid,
    spinKey: spin.key,
    stopAt: spin.stopAt,
    settle: spin.settle,
    spinning,
    settled,
    /** the spin whose wins are on screen (null while the reels turn) */
    shownSpin,
    shownLines,
    /** the single line win highlighted now, when the cycle shows one */
    focusLine: !animate || phase === 0 ? undefined : wins[phase - 1]?.line,
    feature,
    dismissFeature: () => setFeature({ kind: 'none' }),
    celebration: celebrated?.tier ?? 'none',
    dismissCelebration: () => setCelebrated((c) => (c ? { ...c, tier: 'none' } : c)),
    round: current,
    onReelStopped,
    /** a tap on the reels: stop them now (never before the minimum spin time) */
    quickStop: () => {
      if (!spinning) return;
      setSpin((s) => {
        if (!s.target) return { ...s, quick: true };
        const now = performance.now();
        const { stops, settle } = reelStops({
          answeredAt: 0,
          minSpinMillis: rules.minSpinMillis,
          turbo,
          quick: true,
          reels: REELS,
          now: now - s.startedAt,
        });
        return { ...s, quick: true, stopAt: stops.map((t) => s.startedAt + t), settle };
      });
    },
    /** the feature is on screen: no new paid spin */
    inFeature: feature.kind === 'intro' || feature.kind === 'spins',
  };
}
