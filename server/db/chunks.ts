// PostgreSQL takes at most 65,535 parameters in one statement: a multi-row insert of a few
// thousand rows of a dozen columns goes in chunks of this many rows.
export const INSERT_CHUNK_ROWS = 1_000;

/** The rows in consecutive chunks of at most `size`. */
export function* inChunks<T>(rows: readonly T[], size = INSERT_CHUNK_ROWS): Generator<T[]> {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}
