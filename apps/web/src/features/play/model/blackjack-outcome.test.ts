import { describe, expect, it } from 'vitest';
import type { BlackjackHandView } from '../api/blackjack';
import { balanceTone, blackjackOutcomeKey } from './blackjack-outcome';

const hand = (total: number, result: BlackjackHandView['result']) =>
  ({ total, result, cards: [] }) as unknown as BlackjackHandView;
const round = (over: Partial<Parameters<typeof blackjackOutcomeKey>[0]>) => ({
  hands: [hand(20, 'WIN')],
  actions: 'S',
  dealerCards: [1, 2, 3],
  dealerTotal: 18,
  win: '10.00',
  amount: '5.00',
  ...over,
});

describe('blackjackOutcomeKey', () => {
  it('names the round by its hands and the money', () => {
    expect(blackjackOutcomeKey(round({ hands: [hand(21, 'BLACKJACK')], win: '12.50' }))).toBe(
      'blackjack',
    );
    // the dealer's peek: two cards, 21, no action
    const peek = { actions: '', dealerCards: [0, 12], dealerTotal: 21, win: '0.00' };
    expect(blackjackOutcomeKey(round({ ...peek, hands: [hand(18, 'LOSE')] }))).toBe(
      'dealerBlackjack',
    );
    expect(blackjackOutcomeKey(round({ ...peek, hands: [hand(21, 'PUSH')], win: '5.00' }))).toBe(
      'push',
    );
    expect(blackjackOutcomeKey(round({}))).toBe('win');
    expect(blackjackOutcomeKey(round({ hands: [hand(19, 'PUSH')], win: '5.00' }))).toBe('push');
    // a split: one hand won, one lost → the stake back overall
    const split = [hand(20, 'WIN'), hand(17, 'LOSE')];
    expect(blackjackOutcomeKey(round({ hands: split, win: '10.00', amount: '10.00' }))).toBe(
      'even',
    );
    expect(
      blackjackOutcomeKey(
        round({ hands: [hand(19, 'PUSH'), hand(23, 'LOSE')], amount: '10.00', win: '5.00' }),
      ),
    ).toBe('partial');
    expect(blackjackOutcomeKey(round({ hands: [hand(24, 'LOSE')], win: '0.00' }))).toBe('bust');
    expect(blackjackOutcomeKey(round({ hands: [hand(17, 'LOSE')], win: '0.00' }))).toBe('lose');
  });

  it('tells ahead, even and behind apart', () => {
    expect(balanceTone('10.00', '5.00')).toBe('ahead');
    expect(balanceTone('5.00', '5.00')).toBe('even');
    expect(balanceTone('2.50', '5.00')).toBe('behind');
  });
});
