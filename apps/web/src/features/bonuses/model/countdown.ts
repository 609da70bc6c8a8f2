// Time left until a bonus expires (spec §3 UserBonus.expireAt), split for display; the view picks
// the two largest units ("6 d 23 h", "4 h 05 min", "12 min 09 s").
import { toEpochMs } from '@aurum/domain';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type CountdownUnit = 'days' | 'hours' | 'minutes';

export interface Countdown {
  expired: boolean;
  /** Milliseconds left (0 once expired). */
  leftMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The largest unit that is not zero: what the display leads with. */
  unit: CountdownUnit;
  /** Less than a day left: shown as a warning. */
  urgent: boolean;
}

/** The countdown at `now` (epoch ms); null when there is no (readable) expiry. */
export function countdown(expireAt: string | null | undefined, now: number): Countdown | null {
  const end = toEpochMs(expireAt ?? null);
  if (end === null) return null;
  const leftMs = Math.max(0, end - now);
  const days = Math.floor(leftMs / DAY);
  const hours = Math.floor((leftMs % DAY) / HOUR);
  const minutes = Math.floor((leftMs % HOUR) / MINUTE);
  const seconds = Math.floor((leftMs % MINUTE) / SECOND);
  return {
    expired: leftMs === 0,
    leftMs,
    days,
    hours,
    minutes,
    seconds,
    unit: days > 0 ? 'days' : hours > 0 ? 'hours' : 'minutes',
    urgent: leftMs < DAY,
  };
}

/**
 * How long until the display changes: every second in the last hour (seconds are shown), else at
 * the next whole minute of the remaining time. null once expired (nothing more to tick).
 */
export function nextTickMs(c: Countdown | null): number | null {
  if (!c || c.expired) return null;
  if (c.unit === 'minutes') return c.leftMs % SECOND || SECOND;
  return c.leftMs % MINUTE || MINUTE;
}

/** A duration in hours as the largest whole unit: 168 → 7 days, 72 → 3 days, 36 → 36 hours. */
export function hoursAsDuration(hours: number): { unit: 'days' | 'hours'; count: number } {
  if (hours > 0 && hours % 24 === 0) return { unit: 'days', count: hours / 24 };
  return { unit: 'hours', count: hours };
}
