import type { Clock } from '@server/clock';
import type { DatabaseHandle } from '@server/db/client';
import { portalImports } from '@server/db/schema';
import { inTenant } from '@server/db/tenant-scope';
import type { JobKind } from '@server/jobs/runner';
import { and, eq } from 'drizzle-orm';

// An uploaded file holds children's data. Imported or cancelled, it is discarded at once; one that
// was checked and then left (the member closed the page, chose another file) is discarded by this
// job a day after its upload, so no school keeps a copy of its student list in an import nobody
// will run, and its rows with problems go with it. The import stays listed as cancelled, with why.

export const EXPIRE_UPLOAD_JOB = 'portal-import-expiry';

/** How long a checked file waits to be imported. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_EXPIRED = 'Not imported within a day of its upload: the file was discarded.';

export interface ExpireUploadPayload {
  importId: string;
  tenantId: string;
}

export function expireUploadKind(options: {
  database: DatabaseHandle;
  clock: Clock;
}): JobKind<ExpireUploadPayload> {
  const { database, clock } = options;
  return {
    name: EXPIRE_UPLOAD_JOB,
    policy: { maxAttempts: 5, baseDelayMs: 60_000, factor: 4, maxDelayMs: 3_600_000 },
    async run({ payload }) {
      await inTenant(database, payload.tenantId, (db) =>
        db
          .update(portalImports)
          .set({
            state: 'cancelled',
            file: null,
            skipped: { header: [], rows: [] },
            lastError: UPLOAD_EXPIRED,
            updatedAt: clock.now(),
          })
          .where(
            and(
              eq(portalImports.id, payload.importId),
              eq(portalImports.tenantId, payload.tenantId),
              // Queued, running or ended: the import itself takes care of its file.
              eq(portalImports.state, 'checked'),
            ),
          ),
      );
    },
  };
}
