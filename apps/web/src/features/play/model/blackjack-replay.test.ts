import {
  cardText,
  handValue,
  parseActions,
  replayRound,
  roundSummary,
  shuffleShoe,
} from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import type { VerifiedBet } from '../api/play';
import { cardFace } from './cards';
import { fairFloats } from './fair';
import { agrees, serverOutcome, verifyInBrowser } from './verify';

// Known answer computed independently with Python's hmac/hashlib and a plain Fisher–Yates; the
// server's verify test checks the same values (apps/server/src/modules/play/blackjack.test.ts).
const KAT = { server: 'aurum-blackjack-kat-server', client: 'kat-client', nonce: 3 };

// The rules are @aurum/domain's (the server settles with them); this checks the browser's path to
// them: WebCrypto floats → the shared shuffle and replay → the text compared with the server's.
describe('blackjack in the browser', () => {
  it('names cards by rank and suit', () => {
    expect(cardText(0)).toBe('A♠');
    expect(cardText(25)).toBe('K♥');
    expect(cardText(52 + 26 + 9)).toBe('10♦');
    expect(cardFace(311)).toEqual({ rank: 'K', suit: 'clubs', symbol: '♣', red: false });
    expect(cardFace(14).red).toBe(true);
  });

  it('totals hands with soft aces', () => {
    expect(handValue([0, 5])).toEqual({ total: 17, soft: true });
    expect(handValue([0, 5, 9])).toEqual({ total: 17, soft: false });
    expect(handValue([0, 13, 8])).toEqual({ total: 21, soft: true });
  });

  it('recomputes the known shoe and replays the known round', async () => {
    const floats = await fairFloats(KAT.server, KAT.client, KAT.nonce, 311);
    const shoe = shuffleShoe(floats);
    expect(shoe.slice(0, 12)).toEqual([282, 38, 103, 118, 61, 106, 154, 291, 164, 308, 217, 37]);
    expect(shoe.slice(-3)).toEqual([311, 104, 34]);
    expect(new Set(shoe).size).toBe(312);
    const round = replayRound(shoe, parseActions('psh')!);
    expect(round.dealt).toBe(8);
    expect(round.finished).toBe(true);
    expect(round.dealer).toEqual([38, 118, 291]);
    expect(round.hands.map((h) => [h.cards, h.result])).toEqual([
      [[282, 61], 'WIN'],
      [[103, 106, 154], 'LOSE'],
    ]);
    expect(roundSummary(round)).toBe(
      'D: K♦ 2♥ 6♦ (18) · 1: 10♥ 10♠ (20) WIN · 2: K♣ 3♠ Q♣ (23) LOSE',
    );
  });

  it('settles naturals at the deal and refuses actions the rules do not allow', () => {
    // player A♠ K♠ against 9♠ up: blackjack at once
    const shoe = [0, 8, 12, 5, ...Array.from({ length: 10 }, (_, i) => 20 + i)];
    expect(replayRound(shoe, []).hands[0]!.result).toBe('BLACKJACK');
    expect(() => replayRound(shoe, ['HIT'])).toThrow();
    // 5♠ 7♠ against 9♠: no split of unequal cards; a double after a hit is refused
    const plain = [4, 8, 6, 9, 1, 2, 3, 10, 11];
    expect(() => replayRound(plain, ['SPLIT'])).toThrow();
    expect(() => replayRound(plain, ['HIT', 'DOUBLE'])).toThrow();
    // 12 + 2 = 14, + 3 = 17, stand; dealer 9 + 10 = 19 stands
    const played = replayRound(plain, ['HIT', 'HIT', 'STAND']);
    expect(played.hands[0]!.result).toBe('LOSE');
    expect(parseActions('HX')).toBeNull();
  });

  it('verifies a round in the browser against the server answer (known answer)', async () => {
    const input = {
      engine: 'BLACKJACK' as const,
      serverSeed: KAT.server,
      clientSeed: KAT.client,
      nonce: KAT.nonce,
      actions: 'PSH',
    };
    const browser = await verifyInBrowser(input, 8);
    expect(browser.shoe).toHaveLength(312);
    expect(browser.floats).toHaveLength(8);
    // the server's verifyBet for the same bet (its test checks these values)
    const server: VerifiedBet = {
      __typename: 'VerifiedBet',
      serverSeedHash: browser.serverSeedHash,
      floats: browser.floats,
      pocket: null,
      roll: null,
      crashPoint: null,
      chainValid: null,
      baccarat: null,
      plinko: null,
      keno: null,
      wheel: null,
      mineTiles: null,
      blackjack: {
        shoe: [282, 38, 103, 118, 61, 106, 154, 291],
        dealerCards: [38, 118, 291],
        finished: true,
        hands: [
          { cards: [282, 61], doubled: false, result: 'WIN' },
          { cards: [103, 106, 154], doubled: false, result: 'LOSE' },
        ],
      },
    };
    expect(serverOutcome('BLACKJACK', server)).toBe(browser.outcome);
    expect(agrees('BLACKJACK', browser, server)).toBe(true);
    const wrong = { ...server, blackjack: { ...server.blackjack!, dealerCards: [38, 118, 290] } };
    expect(agrees('BLACKJACK', browser, wrong)).toBe(false);
    // other actions replay to another round
    const other = await verifyInBrowser({ ...input, actions: 'S' }, 5);
    expect(other.outcome).not.toBe(browser.outcome);
  });
});
