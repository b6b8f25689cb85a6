import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { PassThrough, pipeline as pipe, type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupKeyError, decrypting, encrypting } from './encryption';
import type { BackupManifest } from './manifest';

// One backup is one file, so copying it to a USB drive or another machine cannot separate the
// data from what describes it:
//   SHALA-BACKUP 1\n
//   <the manifest as one line of JSON>\n
//   <the payload: a pg_dump archive or PGlite's files, encrypted when a key is set>
// `head -2 FILE` shows the manifest. The payload's checksum is known only once it is written, so
// the payload streams to a scratch file first and the backup is assembled after; the finished
// file appears under its name only when complete (rename), with the owner's permissions only.

const MAGIC = 'SHALA-BACKUP 1\n';
/** The manifest line is far shorter; a longer "header" is not one of ours. */
const MAX_HEADER_BYTES = 1024 * 1024;

export class BackupFileError extends Error {
  override readonly name = 'BackupFileError';
}

export type ManifestWithoutPayload = Omit<BackupManifest, 'payloadSha256' | 'payloadBytes' | 'encryption'>;

/**
 * Writes a backup at `path`: `produce` writes the payload into the stream it is given (and ends
 * it), and resolves with the manifest's other fields.
 */
export async function writeBackupFile(
  path: string,
  produce: (sink: Writable) => Promise<ManifestWithoutPayload>,
  secret: Buffer | undefined,
): Promise<BackupManifest> {
  const scratch = `${path}.payload.partial`;
  const partial = `${path}.partial`;
  try {
    const hash = createHash('sha256');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    const cipher = secret ? await encrypting(secret) : undefined;
    const sink = new PassThrough();
    const stored = createWriteStream(scratch, { mode: 0o600 });
    const written = cipher ? pipeline(sink, cipher.stream, counter, stored) : pipeline(sink, counter, stored);
    let described: ManifestWithoutPayload;
    try {
      described = await produce(sink);
    } catch (error) {
      sink.destroy(error as Error);
      await written.catch(() => undefined);
      throw error;
    }
    await written;
    const manifest: BackupManifest = {
      ...described,
      payloadSha256: hash.digest('hex'),
      payloadBytes: bytes,
      ...(cipher ? { encryption: cipher.finish() } : {}),
    };
    const out = createWriteStream(partial, { mode: 0o600 });
    out.write(`${MAGIC}${JSON.stringify(manifest)}\n`);
    await pipeline(createReadStream(scratch), out);
    const handle = await open(partial, 'r+');
    await handle.sync().finally(() => handle.close());
    await rename(partial, path);
    return manifest;
  } finally {
    await rm(scratch, { force: true });
    await rm(partial, { force: true });
  }
}

export interface BackupHeader {
  readonly manifest: BackupManifest;
  /** Where the payload starts in the file. */
  readonly payloadOffset: number;
}

/** Reads the manifest of a backup file; throws a BackupFileError when the file is not a backup. */
export async function readBackupHeader(path: string): Promise<BackupHeader> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw new BackupFileError(
      `The backup ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}).`,
    );
  }
  try {
    const buffer = Buffer.alloc(MAX_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    const end = head.indexOf('\n', MAGIC.length);
    if (head.subarray(0, MAGIC.length).toString('utf8') !== MAGIC || end === -1) {
      throw new BackupFileError(`${path} is not a Shala backup.`);
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(head.subarray(MAGIC.length, end).toString('utf8')) as BackupManifest;
    } catch {
      throw new BackupFileError(`The manifest of ${path} is damaged.`);
    }
    return { manifest, payloadOffset: end + 1 };
  } finally {
    await handle.close();
  }
}

/** Recomputes the payload's checksum: a damaged or cut-short copy is refused before anything is restored. */
export async function verifyChecksum(path: string, header: BackupHeader): Promise<void> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path, { start: header.payloadOffset })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  const { payloadSha256, payloadBytes } = header.manifest;
  if (bytes !== payloadBytes || hash.digest('hex') !== payloadSha256) {
    throw new BackupFileError(
      `The backup ${path} is damaged: its checksum does not match its manifest (copy it again from where it was kept).`,
    );
  }
}

/** The payload, decrypted when it was encrypted (after verifyChecksum: the tag then cannot fail). */
export async function openPayload(
  path: string,
  header: BackupHeader,
  secret: Buffer | undefined,
): Promise<Readable> {
  const stored = createReadStream(path, { start: header.payloadOffset });
  const { encryption } = header.manifest;
  if (!encryption) return stored;
  if (!secret) {
    stored.destroy();
    throw new BackupKeyError(
      'This backup is encrypted: set BACKUP_KEY_FILE to the file holding the key it was made with.',
    );
  }
  let decipher: Transform;
  try {
    decipher = await decrypting(secret, encryption);
  } catch (error) {
    stored.destroy();
    throw error;
  }
  // An error on either side destroys both, so the reader sees it.
  return pipe(stored, decipher, () => undefined);
}
