// The play gate (issue 14): while a reality check is open no game takes a bet — the play shell
// is inert and the game hotkeys do nothing.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlayPaused } from '@/lib/play-gate';
import { fakeClient, PENDING } from '@/test/fake-client';
import PlayPanel from './play-panel';
import { useLetterKeys, useSpaceKey } from './use-body-key';

function Keys({ onSpace, onLetter }: { onSpace: () => void; onLetter: (v: string) => void }) {
  useSpaceKey(onSpace);
  useLetterKeys({ h: 'HIT' }, onLetter);
  return null;
}

afterEach(() => act(() => setPlayPaused(false)));

describe('play gate', () => {
  it('ignores the game hotkeys while play is paused', () => {
    const onSpace = vi.fn();
    const onLetter = vi.fn();
    render(<Keys onSpace={onSpace} onLetter={onLetter} />);
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(onSpace).toHaveBeenCalledTimes(1);
    expect(onLetter).toHaveBeenCalledWith('HIT');
    act(() => setPlayPaused(true));
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(onSpace).toHaveBeenCalledTimes(1);
    expect(onLetter).toHaveBeenCalledTimes(1);
  });

  it('makes the whole game panel inert while paused', () => {
    const fake = fakeClient({ GameEngine: () => PENDING });
    render(
      <Provider value={fake.client}>
        <PlayPanel slug="book-of-aurum" />
      </Provider>,
    );
    const shell = screen.getByTestId('play-shell');
    expect(shell.hasAttribute('inert')).toBe(false);
    act(() => setPlayPaused(true));
    expect(shell.hasAttribute('inert')).toBe(true);
    act(() => setPlayPaused(false));
    expect(shell.hasAttribute('inert')).toBe(false);
  });
});
