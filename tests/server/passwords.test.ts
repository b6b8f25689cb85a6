import { afterEach, describe, expect, it, vi } from 'vitest';

// Hashing waits its turn (services/passwords.ts): at most one hash per core but one runs at once,
// so a flood of logins cannot take every core from the event loop. The real argon2id is replaced
// by a stand-in that records how many calls overlap.

const overlap = vi.hoisted(() => ({ now: 0, max: 0, calls: 0 }));

vi.mock('@node-rs/argon2', () => {
  const slow = async <T>(value: T): Promise<T> => {
    overlap.calls += 1;
    overlap.now += 1;
    overlap.max = Math.max(overlap.max, overlap.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    overlap.now -= 1;
    return value;
  };
  return {
    hash: (password: string) => slow(`hashed:${password}`),
    verify: (stored: string, password: string) => slow(stored === `hashed:${password}`),
  };
});

const { HASH_CONCURRENCY, hashPassword, verifyPassword } = await import('@server/services/passwords');

describe('password hashing under load', () => {
  afterEach(() => {
    overlap.max = 0;
    overlap.calls = 0;
  });

  it('runs at most one hash per core but one at a time, and at least one', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const hashes = await Promise.all(Array.from({ length: 12 }, (_, index) => hashPassword(`pw${index}`)));
    expect(hashes[3]).toBe('hashed:pw3');
    expect(overlap.calls).toBe(12);
    expect(overlap.max).toBe(HASH_CONCURRENCY);
  });

  it('queues verifications too, known and unknown accounts alike, and still answers each one', async () => {
    const stored = await hashPassword('Chalk&Board2026');
    overlap.max = 0;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => verifyPassword(stored, 'Chalk&Board2026')),
      ...Array.from({ length: 6 }, () => verifyPassword(stored, 'wrong')),
      ...Array.from({ length: 6 }, () => verifyPassword(undefined, 'Chalk&Board2026')),
    ]);
    expect(answers).toEqual([...Array(6).fill(true), ...Array(12).fill(false)]);
    expect(overlap.max).toBe(HASH_CONCURRENCY);
  });

  it('frees its turn when a hash fails', async () => {
    const argon2 = await import('@node-rs/argon2');
    vi.spyOn(argon2, 'hash').mockRejectedValueOnce(new Error('out of memory'));
    await expect(hashPassword('a')).rejects.toThrow('out of memory');
    // Were the turn kept, these would wait for ever (and the test time out).
    expect(await Promise.all([hashPassword('b'), hashPassword('c')])).toEqual(['hashed:b', 'hashed:c']);
  });
});
