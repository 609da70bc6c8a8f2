import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashRound } from '../api/crash';
import { crashMode, elapsedMs, verifyCrashHref } from './crash-mode';

const round = (phase: CrashRound['phase']) =>
  ({
    id: 'r',
    phase,
    bettingEndsAt: '2026-01-01T00:00:10.000Z',
    startedAt: phase === 'BETTING' ? null : '2026-01-01T00:00:10.000Z',
  }) as CrashRound;
const bet = (status: CrashBet['status']) => ({ status }) as CrashBet;

describe('crashMode', () => {
  it('maps the round, the bet and the queue to the action', () => {
    const cases: [Parameters<typeof crashMode>[0], string][] = [
      [{ signedIn: false, round: round('BETTING'), mine: null, queued: false }, 'signIn'],
      [{ signedIn: true, round: null, mine: null, queued: false }, 'loading'],
      [{ signedIn: true, round: round('BETTING'), mine: null, queued: false }, 'bet'],
      [{ signedIn: true, round: round('BETTING'), mine: null, queued: true }, 'bet'],
      [{ signedIn: true, round: round('BETTING'), mine: bet('ACTIVE'), queued: false }, 'placed'],
      [{ signedIn: true, round: round('RUNNING'), mine: bet('ACTIVE'), queued: false }, 'cashOut'],
      [{ signedIn: true, round: round('RUNNING'), mine: null, queued: false }, 'queue'],
      [{ signedIn: true, round: round('RUNNING'), mine: null, queued: true }, 'queued'],
      [
        { signedIn: true, round: round('RUNNING'), mine: bet('CASHED_OUT'), queued: false },
        'queue',
      ],
      [{ signedIn: true, round: round('CRASHED'), mine: bet('ACTIVE'), queued: false }, 'queue'],
    ];
    for (const [input, mode] of cases) expect(crashMode(input)).toBe(mode);
  });

  it('measures time since the start on the server clock, and links the verification', () => {
    const start = Date.parse('2026-01-01T00:00:10.000Z');
    expect(elapsedMs(round('RUNNING'), 500, start + 1000)).toBe(1500);
    expect(elapsedMs(round('BETTING'), 0, start - 2000)).toBe(-2000);
    const href = verifyCrashHref('rocket', {
      gameHash: 'g',
      salt: 's',
      gameIndex: 7,
      terminalHash: 't',
    });
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({
      engine: 'CRASH',
      serverSeed: 'g',
      clientSeed: 's',
      nonce: '7',
      hash: 't',
      game: 'rocket',
    });
  });
});
