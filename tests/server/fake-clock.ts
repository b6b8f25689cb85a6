import type { Clock } from '@server/clock';

/** A clock that stands still until the test moves it. */
export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
