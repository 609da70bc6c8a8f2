// Dice's chance and multiplier follow the engine's rule (under t: t %, over t: 99.99 − t %).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameEngineConfig } from '../../api/play';
import { DiceControls } from './dice-controls';

const CONFIG = { rtp: '97.00' } as GameEngineConfig;

describe('DiceControls', () => {
  it('shows the chance and the multiplier of the target and direction', () => {
    const onDirection = vi.fn();
    const { rerender } = render(
      <DiceControls
        config={CONFIG}
        target="30.00"
        direction="UNDER"
        onTarget={() => {}}
        onDirection={onDirection}
      />,
    );
    expect(screen.getByText('30.00%')).toBeTruthy();
    expect(screen.getByText('3.2333×')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Roll over' }));
    expect(onDirection).toHaveBeenCalledWith('OVER');
    rerender(
      <DiceControls
        config={CONFIG}
        target="30.00"
        direction="OVER"
        onTarget={() => {}}
        onDirection={onDirection}
      />,
    );
    expect(screen.getByText('69.99%')).toBeTruthy();
    expect(screen.getByText('1.3859×')).toBeTruthy();
  });
});
