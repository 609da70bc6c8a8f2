import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS, cooldownLeft } from './resend-cooldown';

describe('cooldownLeft', () => {
  it('allows a send when nothing was sent or more than a minute passed', () => {
    expect(cooldownLeft(null, 1_000)).toBe(0);
    expect(cooldownLeft(0, COOLDOWN_MS + 1)).toBe(0);
  });

  it('reports the time left inside the minute', () => {
    expect(cooldownLeft(10_000, 10_000 + 15_000)).toBe(45_000);
  });
});
