import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id, m=19456 KiB, t=2, p=1 (docs/requirements/security.md#passwords, OWASP's minimum),
// through @node-rs/argon2 whose async calls run on libuv's thread pool: hashing never blocks the
// event loop. Passwords are hashed whole (no truncation); the 128-character cap
// (common/validation.ts) bounds the cost.
//
// A hash takes a core for about 10 ms. libuv runs four at once, so a burst of logins would take
// every core of a small machine and starve the event loop that answers everyone else
// (docs/decisions/0006-argon2id-hashing-gate.md: login "must not slow the other endpoints"). Hashes
// therefore wait their turn here: at most one per core but one, leaving a core to the event loop
// (and at least one, on a single core). A flood of logins queues behind this gate instead of
// slowing every other request.

// `Algorithm.Argon2id` is an ambient const enum, which isolatedModules cannot read: its value is 2.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** How many hashes may run at once. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never drops below the queue's need.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

// Verified when the account does not exist, so an unknown address costs the same time as a
// wrong password and timing does not tell which addresses are registered.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('shala-timing-equaliser-not-a-password');
    const equaliser = await dummyHash;
    await inTurn(() => verify(equaliser, password)).catch(() => false);
    return false;
  }
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
