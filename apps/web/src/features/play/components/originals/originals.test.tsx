// The originals' screens against a fake GraphQL client: Mines (start, a tile opened with its step,
// cash out, the mines shown), Plinko (the ball lands in the server's slot), Keno (picks, the draw,
// hits) and Wheel (the server's segment), with reduced motion showing results at once.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { MinesRoundView } from '../../api/originals';
import type { GameEngineConfig } from '../../api/play';
import PlayPanel from '../play-panel';
import { clearFunBalances } from '../../model/fun-balance';

const config = (engine: GameEngineConfig['engine']): GameEngineConfig => ({
  __typename: 'GameEngineConfig',
  slug: 'royal-game',
  engine,
  rtp: '99.00',
  currency: 'USD',
  minBet: '0.10',
  maxBet: '1000.00',
  slots: null,
  roulette: null,
  dice: null,
  crash: null,
});

const TABLES = {
  __typename: 'GameEngineConfig',
  slug: 'royal-game',
  plinko: {
    minRows: 8,
    maxRows: 16,
    tables: [
      {
        rows: 12,
        risk: 'MEDIUM',
        multipliers: [
          '32.94',
          '15.68',
          '6.48',
          '2.25',
          '0.74',
          '0.42',
          '0.40',
          '0.42',
          '0.74',
          '2.25',
          '6.48',
          '15.68',
          '32.94',
        ],
      },
    ],
  },
  keno: {
    numbers: 40,
    drawn: 10,
    maxPicks: 10,
    tables: [{ picks: 2, risk: 'MEDIUM', multipliers: ['0.00', '1.50', '7.16'] }],
  },
  wheel: {
    segments: [10, 20, 30, 40, 50],
    layouts: [
      {
        segments: 20,
        risk: 'MEDIUM',
        multipliers: Array.from({ length: 20 }, (_, i) =>
          i === 19 ? '4.90' : i % 2 ? '1.50' : '0.00',
        ),
      },
    ],
  },
  mines: { tiles: 25, minMines: 1, maxMines: 24 },
};

const round = (over: Partial<MinesRoundView> = {}): MinesRoundView => ({
  id: '1b0c4c5e-9f0a-4f7e-8d3f-3d1f0d3f0a11',
  gameSlug: 'royal-game',
  demo: false,
  currency: 'USD',
  amount: '1.00',
  mines: 3,
  revealed: [],
  safe: 0,
  status: 'ACTIVE',
  multiplier: '0.0000',
  nextMultiplier: '1.1250',
  win: '0.00',
  mineTiles: null,
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 0,
  ...over,
});

const balance = { currency: 'USD', total: '100.00' };
const mines = (r: MinesRoundView) => ({
  __typename: 'MinesSuccess',
  replayed: false,
  resumed: false,
  round: r,
  balance,
});

function setup(engine: GameEngineConfig['engine'], answers: Record<string, () => unknown>) {
  const refresh = vi.fn();
  const fake = fakeClient({
    GameEngine: () => ({ gameEngine: config(engine) }),
    OriginalsConfig: () => ({ gameEngine: TABLES }),
    // a wheel game of another category than live-game-show spins here, not at a shared table
    LiveTableFlag: () => ({ gameEngine: { ...config(engine), liveTable: false } }),
    minesRound: () => ({ minesRound: { __typename: 'MinesOpenRound', round: null } }),
    ...answers,
  });
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={testSession('user', refresh)}>
        <MemoryRouter>
          <PlayPanel slug="royal-game" />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { ...fake, refresh };
}

function reducedMotion() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = original(query);
    return /prefers-reduced-motion/.test(query) ? { ...list, matches: true } : list;
  });
}

afterEach(() => vi.restoreAllMocks());

/** the game's lazy chunk loads first: slow on a loaded machine */
const WAIT = { timeout: 8000 };

const play = (name: string, data: Record<string, unknown>) => ({
  [name]: {
    __typename: 'PlaySuccess',
    replayed: false,
    round: {
      id: '2b0c4c5e-9f0a-4f7e-8d3f-3d1f0d3f0a12',
      engine: String((data.outcome as { __typename: string }).__typename)
        .replace('Outcome', '')
        .toUpperCase(),
      gameSlug: 'an-original',
      demo: false,
      currency: 'USD',
      amount: '1.00',
      win: data.win,
      multiplier: data.multiplier,
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: 1,
      outcome: data.outcome,
    },
    balance,
  },
});

