// Every rule that depends on time (token expiry, session expiry, rate-limit windows, mail retry
// back-off) reads this clock, which buildApp receives, so tests can move time without sleeping
// (docs/decisions/0008-injected-clock.md). Timestamps go to SQL as parameters: never `now()` in a
// query that decides.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
