import type { SectionAnalytics } from '@common/api/portal/exam-analytics';
import { analyseSection } from '@common/exams/analytics';
import type { TenantDatabase } from '@server/db/tenant-scope';
import type { AcademicYear } from '../academic-year';
import { standingCards } from './results';

// A section's results analysed (docs/requirements/exams.md#analytics) from the same cards the
// report cards print: published ones once the term is published, the marks as they stand before.
// The arithmetic is common/exams/analytics.ts's.

export async function sectionAnalytics(
  db: TenantDatabase,
  tenantId: string,
  sectionId: string,
  termKey: string,
  year: AcademicYear,
): Promise<SectionAnalytics> {
  const { section, scheme, published, rows } = await standingCards(db, tenantId, sectionId, termKey, year);
  return analyseSection({
    section: { id: section.id, name: section.label },
    published,
    scheme: scheme.document,
    students: rows.map((row) => ({ id: row.id, card: row.card })),
  });
}