describe('Mines', () => {
  it('starts, opens a tile with its step, cashes out and shows the mines', async () => {
    const mineTiles = [0, 1, 2];
    const { executeMutation, refresh } = setup('MINES', {
      minesStart: () => ({ minesStart: mines(round()) }),
      minesReveal: () => ({
        minesReveal: mines(
          round({
            revealed: [12],
            safe: 1,
            multiplier: '1.1250',
            nextMultiplier: '1.2857',
            win: '1.12',
          }),
        ),
      }),
      minesCashOut: () => ({
        minesCashOut: mines(
          round({
            revealed: [12],
            safe: 1,
            status: 'CASHED_OUT',
            multiplier: '1.1250',
            win: '1.12',
            mineTiles,
          }),
        ),
      }),
    });
    fireEvent.click(await screen.findByTestId('mines-start', {}, WAIT));
    const tile = await screen.findByRole('button', { name: 'Row 3, column 3: closed' }, WAIT);
    await waitFor(() => expect((tile as HTMLButtonElement).disabled).toBe(false));
    // no cash-out before a safe tile
    expect((screen.getByTestId('mines-cash-out') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(tile);
    expect(await screen.findByRole('button', { name: 'Row 3, column 3: gem' })).toBeTruthy();
    const reveal = executeMutation.mock.calls.find(
      ([op]) => op.query.definitions[0].name.value === 'minesReveal',
    );
    expect(reveal![0].variables.input).toMatchObject({ tile: 12, step: 0 });
    expect(screen.getByTestId('mines-next').textContent).toBe('×1.2857');
    fireEvent.click(screen.getByTestId('mines-cash-out'));
    expect(await screen.findByTestId('mines-result', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('mines-result').textContent).toBe('Cashed out at ×1.1250: $1.12');
    const field = screen.getByTestId('mines-field');
    expect(within(field).getAllByRole('button', { name: /: mine$/ })).toHaveLength(3);
    expect(refresh).toHaveBeenCalled();
  });

  it('a guest plays Mines in the browser on the fun balance and nothing is sent', async () => {
    const refresh = vi.fn();
    const fake = fakeClient({
      GameEngine: () => ({ gameEngine: config('MINES') }),
      OriginalsConfig: () => ({ gameEngine: TABLES }),
    });
    render(
      <Provider value={fake.client}>
        <SessionContext.Provider value={testSession('guest', refresh)}>
          <MemoryRouter>
            <PlayPanel slug="royal-game" />
          </MemoryRouter>
        </SessionContext.Provider>
      </Provider>,
    );
    clearFunBalances();
    fireEvent.click(await screen.findByTestId('mines-start', {}, WAIT));
    // the round is open once the tiles can be opened
    const tile = screen.getByRole('button', {
      name: 'Row 1, column 1: closed',
    }) as HTMLButtonElement;
    await waitFor(() => expect(tile.disabled).toBe(false), WAIT);
    expect(screen.getByTestId('demo-balance').textContent).toContain('999.90');
    fireEvent.click(tile);
    expect(
      await screen.findByRole('button', { name: /Row 1, column 1: (gem|mine)/ }, WAIT),
    ).toBeTruthy();
    expect(fake.executeMutation).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  }, 20_000);
});

describe('Plinko', () => {
  it('drops the ball into the slot the server drew and shows the win', async () => {
    const path = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0];
    setup('PLINKO', {
      playPlinko: () =>
        play('playPlinko', {
          win: '15.68',
          multiplier: '15.6800',
          outcome: {
            __typename: 'PlinkoOutcome',
            rows: 12,
            risk: 'MEDIUM',
            path,
            slot: 11,
            multiplier: '15.68',
          },
        }),
    });
    fireEvent.click(await screen.findByTestId('plinko-drop', {}, WAIT));
    expect(await screen.findByTestId('plinko-result', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('plinko-result').textContent).toBe(
      'The ball landed on ×15.68: $15.68',
    );
    expect(screen.getByTestId('plinko-slot-11').dataset.hit).toBe('true');
    expect(screen.getByTestId('plinko-slot-12').dataset.hit).toBeUndefined();
  });
});

describe('Keno', () => {
  it('sends the picks and, with reduced motion, shows every drawn number and the hits at once', async () => {
    reducedMotion();
    const drawn = [7, 3, 11, 19, 23, 29, 31, 35, 38, 40];
    const { executeMutation } = setup('KENO', {
      playKeno: () =>
        play('playKeno', {
          win: '1.50',
          multiplier: '1.5000',
          outcome: {
            __typename: 'KenoOutcome',
            picks: [7, 8],
            drawn,
            hits: [7],
            multiplier: '1.50',
          },
        }),
    });
    const seven = await screen.findByTestId('keno-7', {}, WAIT);
    expect((screen.getByTestId('keno-draw') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(seven);
    fireEvent.click(screen.getByTestId('keno-8'));
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('×7.16')).toBeTruthy();
    fireEvent.click(screen.getByTestId('keno-draw'));
    expect(await screen.findByTestId('keno-result', {}, WAIT)).toBeTruthy();
    const call = executeMutation.mock.calls.find(
      ([op]) => op.query.definitions[0].name.value === 'playKeno',
    );
    expect(call![0].variables.input).toMatchObject({ picks: [7, 8], risk: 'MEDIUM' });
    expect(screen.getByRole('button', { name: 'Number 7, picked and drawn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Number 40, drawn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Number 8' })).toBeTruthy();
  });
});

describe('Wheel', () => {
  it('with reduced motion, stops on the server segment at once and shows the win', async () => {
    reducedMotion();
    setup('WHEEL', {
      playWheel: () =>
        play('playWheel', {
          win: '4.90',
          multiplier: '4.9000',
          outcome: {
            __typename: 'WheelOutcome',
            segments: 20,
            risk: 'MEDIUM',
            segment: 19,
            multiplier: '4.90',
          },
        }),
    });
    fireEvent.click(await screen.findByTestId('wheel-spin', {}, WAIT));
    expect(await screen.findByTestId('wheel-result', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('wheel-result').textContent).toBe(
      'The wheel stopped on ×4.90: $4.90',
    );
    expect(screen.getByTestId('wheel-multiplier').textContent).toBe('×4.90');
  });
});
