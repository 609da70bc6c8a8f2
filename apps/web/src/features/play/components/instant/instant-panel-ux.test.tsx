import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { FreeSpinsBonus } from '../../api/free-spins';
import type { GameEngineConfig, PlaySuccess } from '../../api/play';
import PlayPanel from '../play-panel';

const SLOT: GameEngineConfig = {
  __typename: 'GameEngineConfig',
  slug: 'golden-pharaoh',
  engine: 'SLOTS',
  rtp: '96.00',
  currency: 'USD',
  minBet: '0.20',
  maxBet: '100.00',
  slots: {
    theme: 'egypt',
    lines: [[1, 1, 1, 1, 1]],
    strips: [],
    scatterPays: ['2', '10', '50'],
    symbols: Array.from({ length: 10 }, (_, id) => ({
      id,
      name: `Symbol ${id}`,
      kind: id === 8 ? 'WILD' : id === 9 ? 'SCATTER' : 'REGULAR',
      pays: [],
    })),
    freeSpins: 10,
    freeSpinMultiplier: 2,
  },
  roulette: null,
  dice: null,
  crash: null,
};

const SPIN: PlaySuccess = {
  __typename: 'PlaySuccess',
  replayed: false,
  balance: { currency: 'USD', real: '20.00', bonus: '9.80', total: '29.80' },
  round: {
    id: 'r1',
    gameSlug: 'golden-pharaoh',
    engine: 'SLOTS',
    demo: false,
    currency: 'USD',
    amount: '0.20',
    win: '0.00',
    multiplier: '0.0000',
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 0,
    createdAt: '2026-11-21T05:00:00.000Z',
    outcome: {
      __typename: 'SlotsOutcome',
      base: {
        grid: [
          [0, 1, 2],
          [3, 4, 5],
          [6, 7, 0],
          [1, 2, 3],
          [4, 5, 6],
        ],
        lineWins: [],
        scatters: 0,
      },
      freeSpins: [],
      freeSpinMultiplier: 2,
    },
  },
};

const BONUS: FreeSpinsBonus = {
  id: 42,
  status: 'FREESPINS_PLAY',
  isCurrent: true,
  freeSpinsLeft: 3,
  freeSpinValue: '0.20',
  activatedCurrencyCode: 'USD',
  bonusInfo: { freespinsInfo: { freespinsGameSlug: 'golden-pharaoh' } },
};

function setup({
  status = 'user',
  mutation,
  bonuses = [],
}: {
  status?: Session['status'];
  mutation?: (name: string | undefined, variables: unknown) => unknown;
  bonuses?: FreeSpinsBonus[];
}) {
  const mutate = (name: string) => (variables: Record<string, unknown>) =>
    mutation?.(name, variables);
  const { client, executeMutation, executeQuery } = fakeClient({
    GameEngine: () => ({ gameEngine: SLOT }),
    SlotRules: () => ({
      jurisdictionProfile: {
        id: 'DEFAULT',
        minSpinMillis: 0,
        noCelebrationAtOrBelowStake: false,
        autoplayAllowed: true,
      },
    }),
    FreeSpinsOffer: () => ({
      getUserBonusesList: {
        __typename: 'UserBonusList',
        count: bonuses.length,
        bonusList: bonuses,
      },
    }),
    playSlots: mutate('playSlots'),
    playFreeSpin: mutate('playFreeSpin'),
    rotateGuestDemoSeed: mutate('rotateGuestDemoSeed'),
  });
  const session = testSession(status);
  render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <PlayPanel slug="golden-pharaoh" />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { executeMutation, executeQuery };
}

type DemoSeed = { token: string; clientSeed: string; nonce: number };
/** The play mutations sent so far (not the seed rotations), their variables. */
function playCalls(executeMutation: { mock: { calls: unknown[][] } }) {
  return executeMutation.mock.calls
    .map(
      (c) =>
        c[0] as { query: unknown; variables: { input?: { demo?: boolean; demoSeed?: DemoSeed } } },
    )
    .filter((op) => op.variables.input !== undefined)
    .map((op) => op.variables as { input: { demo?: boolean; demoSeed?: DemoSeed } });
}

