// The dice track and the dealt cards: the server's roll is where the marker comes to rest (from
// the target, on a transform); with reduced motion it is there at once. Cards of the table are
// dealt one after another (staggered delays); history rows are not animated.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiceTrack } from './dice-track';
import { CardRow, DEAL_GAP_MS } from './playing-card';

function reducedMotion(on: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = original ? original(query) : ({ matches: false } as MediaQueryList);
    return /prefers-reduced-motion/.test(query) ? { ...list, matches: on } : list;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DiceTrack', () => {
  it('slides the marker from the target to the roll', async () => {
    reducedMotion(false);
    render(<DiceTrack roll="72.41" target="50.00" direction="OVER" won />);
    const track = screen.getByTestId('dice-track');
    expect(track.dataset.at).toBe('50');
    await waitFor(() => expect(track.dataset.at).toBe('72.41'));
    const layer = track.lastElementChild as HTMLElement;
    expect(layer.style.transform).toBe('translate3d(72.41%, 0, 0)');
  });

  it('shows the roll at once with reduced motion', () => {
    reducedMotion(true);
    render(<DiceTrack roll="12.00" target="50.00" direction="UNDER" won />);
    expect(screen.getByTestId('dice-track').dataset.at).toBe('12');
  });
});

describe('CardRow', () => {
  it('deals the table cards one after another, history cards without animation', () => {
    const { container, rerender } = render(<CardRow cards={[0, 13, 26]} hidden={1} deal />);
    const slots = [...container.firstElementChild!.children] as HTMLElement[];
    expect(slots.map((s) => s.style.animationDelay)).toEqual(
      [0, 1, 2, 3].map((i) => `${i * DEAL_GAP_MS}ms`),
    );
    expect(slots.every((s) => s.className.includes('motion-safe:animate-card-deal'))).toBe(true);
    rerender(<CardRow cards={[0, 13]} />);
    const plain = [...container.firstElementChild!.children] as HTMLElement[];
    expect(plain.some((s) => s.className.includes('animate-card-deal'))).toBe(false);
  });
});
