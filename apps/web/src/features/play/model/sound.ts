// Game sounds: muted until the player turns them on (the choice is remembered in local storage,
// STORAGE_KEYS.playSound), synthesized with the Web Audio API — a chip click, the wheel or reels
// ticking to a stop, the dice rattling, a short rising chime for a win. No audio files.
import { STORAGE_KEYS } from '@aurum/domain';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

export type SoundName = 'chip' | 'spin' | 'roll' | 'win' | 'reel' | 'bigWin' | 'feature';

// When storage is unavailable the choice lives for this page view.
let remembered: boolean | null = null;
const listeners = new Set<() => void>();

export function soundEnabled(): boolean {
  return remembered ?? readStorage(STORAGE_KEYS.playSound) === '1';
}

export function setSoundEnabled(on: boolean): void {
  remembered = on;
  writeStorage(STORAGE_KEYS.playSound, on ? '1' : '0');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.playSound) return;
    remembered = event.newValue === '1';
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(subscribe, soundEnabled, () => false);
}

type AudioCtor = new () => AudioContext;
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

interface Tone {
  at: number;
  freq: number;
  duration: number;
  type: OscillatorType;
  gain: number;
  /** glide to this frequency */
  to?: number;
}

function tone(ac: AudioContext, t: Tone) {
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = t.type;
  osc.frequency.setValueAtTime(t.freq, t.at);
  if (t.to) osc.frequency.exponentialRampToValueAtTime(t.to, t.at + t.duration);
  amp.gain.setValueAtTime(0.0001, t.at);
  amp.gain.exponentialRampToValueAtTime(t.gain, t.at + 0.008);
  amp.gain.exponentialRampToValueAtTime(0.0001, t.at + t.duration);
  osc.connect(amp);
  amp.connect(ac.destination);
  osc.start(t.at);
  osc.stop(t.at + t.duration + 0.02);
}

/** The tones of a sound, starting at `start` (seconds on the audio clock). */
export function soundTones(name: SoundName, start: number): Tone[] {
  const tones: Tone[] = [];
  switch (name) {
    case 'chip':
      tones.push({ at: start, freq: 2200, duration: 0.05, type: 'triangle', gain: 0.06 });
      tones.push({ at: start + 0.025, freq: 3100, duration: 0.04, type: 'triangle', gain: 0.04 });
      break;
    case 'spin': {
      // ticks that slow down, like a ball over the frets or reels coming to a stop
      let at = start;
      for (let i = 0; i < 14; i++) {
        tones.push({ at, freq: 1250 - i * 25, duration: 0.025, type: 'square', gain: 0.025 });
        at += 0.04 + i * 0.011;
      }
      break;
    }
    case 'roll': {
      const gaps = [0, 0.05, 0.08, 0.14, 0.17, 0.26, 0.31];
      gaps.forEach((gap, i) =>
        tones.push({
          at: start + gap,
          freq: 420 + ((i * 137) % 260),
          duration: 0.035,
          type: 'square',
          gain: 0.03,
        }),
      );
      break;
    }
    case 'reel':
      // a reel landing: a low thunk
      tones.push({ at: start, freq: 180, to: 90, duration: 0.09, type: 'sine', gain: 0.09 });
      break;
    case 'bigWin':
      // a rising fanfare, twice
      [0, 0.5].forEach((offset) =>
        [392, 523.25, 659.25, 783.99, 1046.5, 1318.5].forEach((freq, i) =>
          tones.push({
            at: start + offset + i * 0.07,
            freq,
            duration: 0.3,
            type: 'triangle',
            gain: 0.07,
          }),
        ),
      );
      break;
    case 'feature':
      // the free-spins intro: a shimmer going up
      for (let i = 0; i < 10; i++) {
        tones.push({
          at: start + i * 0.05,
          freq: 880 + i * 110,
          duration: 0.12,
          type: 'sine',
          gain: 0.04,
        });
      }
      break;
    case 'win':
      [523.25, 659.25, 783.99, 1046.5].forEach((freq, i) =>
        tones.push({ at: start + i * 0.09, freq, duration: 0.22, type: 'triangle', gain: 0.07 }),
      );
      break;
  }
  return tones;
}

/** Plays a sound when sounds are on (call it from a user gesture first, as browsers require). */
export function playSound(name: SoundName): void {
  if (!soundEnabled()) return;
  const ac = audio();
  if (!ac) return;
  if (ac.state === 'suspended') void ac.resume().catch(() => undefined);
  for (const t of soundTones(name, ac.currentTime + 0.01)) tone(ac, t);
}