describe('the game panel', { timeout: 20_000 }, () => {
  it('starts at the slot minimum of 0.20 and shows a server refusal inline, keeping the stake', async () => {
    const { executeMutation } = setup({
      mutation: () => ({
        playSlots: { __typename: 'GeneralAppError', code: 'BET_TOO_HIGH', message: 'x' },
      }),
    });
    // the slot page is its own chunk
    const stake = (await screen.findByLabelText(
      'Stake',
      {},
      { timeout: 4000 },
    )) as HTMLInputElement;
    expect(stake.value).toBe('0.20');
    fireEvent.change(stake, { target: { value: '7,5' } });
    fireEvent.click(screen.getByTestId('play-button'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Stake too high');
    expect(alert.textContent).toContain('The maximum stake in this game is $100.00.');
    expect(stake.value).toBe('7.5');
    expect(executeMutation).toHaveBeenCalledTimes(1);
    // a stake over the maximum is refused before it is sent, inline too
    fireEvent.change(stake, { target: { value: '150' } });
    expect(screen.getByText('The maximum stake is $100.00')).toBeTruthy();
    // (once the reels of the refused spin are back at rest)
    await waitFor(() =>
      expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('gives a guest the demo game with the fun balance and a call to register', async () => {
    const { executeMutation } = setup({
      status: 'guest',
      mutation: (name) =>
        name === 'playSlots'
          ? { playSlots: SPIN }
          : {
              rotateGuestDemoSeed: {
                __typename: 'GuestDemoSeed',
                token: 'T',
                serverSeedHash: 'H',
                revealedServerSeed: null,
              },
            },
    });
    fireEvent.click(await screen.findByTestId('play-button', {}, { timeout: 4000 }));
    expect(screen.getByTestId('demo-balance').textContent).toContain('1,000.00');
    expect(
      screen.getByRole('link', { name: 'Register to play for real' }).getAttribute('href'),
    ).toBe('/sign-up');
    // no real/demo switch for a guest
    expect(screen.queryByRole('radiogroup', { name: 'Play mode' })).toBeNull();
    await waitFor(() => expect(playCalls(executeMutation)).toHaveLength(1));
    expect(playCalls(executeMutation)[0]!.input.demo).toBe(true);
  });

  it("plays a guest's demo rounds on a committed seed pair and links each to the verifier once revealed", async () => {
    window.sessionStorage.clear();
    const rotations: (string | null)[] = [];
    const { executeMutation } = setup({
      status: 'guest',
      mutation: (name, variables) => {
        const v = variables as {
          previous?: string | null;
          input?: { demoSeed?: { token: string; clientSeed: string; nonce: number } };
        };
        if (name === 'rotateGuestDemoSeed') {
          rotations.push(v.previous ?? null);
          const n = rotations.length;
          return {
            rotateGuestDemoSeed: {
              __typename: 'GuestDemoSeed',
              token: `T${n}`,
              serverSeedHash: `H${n}`,
              revealedServerSeed: v.previous ? `S${n - 1}` : null,
            },
          };
        }
        const seed = v.input!.demoSeed!;
        const hash = seed.token.replace('T', 'H');
        return {
          playSlots: {
            ...SPIN,
            round: {
              ...SPIN.round,
              id: `r-${hash}-${seed.nonce}`,
              demo: true,
              serverSeedHash: hash,
              clientSeed: seed.clientSeed,
              nonce: seed.nonce,
            },
          },
        };
      },
    });
    const spin = async (n: number) => {
      const button = await screen.findByTestId('play-button', {}, { timeout: 4000 });
      // the last spin is fully presented (a tap while the reels turn is a quick stop)
      if (n > 1) {
        await waitFor(
          () =>
            expect(screen.getByTestId('slot-machine').getAttribute('data-state')).toBe('settled'),
          { timeout: 8000 },
        );
      }
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(button);
      await waitFor(() => expect(playCalls(executeMutation)).toHaveLength(n));
    };
    await spin(1);
    await spin(2);
    // one commitment, then two rounds on it: nonces 0 and 1, the browser's client seed
    expect(rotations).toEqual([null]);
    const sent = playCalls(executeMutation).map((c) => c.input.demoSeed);
    expect(sent.map((s) => [s?.token, s?.nonce])).toEqual([
      ['T1', 0],
      ['T1', 1],
    ]);
    const clientSeed = sent[0]!.clientSeed;
    expect(clientSeed).toMatch(/^[0-9a-f]{16}$/);
    // the round's fairness data: the hash shown before it, the client seed, the nonce
    const block = await screen.findByTestId('guest-fairness', {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId('guest-fairness-nonce').textContent).toBe('1'), {
      timeout: 8000,
    });
    expect(screen.getByTestId('guest-fairness-hash').textContent).toBe('H1');
    expect(block.textContent).toContain(clientSeed);
    expect(screen.queryByTestId('guest-fairness-verify')).toBeNull();
    // revealing rotates the pair: the old seed comes back and the verifier link is filled in
    fireEvent.click(screen.getByTestId('guest-fairness-reveal'));
    const link = await screen.findByTestId('guest-fairness-verify');
    expect(rotations).toEqual([null, 'T1']);
    expect(screen.getByTestId('guest-fairness-seed').textContent).toBe('S1');
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/fairness');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      engine: 'SLOTS',
      serverSeed: 'S1',
      clientSeed,
      nonce: '1',
      hash: 'H1',
      game: 'golden-pharaoh',
    });
    // the next round is played on the new pair, from nonce 0
    await spin(3);
    expect(playCalls(executeMutation)[2]!.input.demoSeed).toEqual({
      token: 'T2',
      clientSeed,
      nonce: 0,
    });
  });

  it("plays the bonus's free spins from the banner at the bonus's stake", async () => {
    const { executeMutation } = setup({
      bonuses: [BONUS],
      mutation: (name) =>
        name === 'playFreeSpin'
          ? {
              playFreeSpin: {
                __typename: 'FreeSpinSuccess',
                freeSpinsLeft: 2,
                status: 'FREESPINS_PLAY',
                play: SPIN,
              },
            }
          : undefined,
    });
    const banner = await screen.findByTestId('free-spins-banner', {}, { timeout: 4000 });
    expect(banner.textContent).toContain('Free spins left: 3');
    expect(banner.textContent).toContain('$0.20 per spin, paid by your bonus');
    fireEvent.click(screen.getByTestId('free-spin-button'));
    // the reels roll first (no reduced motion here), then land on the spin
    const machine = screen.getByTestId('slot-machine');
    await waitFor(() => expect(machine.getAttribute('data-state')).toBe('spinning'));
    await waitFor(() => expect(machine.getAttribute('data-state')).toBe('settled'), {
      timeout: 5000,
    });
    const call = executeMutation.mock.calls[0]![0] as { variables: { input: unknown } };
    expect(call.variables.input).toMatchObject({ userBonusId: 42, gameSlug: 'golden-pharaoh' });
    expect(screen.getByTestId('free-spins-banner').textContent).toContain('Free spins left: 2');
    expect(screen.getByTestId('play-balance').textContent).toBe('$29.80');
  });

  it('has no free-spins banner without such a bonus, and a sound switch that is off', async () => {
    setup({
      bonuses: [{ ...BONUS, bonusInfo: { freespinsInfo: { freespinsGameSlug: 'other' } } }],
    });
    const toggle = await screen.findByTestId('sound-toggle', {}, { timeout: 4000 });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Game sound');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('play_sound')).toBe('1');
    expect(screen.queryByTestId('free-spins-banner')).toBeNull();
  });
});
