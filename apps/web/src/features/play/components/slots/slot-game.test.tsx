import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { PlaySuccess, SlotsSpin } from '../../api/play';
import PlayPanel from '../play-panel';
import {
  FREE_SPINS,
  PAYLINES,
  SCATTERS,
  SCATTERS_AND_A_LINE,
  SLOT_CONFIG,
  THREE_LINES,
  slotRound,
} from './slot-fixtures';

const realMatchMedia = window.matchMedia;

function reduceMotion(on: boolean) {
  window.matchMedia = ((query: string) => {
    const list = realMatchMedia(query);
    if (!query.includes('prefers-reduced-motion')) return list;
    return { ...list, matches: on, media: query } as MediaQueryList;
  }) as typeof window.matchMedia;
}

const PROFILE = {
  id: 'DEFAULT',
  minSpinMillis: 0,
  noCelebrationAtOrBelowStake: false,
  autoplayAllowed: true,
  countries: [],
  limitPrompt: 'NONE',
  maxStakeMinor: null,
  maxStakeUsdMinor: null,
  realityCheckDefaultMinutes: null,
  realityCheckMandatory: false,
  realityCheckOptions: [],
};

function setup(
  answer: PlaySuccess | ((n: number) => PlaySuccess),
  profile: Partial<typeof PROFILE> = {},
) {
  let n = 0;
  const { client, executeMutation } = fakeClient({
    GameEngine: () => ({ gameEngine: SLOT_CONFIG }),
    SlotRules: () => ({ jurisdictionProfile: { ...PROFILE, ...profile } }),
    FreeSpinsOffer: () => ({
      getUserBonusesList: { __typename: 'UserBonusList', count: 0, bonusList: [] },
    }),
    playSlots: () => {
      n += 1;
      return { playSlots: typeof answer === 'function' ? answer(n) : answer };
    },
  });
  render(
    <Provider value={client}>
      <SessionContext.Provider value={testSession('user')}>
        <MemoryRouter>
          <PlayPanel slug="golden-pharaoh" />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { executeMutation };
}

/** What the reels show at rest, reel by reel (the `data-symbol` of each cell). */
function shownGrid(): number[][] {
  return Array.from({ length: 5 }, (_, reel) =>
    Array.from({ length: 3 }, (_, row) =>
      Number(screen.getByTestId(`cell-${reel}-${row}`).getAttribute('data-symbol')),
    ),
  );
}

function highlighted(): string[] {
  return [...document.querySelectorAll('[data-win="true"]')]
    .map((el) => el.getAttribute('data-testid')!.replace('cell-', '').replace('-', ':'))
    .sort();
}

/** The cells each line win pays on, worked out by hand from the engine's paylines. */
function expectedCells(spin: SlotsSpin): string[] {
  const cells = new Set<string>();
  for (const w of spin.lineWins)
    for (let reel = 0; reel < w.count; reel += 1) cells.add(`${reel}:${PAYLINES[w.line]![reel]}`);
  return [...cells].sort();
}

async function spin() {
  const button = await screen.findByTestId('play-button', {}, { timeout: 4000 });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('the slot page', { timeout: 20_000 }, () => {
  beforeEach(() => reduceMotion(false));
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it("stops on the server's grid and draws exactly the server's winning lines and cells", async () => {
    setup(slotRound(THREE_LINES, '3.40'));
    await spin();
    // the reels turn first, then land (not before the normal spin length)
    await waitFor(() =>
      expect(screen.getByTestId('slot-machine').getAttribute('data-state')).toBe('spinning'),
    );
    await waitFor(
      () => expect(screen.getByTestId('slot-machine').getAttribute('data-state')).toBe('settled'),
      { timeout: 5000 },
    );
    expect(shownGrid()).toEqual(THREE_LINES.grid);
    const drawn = screen.getAllByTestId('payline').map((g) => Number(g.getAttribute('data-line')));
    expect(drawn.sort()).toEqual([2, 4, 6]);
    expect(highlighted()).toEqual(expectedCells(THREE_LINES));
    expect(highlighted()).toEqual(['0:2', '1:1', '1:2', '2:0', '2:1', '2:2', '3:2']);
    expect(screen.getAllByTestId('line-win')).toHaveLength(3);
  });

  it('cycles the lines one by one after showing them together, highlighting only that line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup(slotRound(THREE_LINES, '3.40'));
      await spin();
      await waitFor(
        () => expect(screen.getByTestId('slot-machine').getAttribute('data-state')).toBe('settled'),
        { timeout: 5000 },
      );
      // all three together first, then one at a time in the server's order
      expect(screen.getAllByTestId('payline')).toHaveLength(3);
      for (let i = 0; i < 30 && screen.getAllByTestId('payline').length > 1; i += 1) {
        await act(() => vi.advanceTimersByTimeAsync(100));
      }
      const drawn = screen.getAllByTestId('payline').map((g) => g.getAttribute('data-line'));
      expect(drawn).toEqual(['2']);
      expect(highlighted()).toEqual(['0:2', '1:2', '2:2', '3:2']);
      await act(() => vi.advanceTimersByTimeAsync(1400));
      expect(screen.getAllByTestId('payline').map((g) => g.getAttribute('data-line'))).toEqual([
        '4',
      ]);
      expect(highlighted()).toEqual(['0:2', '1:1', '2:0']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with reduced motion shows the final grid and its lines at once, with no reel motion', async () => {
    reduceMotion(true);
    const animate = vi.fn();
    Element.prototype.animate = animate as unknown as typeof Element.prototype.animate;
    try {
      setup(slotRound(THREE_LINES, '3.40'));
      await spin();
      // well before a normal spin's first stop (750 ms)
      await waitFor(() => expect(shownGrid()).toEqual(THREE_LINES.grid), { timeout: 300 });
      expect(screen.getByTestId('slot-machine').getAttribute('data-state')).toBe('settled');
      expect(highlighted()).toEqual(expectedCells(THREE_LINES));
      expect(animate).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as { animate?: unknown }).animate;
    }
  });

  it('plays free spins as a feature: intro, a counter per spin, then the total', async () => {
    setup(slotRound(SCATTERS, '5.60', { freeSpins: FREE_SPINS }));
    await spin();
    expect(await screen.findByTestId('free-spins-intro', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('free-spins-intro').textContent).toContain('2 free spins');
    const counter = await screen.findByTestId('free-spin-counter', {}, { timeout: 5000 });
    expect(counter.textContent).toContain('Free spin 1 of 2');
    await waitFor(() => expect(shownGrid()).toEqual(FREE_SPINS[0]!.grid), { timeout: 5000 });
    await waitFor(() => expect(shownGrid()).toEqual(FREE_SPINS[1]!.grid), { timeout: 8000 });
    const total = await screen.findByTestId('free-spins-total', {}, { timeout: 5000 });
    expect(total.textContent).toContain('$5.60');
    // the win counts up to the round's total
    await waitFor(() => expect(screen.getByTestId('play-win').textContent).toBe('$5.60'));
  });

  it('goes on from the intro to the free spins while the base spin cycles its winning line', async () => {
    // the line cycle re-renders the page every 1.4 s, under the intro's 2.2 s: the intro must
    // still end (it once restarted its timer on every render and stayed up for good)
    setup(slotRound(SCATTERS_AND_A_LINE, '6.00', { freeSpins: FREE_SPINS }));
    await spin();
    expect(await screen.findByTestId('free-spins-intro', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('line-win')).toHaveLength(1);
    const counter = await screen.findByTestId('free-spin-counter', {}, { timeout: 5000 });
    expect(counter.textContent).toContain('Free spin 1 of 2');
    await waitFor(() => expect(shownGrid()).toEqual(FREE_SPINS[0]!.grid), { timeout: 5000 });
  });

  it('does not celebrate a return at or below the stake where the jurisdiction forbids it', async () => {
    reduceMotion(true);
    setup(slotRound(THREE_LINES, '0.80', { amount: '1.00' }), {
      id: 'UKGC',
      noCelebrationAtOrBelowStake: true,
    });
    await spin();
    await waitFor(() => expect(screen.getByTestId('play-win').textContent).toBe('$0.80'));
    expect(screen.getByTestId('play-win').className).toContain('text-muted');
    expect(screen.queryByTestId('big-win')).toBeNull();
  });

  it('celebrates a big win (10× the stake or more) where allowed', async () => {
    setup(slotRound(THREE_LINES, '12.00', { amount: '1.00' }));
    await spin();
    const big = await screen.findByTestId('big-win', {}, { timeout: 6000 });
    expect(big.getAttribute('data-tier')).toBe('big');
    expect(screen.getByTestId('play-win').className).toContain('text-success');
  });

  describe('autoplay', () => {
    const LOSS: SlotsSpin = { ...THREE_LINES, lineWins: [] };
    const round = (win: string) => (n: number) =>
      slotRound(win === '0.00' ? LOSS : THREE_LINES, win, { id: `r${n}` });

    async function autoplay(options: {
      spins?: number;
      anyWin?: boolean;
      above?: string;
      loss?: string;
    }) {
      fireEvent.click(await screen.findByTestId('autoplay-toggle', {}, { timeout: 4000 }));
      if (options.spins) fireEvent.click(screen.getByTestId(`autoplay-spins-${options.spins}`));
      if (options.anyWin) fireEvent.click(screen.getByTestId('autoplay-any-win'));
      if (options.above)
        fireEvent.change(screen.getByTestId('autoplay-win-above'), {
          target: { value: options.above },
        });
      if (options.loss)
        fireEvent.change(screen.getByTestId('autoplay-loss'), { target: { value: options.loss } });
      fireEvent.click(screen.getByTestId('autoplay-start'));
    }

    beforeEach(() => reduceMotion(true));

    it('plays N spins and stops', async () => {
      const { executeMutation } = setup(round('0.00'));
      await autoplay({ spins: 10 });
      const stopped = await screen.findByTestId('autoplay-stopped', {}, { timeout: 15_000 });
      expect(stopped.textContent).toBe('Autoplay finished.');
      expect(executeMutation).toHaveBeenCalledTimes(10);
    });

    it('stops on any win', async () => {
      const { executeMutation } = setup((n) => round(n === 3 ? '0.40' : '0.00')(n));
      await autoplay({ anyWin: true });
      expect(
        (await screen.findByTestId('autoplay-stopped', {}, { timeout: 8000 })).textContent,
      ).toBe('Autoplay stopped: a win.');
      expect(executeMutation).toHaveBeenCalledTimes(3);
    });

    it('stops on a single win above X', async () => {
      const { executeMutation } = setup((n) =>
        round(n === 1 ? '5.00' : n === 2 ? '5.01' : '0.00')(n),
      );
      await autoplay({ above: '5' });
      expect(
        (await screen.findByTestId('autoplay-stopped', {}, { timeout: 8000 })).textContent,
      ).toBe('Autoplay stopped: a single win above your limit.');
      expect(executeMutation).toHaveBeenCalledTimes(2);
    });

    it('stops when the balance is down by Y', async () => {
      const { executeMutation } = setup(round('0.00'));
      await autoplay({ loss: '3' });
      expect(
        (await screen.findByTestId('autoplay-stopped', {}, { timeout: 8000 })).textContent,
      ).toBe('Autoplay stopped: the balance went down by your limit.');
      // 1.00 a spin, nothing back: down by 3 after the third
      expect(executeMutation).toHaveBeenCalledTimes(3);
    });

    it('is not offered where the jurisdiction forbids autoplay', async () => {
      setup(round('0.00'), { id: 'UKGC', autoplayAllowed: false });
      await screen.findByTestId('play-button', {}, { timeout: 4000 });
      expect(screen.queryByTestId('autoplay-toggle')).toBeNull();
    });
  });
});
