import { STORAGE_KEYS } from '@aurum/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// a fresh module per test: the preference is module state
async function load() {
  vi.resetModules();
  return import('./sound');
}

class FakeAudioContext {
  static created = 0;
  currentTime = 1;
  state = 'running';
  destination = {};
  oscillators: { type: string; started: number[] }[] = [];
  constructor() {
    FakeAudioContext.created += 1;
  }
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    const o = {
      type: 'sine',
      started: [] as number[],
      frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
      start: (at: number) => o.started.push(at),
      stop: vi.fn(),
    };
    this.oscillators.push(o);
    return o;
  }
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
    };
  }
}

describe('game sound', () => {
  beforeEach(() => {
    window.localStorage.clear();
    FakeAudioContext.created = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is muted by default and makes no sound (no audio context is even created)', async () => {
    const sound = await load();
    expect(sound.soundEnabled()).toBe(false);
    sound.playSound('win');
    expect(FakeAudioContext.created).toBe(0);
  });

  it('remembers the choice in local storage under its key', async () => {
    let sound = await load();
    sound.setSoundEnabled(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.playSound)).toBe('1');
    sound = await load();
    expect(sound.soundEnabled()).toBe(true);
    sound.setSoundEnabled(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.playSound)).toBe('0');
    sound = await load();
    expect(sound.soundEnabled()).toBe(false);
  });

  it('updates the toggle everywhere, also from another tab', async () => {
    const sound = await load();
    const { result } = renderHook(() => sound.useSoundEnabled());
    expect(result.current).toBe(false);
    act(() => sound.setSoundEnabled(true));
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.playSound, newValue: '0' }),
      );
    });
    expect(result.current).toBe(false);
  });

  it('synthesizes each sound from oscillators when on', async () => {
    const sound = await load();
    sound.setSoundEnabled(true);
    sound.playSound('spin');
    expect(FakeAudioContext.created).toBe(1);
    sound.playSound('win');
    expect(FakeAudioContext.created).toBe(1);
    // spin: 14 slowing ticks, win: a four-note chime
    expect(sound.soundTones('spin', 0)).toHaveLength(14);
    const ticks = sound.soundTones('spin', 0).map((t) => t.at);
    const gaps = ticks.slice(1).map((at, i) => at - ticks[i]!);
    expect(gaps.every((g, i) => i === 0 || g > gaps[i - 1]!)).toBe(true);
    expect(sound.soundTones('win', 0).map((t) => Math.round(t.freq))).toEqual([
      523, 659, 784, 1047,
    ]);
    expect(sound.soundTones('roll', 2).every((t) => t.at >= 2)).toBe(true);
  });
});
