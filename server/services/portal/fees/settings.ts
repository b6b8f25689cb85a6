import type { FeeSettings } from '@common/api/portal/fees';
import { feeSettings } from '@server/db/fee-tables';
import type { TenantDatabase } from '@server/db/tenant-scope';
import { refuse } from '@server/http-error';
import { eq } from 'drizzle-orm';

// The school's fee settings (docs/requirements/fees.md): a school that never set them has no UPI
// ID (slips carry no QR), receipts in series R, no late fine, no advance, reminders 3 days before
// and 7 after a due date, and no GST.

export type StoredFeeSettings = FeeSettings;

export const DEFAULT_FEE_SETTINGS: StoredFeeSettings = {
  upiVpa: '',
  upiPayee: '',
  receiptSeries: 'R',
  fineGraceDays: 0,
  fineKind: 'none',
  finePaise: 0,
  fineCapPaise: 0,
  advanceLimitPaise: 0,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  officePhone: '',
  gstMode: false,
  gstin: '',
};

const columns = {
  upiVpa: feeSettings.upiVpa,
  upiPayee: feeSettings.upiPayee,
  receiptSeries: feeSettings.receiptSeries,
  fineGraceDays: feeSettings.fineGraceDays,
  fineKind: feeSettings.fineKind,
  finePaise: feeSettings.finePaise,
  fineCapPaise: feeSettings.fineCapPaise,
  advanceLimitPaise: feeSettings.advanceLimitPaise,
  reminderDaysBefore: feeSettings.reminderDaysBefore,
  reminderDaysAfter: feeSettings.reminderDaysAfter,
  officePhone: feeSettings.officePhone,
  gstMode: feeSettings.gstMode,
  gstin: feeSettings.gstin,
};

export async function readFeeSettings(db: TenantDatabase, tenantId: string): Promise<StoredFeeSettings> {
  const [row] = await db.select(columns).from(feeSettings).where(eq(feeSettings.tenantId, tenantId));
  return row ?? DEFAULT_FEE_SETTINGS;
}

/** GST invoices are a coaching centre's (schools stay out of GST), and need the GSTIN. */
export async function writeFeeSettings(
  db: TenantDatabase,
  tenantId: string,
  body: FeeSettings,
  coaching: boolean,
  now: Date,
): Promise<StoredFeeSettings> {
  if (body.gstMode && !coaching) throw refuse(409, 'gst_schools_exempt');
  if (body.gstMode && !body.gstin) throw refuse(400, 'gst_needs_gstin');
  const values = { ...body, upiVpa: body.upiVpa.trim(), upiPayee: body.upiPayee.trim(), updatedAt: now };
  await db
    .insert(feeSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: feeSettings.tenantId, set: values });
  return body;
}
