import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import type { Encryption } from './manifest';

// Backups hold every child's record, so a school can encrypt them with a key it keeps elsewhere
// (BACKUP_KEY_FILE: a file with a passphrase). AES-256-GCM from node:crypto, streamed; the key is
// derived from the passphrase with scrypt and a salt of its own per backup. A short check value,
// an HMAC under the derived key, tells "wrong key" from "damaged file" before a byte is restored.

export class BackupKeyError extends Error {
  override readonly name = 'BackupKeyError';
}

const derive = promisify(scrypt) as (secret: Buffer, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_CHECK_LABEL = 'shala-backup key check';
/** Shorter passphrases are guessable offline from a stolen backup. */
const MIN_SECRET_LENGTH = 16;

/** The passphrase in a key file: its text without the trailing newline editors add. */
export async function readBackupKey(keyFile: string): Promise<Buffer> {
  let text: string;
  try {
    text = await readFile(keyFile, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new BackupKeyError(`The backup key file ${keyFile} cannot be read (${code}).`);
  }
  const secret = text.replace(/\r?\n$/, '');
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new BackupKeyError(
      `The backup key file ${keyFile} must hold a passphrase of at least ${MIN_SECRET_LENGTH} characters.`,
    );
  }
  return Buffer.from(secret, 'utf8');
}

function keyCheck(key: Buffer): Buffer {
  return createHmac('sha256', key).update(KEY_CHECK_LABEL).digest().subarray(0, 16);
}

/** A cipher stream for a new backup, and how to fill in the manifest's entry once it has ended. */
export async function encrypting(secret: Buffer): Promise<{ stream: Transform; finish: () => Encryption }> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await derive(secret, salt, 32);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  return {
    stream: cipher,
    finish: () => ({
      cipher: 'aes-256-gcm',
      kdf: 'scrypt',
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      authTag: cipher.getAuthTag().toString('base64'),
      keyCheck: keyCheck(key).toString('base64'),
    }),
  };
}

/** A decipher stream for a backup; refuses at once when the secret is not the one it was made with. */
export async function decrypting(secret: Buffer, encryption: Encryption): Promise<Transform> {
  const key = await derive(secret, Buffer.from(encryption.salt, 'base64'), 32);
  const expected = Buffer.from(encryption.keyCheck, 'base64');
  const actual = keyCheck(key);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new BackupKeyError('The backup key is wrong: this backup was encrypted with another key.');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encryption.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(encryption.authTag, 'base64'));
  return decipher;
}
