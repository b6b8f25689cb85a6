// Setting up what a test is not about straight in a stopped server's embedded database, when no
// API makes it yet from an owner's seat: the server must be stopped (PGlite is one process's
// database) and started again on the same data directory (launchAppServer's dataDir, keepData).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Runs `work` on the data directory's database, then closes it. */
export async function editDatabase<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Makes the owner's tenant a coaching centre with a course of `course`'s name and its batches, in
 * the order given; answers the course's id and each batch's id by name.
 */
export function coachingCourse(
  dataDir: string,
  ownerUserId: string,
  course: string,
  batches: readonly string[],
): Promise<{ courseId: string; batchIds: Record<string, string> }> {
  return editDatabase(dataDir, async (db) => {
    const tenant = await db.query<{ id: string }>(
      `update tenants set kind = 'coaching' where user_id = $1 returning id`,
      [ownerUserId],
    );
    const tenantId = tenant.rows[0]?.id;
    if (!tenantId) throw new Error('The owner has no tenant');
    const made = await db.query<{ id: string }>(
      `insert into tenant_classes (tenant_id, name, grade, custom, enabled, position)
       values ($1, $2, null, true, true, 100) returning id`,
      [tenantId, course],
    );
    const courseId = made.rows[0]?.id ?? '';
    const batchIds: Record<string, string> = {};
    for (const name of batches) {
      const batch = await db.query<{ id: string }>(
        `insert into class_sections (tenant_id, class_id, name, weekdays, starts_at, ends_at)
         values ($1, $2, $3, '{1,2,3,4,5}', 1080, 1200) returning id`,
        [tenantId, courseId, name],
      );
      batchIds[name] = batch.rows[0]?.id ?? '';
    }
    return { courseId, batchIds };
  });
}
