import type { FastifyBaseLogger } from 'fastify';
import { seedLegalDocuments } from '../services/legal-documents';
import type { DatabaseHandle } from './client';

/**
 * Data the app needs in its tables, stored after the migrations at every start (main.ts, and the
 * test databases). Each seed is safe to repeat and to run from several instances at once.
 */
export async function runSeeds(
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const { inserted, changedInSeed } = await seedLegalDocuments(database.db);
  if (inserted > 0) log.info(`Legal documents: ${inserted} new version(s) stored`);
  if (changedInSeed.length > 0) {
    log.warn(
      { versions: changedInSeed },
      'Published legal document versions differ from the seed file and were left unchanged: publish a change as a new version',
    );
  }
}
