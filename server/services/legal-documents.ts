import type { LegalDocument, LegalDocumentResponse, LegalDocumentType } from '@common/legal-content';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { legalDocuments } from '../db/schema';
import { type LegalDocumentSeed, legalDocumentSeeds } from '../db/seed/legal-documents';

// The terms and the privacy policy (docs/requirements/api.md#legal-documents): every version is
// kept, and the latest one whose effective date has arrived is served.

/**
 * Inserts the seed versions the table lacks. Safe to run on every start and from several instances
 * at once: an existing (type, version) is left alone, since a published version never changes.
 * Returns the versions that differ from the seed file, so the caller can warn that an edit to a
 * published version was not applied.
 */
export async function seedLegalDocuments(
  db: Database,
  seeds: readonly LegalDocumentSeed[] = legalDocumentSeeds,
): Promise<{ inserted: number; changedInSeed: string[] }> {
  let inserted = 0;
  const changedInSeed: string[] = [];
  for (const seed of seeds) {
    const rows = await db
      .insert(legalDocuments)
      .values({
        type: seed.type,
        version: seed.version,
        content: seed.document,
        effectiveAt: new Date(seed.effectiveAt),
      })
      .onConflictDoNothing({ target: [legalDocuments.type, legalDocuments.version] })
      .returning({ id: legalDocuments.id });
    if (rows.length > 0) {
      inserted += 1;
      continue;
    }
    const [stored] = await db
      .select({ content: legalDocuments.content })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.type, seed.type), eq(legalDocuments.version, seed.version)));
    if (stored && !sameDocument(stored.content, seed.document))
      changedInSeed.push(`${seed.type} v${seed.version}`);
  }
  return { inserted, changedInSeed };
}

/** jsonb keeps its own key order, so compare documents by value. */
function sameDocument(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The version in force at `now`, as the API answers it; undefined when none has taken effect. */
export async function latestLegalDocument(
  db: Database,
  type: LegalDocumentType,
  now: Date,
): Promise<LegalDocumentResponse | undefined> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.type, type), lte(legalDocuments.effectiveAt, now)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (!row) return undefined;
  const document: LegalDocument = row.content;
  return {
    id: row.id,
    type,
    version: row.version,
    effectiveAt: row.effectiveAt.toISOString(),
    // docs/requirements/api.md#legal-documents: the document travels as a JSON string in `content`.
    content: JSON.stringify({ heading: document.heading, content: document.content }),
  };
}
