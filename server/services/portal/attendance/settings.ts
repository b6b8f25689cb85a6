import type { AttendanceSettings } from '@common/api/portal/attendance';
import { clockTime } from '@common/school-clock';
import { attendanceSettings } from '@server/db/schema';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { eq } from 'drizzle-orm';
import { minutesOf } from '../school-day';

// The school's attendance rules: a school that never set them takes attendance daily, locked at 16:00.

export interface StoredSettings {
  mode: 'daily' | 'period';
  /** Minutes after midnight, IST. */
  lockAt: number;
}

export const DEFAULT_SETTINGS: StoredSettings = { mode: 'daily', lockAt: 16 * 60 };

export async function readSettings(db: TenantDatabase, tenantId: string): Promise<StoredSettings> {
  const [row] = await db
    .select({ mode: attendanceSettings.mode, lockAt: attendanceSettings.lockAt })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.tenantId, tenantId));
  return row ?? DEFAULT_SETTINGS;
}

export function settingsBody(settings: StoredSettings): AttendanceSettings {
  return { mode: settings.mode, lockTime: clockTime(settings.lockAt) };
}

export async function writeSettings(
  db: TenantDatabase,
  tenantId: string,
  body: AttendanceSettings,
  now: Date,
): Promise<StoredSettings> {
  const values = { mode: body.mode, lockAt: minutesOf(body.lockTime), updatedAt: now };
  await db
    .insert(attendanceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: attendanceSettings.tenantId, set: values });
  return { mode: values.mode, lockAt: values.lockAt };
}
