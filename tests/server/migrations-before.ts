// A migration's own test starts from the schema just before it: a copy of the migrations folder
// that stops there, for migrate() to apply, then adds data in the old shape and runs the rest.
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@server/db/migrate';

async function readJournal(): Promise<{ entries: { tag: string }[] }> {
  return JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
}

/** Every migration's tag, oldest first: a test one migration behind this code takes the last two. */
export async function migrationTags(): Promise<string[]> {
  return (await readJournal()).entries.map((entry) => entry.tag);
}

/** A copy of the migrations folder holding only the migrations before `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shala-migrations-before-'));
  await mkdir(join(folder, 'meta'));
  const journal = await readJournal();
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`No migration ${tag} with others before it in ${MIGRATIONS_FOLDER}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return folder;
}
