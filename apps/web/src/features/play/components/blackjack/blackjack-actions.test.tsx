// The action buttons follow the server's legal actions and lock while a request is in flight.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlackjackRoundView } from '../../api/blackjack';
import { BlackjackActions } from './blackjack-actions';

const round = (legalActions: BlackjackRoundView['legalActions']) =>
  ({ stake: '5.00', legalActions }) as BlackjackRoundView;
const enabled = () =>
  ['hit', 'stand', 'double', 'split'].filter(
    (a) => !(screen.getByTestId(`bj-${a}`) as HTMLButtonElement).disabled,
  );

describe('BlackjackActions', () => {
  it('enables exactly the legal actions, with their keys, and reports clicks', () => {
    const onAction = vi.fn();
    const { rerender } = render(
      <BlackjackActions
        round={round(['HIT', 'STAND', 'SPLIT'])}
        busy={false}
        currency="USD"
        onAction={onAction}
      />,
    );
    expect(enabled()).toEqual(['hit', 'stand', 'split']);
    expect(screen.getByRole('button', { name: /Split/ }).getAttribute('aria-keyshortcuts')).toBe(
      'P',
    );
    expect(screen.getByText('Double and split each add $5.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bj-split'));
    fireEvent.click(screen.getByTestId('bj-double'));
    expect(onAction.mock.calls).toEqual([['SPLIT']]);

    rerender(
      <BlackjackActions round={round(['HIT', 'STAND'])} busy currency="USD" onAction={onAction} />,
    );
    expect(enabled()).toEqual([]);
    rerender(
      <BlackjackActions round={round(['STAND'])} busy={false} currency="USD" onAction={onAction} />,
    );
    expect(enabled()).toEqual(['stand']);
  });
});
