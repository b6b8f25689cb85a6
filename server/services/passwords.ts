import { hash, verify } from '@node-rs/argon2';

// argon2id, m=19456 KiB, t=2, p=1 (DESIGN.md, OWASP's minimum), through @node-rs/argon2 whose
// async calls run on libuv's thread pool: hashing never blocks the event loop. Passwords are
// hashed whole (no truncation); the 128-character cap (common/validation.ts) bounds the cost.

// `Algorithm.Argon2id` is an ambient const enum, which isolatedModules cannot read: its value is 2.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when the account does not exist, so an unknown address costs the same time as a
// wrong password and timing does not tell which addresses are registered.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('shala-timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
