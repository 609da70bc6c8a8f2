// The verifier prefilled from a bet's link: the browser recomputes the bet (WebCrypto + the shared
// rules) and shows whether the server's verifyBet and the committed hash agree; a seed still in
// use is revealed on request.
import { fireEvent, render, screen } from '@testing-library/react';
import { createHash, createHmac } from 'node:crypto';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { PENDING, fakeClient } from '@/test/fake-client';
import type { VerifiedBet } from '../../api/play';
import { Verifier } from './verifier';

const SERVER = 'revealed-server-seed';
const HASH = createHash('sha256').update(SERVER).digest('hex');

/** The first float of bet 7 (client seed "c"), computed with node:crypto as the server does. */
function firstFloat(): number {
  const b = createHmac('sha256', SERVER).update('c:7:0').digest();
  return b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
}

function verified(over: Partial<VerifiedBet> = {}): VerifiedBet {
  const f = firstFloat();
  const roll = Math.floor(f * 10000);
  return {
    __typename: 'VerifiedBet',
    serverSeedHash: HASH,
    floats: [f],
    pocket: null,
    roll: `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`,
    crashPoint: null,
    chainValid: null,
    baccarat: null,
    blackjack: null,
    plinko: null,
    keno: null,
    wheel: null,
    mineTiles: null,
    ...over,
  };
}

function setup({
  url,
  server = verified(),
  signedIn = false,
  seeds = null as unknown,
}: {
  url: string;
  server?: VerifiedBet;
  signedIn?: boolean;
  seeds?: unknown;
}) {
  /** The variables of each verifyBet the verifier sent. */
  const verifications: Record<string, unknown>[] = [];
  const { client } = fakeClient({
    verifyBet: (variables) => {
      verifications.push(variables);
      return { verifyBet: server };
    },
    fairnessSeeds: () => ({ fairnessSeeds: seeds }),
    GameEngine: () => PENDING,
    rotateServerSeed: () => PENDING,
  });
  render(
    <Provider value={client}>
      <MemoryRouter initialEntries={[url]}>
        <Verifier signedIn={signedIn} />
      </MemoryRouter>
    </Provider>,
  );
  return { verifications };
}

describe('Verifier', () => {
  it('matches a dice bet against the server and the hash committed before it', async () => {
    const { verifications } = setup({
      url: `/fairness?engine=DICE&serverSeed=${SERVER}&clientSeed=c&nonce=7&hash=${HASH}`,
    });
    fireEvent.click(screen.getByTestId('verify-button'));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain(
      'Match: your browser computed the same result as the server.',
    );
    expect(result.textContent).toContain(`${HASH} ✓`);
    expect(verifications).toHaveLength(1);
    expect(verifications[0]).toMatchObject({
      serverSeed: SERVER,
      clientSeed: 'c',
      nonce: 7,
      engine: 'DICE',
    });
  });

  it('shows a mismatch when the server reports another roll', async () => {
    setup({
      url: `/fairness?engine=DICE&serverSeed=${SERVER}&clientSeed=c&nonce=7`,
      server: verified({ roll: '99.99' }),
    });
    fireEvent.click(screen.getByTestId('verify-button'));
    expect((await screen.findByTestId('verify-result')).textContent).toContain(
      'Mismatch: the result does not match.',
    );
  });

  it("fills in a revealed seed of the viewer's, or offers to reveal one still in use", async () => {
    setup({
      url: `/fairness?engine=DICE&clientSeed=c&nonce=7&hash=${HASH}`,
      signedIn: true,
      seeds: { serverSeedHash: HASH, clientSeed: 'c', nonce: 8, previous: [] },
    });
    expect(await screen.findByTestId('reveal-seed')).toBeTruthy();
    expect((screen.getByTestId('verify-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('fills in the server seed from the revealed pairs', async () => {
    setup({
      url: `/fairness?engine=DICE&clientSeed=c&nonce=7&hash=${HASH}`,
      signedIn: true,
      seeds: {
        serverSeedHash: 'other',
        clientSeed: 'c',
        nonce: 0,
        previous: [
          {
            serverSeed: SERVER,
            serverSeedHash: HASH,
            clientSeed: 'c',
            nonce: 9,
            revealedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    await vi.waitFor(() =>
      expect((screen.getByTestId('verify-server-seed') as HTMLInputElement).value).toBe(SERVER),
    );
    expect(screen.queryByTestId('reveal-seed')).toBeNull();
  });
});
