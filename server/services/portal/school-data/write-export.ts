import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '@server/db/client';
import { tenants } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { csvCell } from '../csv-export';
import { exportReadme } from './export-readme';
import { countRows, readTable, type SchoolRow } from './read-table';
import { type SchoolTable, schoolTables } from './school-tables';

// Writes a school's whole export (docs/requirements/school-data.md#export): every table's rows to
// a CSV and a JSON file on disk as they are read (memory stays at one batch whatever the school's
// size), then one ZIP of them with the README, streamed to its file (JSZip, decision 0032). A run
// starts from nothing: what a stopped run left behind is removed first, so a retry is safe.

const BOM = '\uFEFF';

export interface ExportTarget {
  database: DatabaseHandle;
  tenantId: string;
  exportedBy: string;
  exportedAt: Date;
  /** The ZIP's path; its parts are written beside it first. */
  file: string;
  signal: AbortSignal;
  progress(done: number, total: number, table: string): Promise<void>;
}

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function close(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

function cell(value: unknown): string {
  if (value !== null && typeof value === 'object') return csvCell(JSON.stringify(value));
  return csvCell(value as string | number | boolean | null | undefined);
}

/** The row with the exported columns only, in the table's order. */
function picked(row: SchoolRow, table: SchoolTable): SchoolRow {
  return Object.fromEntries(table.columns.map((column) => [column.name, row[column.name] ?? null]));
}

async function writeTable(
  parts: string,
  target: ExportTarget,
  table: SchoolTable,
  onRows: (n: number) => Promise<void>,
) {
  const csv = createWriteStream(join(parts, `${table.name}.csv`));
  const json = createWriteStream(join(parts, `${table.name}.json`));
  await write(csv, `${BOM}${table.columns.map((column) => cell(column.name)).join(',')}\r\n`);
  await write(json, '[');
  let written = 0;
  for await (const batch of readTable(target.database, target.tenantId, table, target.signal)) {
    const rows = batch.map((row) => picked(row, table));
    await write(csv, rows.map((row) => `${Object.values(row).map(cell).join(',')}\r\n`).join(''));
    await write(
      json,
      rows.map((row, index) => `${written + index > 0 ? ',' : ''}\n${JSON.stringify(row)}`).join(''),
    );
    written += rows.length;
    await onRows(rows.length);
  }
  await write(json, '\n]\n');
  await Promise.all([close(csv), close(json)]);
}

/** Writes the export to `target.file`; answers its size in bytes. */
export async function writeSchoolExport(target: ExportTarget): Promise<number> {
  const { database, tenantId } = target;
  const parts = `${target.file}.parts`;
  await rm(parts, { recursive: true, force: true });
  await mkdir(parts, { recursive: true });
  try {
    const tables = await schoolTables(database.db);
    const counted = [];
    for (const table of tables) counted.push({ table, rows: await countRows(database, tenantId, table) });
    const total = counted.reduce((sum, { rows }) => sum + rows, 0);
    let done = 0;
    for (const { table } of counted) {
      await writeTable(parts, target, table, async (rows) => {
        done += rows;
        await target.progress(done, Math.max(total, done), table.name);
      });
    }
    const [school] = await database.db
      .select({
        id: tenants.id,
        name: tenants.name,
        code: tenants.code,
        description: tenants.description,
        owner: tenants.owner,
        domain: tenants.domain,
        contactEmail: tenants.contactEmail,
        contactPhone: tenants.contactPhone,
        kind: tenants.kind,
        createdAt: tenants.createdAt,
      })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    if (!school) throw new Error('The school is gone');

    const zip = new JSZip();
    zip.file(
      'README.md',
      exportReadme({
        schoolName: school.name,
        code: school.code,
        exportedAt: target.exportedAt.toISOString(),
        exportedBy: target.exportedBy,
        tables: counted,
      }),
    );
    zip.file(
      'school.csv',
      `${BOM}${Object.keys(school).map(cell).join(',')}\r\n${Object.values(school).map(cell).join(',')}\r\n`,
    );
    zip.file('school.json', `${JSON.stringify(school, null, 2)}\n`);
    for (const { table } of counted) {
      zip.file(`csv/${table.name}.csv`, createReadStream(join(parts, `${table.name}.csv`)));
      zip.file(`json/${table.name}.json`, createReadStream(join(parts, `${table.name}.json`)));
    }
    const partial = `${target.file}.partial`;
    await pipeline(
      zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }),
      createWriteStream(partial),
      { signal: target.signal },
    );
    // Renamed only when whole: a file at the final path is always a complete ZIP.
    await rename(partial, target.file);
    return (await stat(target.file)).size;
  } finally {
    await rm(parts, { recursive: true, force: true });
  }
}
