// The server's clock. Rules that depend on elapsed time (sign-in throttling, the chat's rate
// limit) read it from `AppDeps.clock` / the GraphQL context instead of `Date.now()`, so tests move
// time forward instead of sleeping: `createTestServer()` gives every app an adjustable clock
// (`server.clock.advance(2_000)`). Production uses the system clock.
export interface Clock {
  /** the current time */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system clock, plus an offset that only grows (tests). */
export interface AdjustableClock extends Clock {
  /** moves the clock forward by `ms` */
  advance(ms: number): void;
}

export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('A clock only moves forward.');
      offset += ms;
    },
  };
}
