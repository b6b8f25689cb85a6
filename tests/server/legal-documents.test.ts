// The legal-document calls of docs/requirements/api.md#legal-documents on both databases: the
// seeded terms and privacy policy, the latest version in force wins, an unknown type (or one not
// yet in force) is 404, and seeding is idempotent, also from two instances at once.

import { type LegalDocument, type LegalNode, parseLegalContent } from '@common/legal-content';
import type { App } from '@server/app';
import { rowsOf } from '@server/db/client';
import { legalDocuments } from '@server/db/schema';
import { legalDocumentSeeds } from '@server/db/seed/legal-documents';
import { latestLegalDocument, seedLegalDocuments } from '@server/services/legal-documents';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import { buildTestApp, captureLogs, type LogCapture } from './test-app';
import { databases, type TestDatabase } from './test-database';

const TERMS = '/prod/v1/legal-documents/type/TERMS_AND_CONDITIONS/latest';
const PRIVACY = '/prod/v1/legal-documents/type/PRIVACY_POLICY/latest';

function allNodes(nodes: readonly LegalNode[]): LegalNode[] {
  return nodes.flatMap((node) => [
    node,
    ...allNodes(node.content ?? []),
    ...(node.items ?? []).flatMap((item) => allNodes(item.content ?? [])),
  ]);
}

function textOf(document: LegalDocument): string {
  return allNodes(document.content)
    .flatMap((node) => [node.text ?? '', ...(node.items ?? []).map((item) => item.text)])
    .join('\n');
}

describe.each(databases())('legal documents on $kind', (target) => {
  let testDb: TestDatabase;
  let app: App;
  let logs: LogCapture;
  const clock = new FakeClock('2026-11-20T06:00:00.000Z');

  beforeAll(async () => {
    testDb = await target.open();
    logs = captureLogs();
    app = buildTestApp({ database: testDb.handle, clock, logs });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the seeded terms: a JSON string holding the heading and h2, paragraph and ul blocks', async () => {
    const response = await get(TERMS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      type: 'TERMS_AND_CONDITIONS',
      version: 1,
      effectiveAt: '2025-06-07T18:30:00.000Z',
    });
    expect(typeof body.content).toBe('string');
    const document = parseLegalContent(body.content) as LegalDocument;
    expect(document.heading).toBe('Terms & Conditions');
    const types = new Set(allNodes(document.content).map((node) => node.type));
    // marketing.md#legal-pages: the terms page skips h3, so the terms never rely on it.
    expect([...types].sort()).toEqual(['h2', 'paragraph', 'ul']);
    expect(textOf(document)).toMatch(/verifiable consent of a parent or lawful guardian/);
  });

  it('serves the seeded privacy policy, written for the DPDP Act 2023', async () => {
    const response = await get(PRIVACY);
    expect(response.statusCode).toBe(200);
    const document = parseLegalContent(response.json().content) as LegalDocument;
    expect(document.heading).toBe('Privacy Policy');
    const types = new Set(allNodes(document.content).map((node) => node.type));
    expect([...types].sort()).toEqual(['h2', 'h3', 'paragraph', 'ul']);
    // Nested blocks: a list item with a list inside it.
    expect(allNodes(document.content).some((node) => node.items?.some((item) => item.content?.length))).toBe(
      true,
    );
    const text = textOf(document);
    for (const required of [
      /Digital Personal Data Protection Act, 2023/,
      /Why we use it/, // purpose
      /withdraw your consent at any time, as easily as you gave it/,
      /access information about your personal data/,
      /corrected/,
      /erased/,
      /nominate another person/,
      /Grievance Officer/,
      /privacy@shala\.app/,
      /Data Protection Board of India/,
      /personal data breach affects your data, we will inform you and the Data Protection Board of India/,
    ])
      expect(text).toMatch(required);
  });

  it('serves the second privacy policy from midnight on 24 November 2026 in India, with the school portal’s sections', async () => {
    clock.set('2026-11-23T18:29:59.999Z');
    expect((await get(PRIVACY)).json().version).toBe(1);
    clock.set('2026-11-23T18:30:00.000Z');
    const body = (await get(PRIVACY)).json();
    expect(body).toMatchObject({
      type: 'PRIVACY_POLICY',
      version: 2,
      effectiveAt: '2026-11-23T18:30:00.000Z',
    });
    clock.set('2026-11-20T06:00:00.000Z');
    const document = parseLegalContent(body.content) as LegalDocument;
    expect(document.heading).toBe('Privacy Policy');
    // Only the blocks the privacy page renders.
    const types = new Set(allNodes(document.content).map((node) => node.type));
    expect([...types].sort()).toEqual(['h2', 'h3', 'paragraph', 'ul']);
    const text = textOf(document);
    for (const required of [
      /Student and guardian data schools keep in Shala/,
      /admission number, name, date of birth, gender, class and section, roll number, address/,
      /relation to the student .* phone number, e-mail address and preferred language/,
      /the institution is the Data Fiduciary and Shala is its Data Processor/,
      /Verifiable guardian consent in the school portal/,
      /messages to the student’s guardians, such as absence alerts, are not sent/,
      /no third-party scripts, no analytics/,
      /The audit log/,
      /viewed a student’s record/,
      /exported data/,
      /erased a student’s personal data/,
      /kept for at least one year/,
      /It keeps what a school must keep about its pupils/,
      /the admission number, class and section, and the dates of admission and leaving/,
      /Student and guardian records: for as long as the school keeps them/,
      /within 72 hours of becoming aware of the breach/,
      /Digital Personal Data Protection Rules, 2025/,
      /Grievance Officer, Shala/,
      /resolve it within 30 days/,
    ])
      expect(text).toMatch(required);
    // Everything the first version says is still said; only the section numbers it refers to moved,
    // and two paragraphs gained a sentence (the introduction names the school portal and the Rules;
    // the grievance period is the one published under the Rules).
    const [first] = legalDocumentSeeds.filter((seed) => seed.type === 'PRIVACY_POLICY' && seed.version === 1);
    if (!first) throw new Error('no first privacy policy');
    const lines = (document: LegalDocument) =>
      new Set(
        textOf(document)
          .split('\n')
          .map((line) => line.replace(/section \d+/g, 'section N').replace(/^\d+\. /, '')),
      );
    const now = lines(document);
    const dropped = [...lines(first.document)].filter((line) => !now.has(line));
    expect(dropped.map((line) => line.slice(0, 40))).toEqual([
      'This policy explains how Shala handles p',
      'We acknowledge every grievance within 2 ',
    ]);
  });

  it('answers 404 for a type it does not know, whatever the case', async () => {
    for (const type of ['COOKIE_POLICY', 'terms_and_conditions', 'TERMS_AND_CONDITIONS%20']) {
      const response = await get(`/prod/v1/legal-documents/type/${type}/latest`);
      expect(response.statusCode).toBe(404);
      const body = response.json();
      expect(body.message).toMatch(/legal document/);
      expect(body.error).toBe(body.message);
    }
  });

  it('serves the latest version in force: a newer one wins from its effective date', async () => {
    const { db } = testDb.handle;
    const document = (heading: string): LegalDocument => ({
      heading,
      content: [{ type: 'paragraph', text: heading }],
    });
    await db.insert(legalDocuments).values([
      {
        type: 'TERMS_AND_CONDITIONS',
        version: 2,
        content: document('Terms v2'),
        effectiveAt: new Date('2026-11-01T00:00:00Z'),
      },
      {
        type: 'TERMS_AND_CONDITIONS',
        version: 3,
        content: document('Terms v3'),
        effectiveAt: new Date('2026-12-20T00:00:00Z'),
      },
    ]);
    let body = (await get(TERMS)).json();
    expect(body.version).toBe(2);
    expect(parseLegalContent(body.content)?.heading).toBe('Terms v2');
    // The privacy policy is untouched by the terms' versions.
    expect((await get(PRIVACY)).json().version).toBe(1);

    clock.set('2026-12-20T00:00:00.000Z');
    body = (await get(TERMS)).json();
    expect(body).toMatchObject({ version: 3, effectiveAt: '2026-12-20T00:00:00.000Z' });
    expect(parseLegalContent(body.content)).toEqual(document('Terms v3'));

    // Before the first version took effect there is nothing to serve.
    clock.set('2025-06-01T00:00:00.000Z');
    const early = await get(PRIVACY);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('This legal document has not been published yet.');
    clock.set('2026-11-20T06:00:00.000Z');
  });

  it('keeps one row per type and version: the same version twice is refused', async () => {
    await expect(
      testDb.handle.db.insert(legalDocuments).values({
        type: 'PRIVACY_POLICY',
        version: 1,
        content: { heading: 'x', content: [] },
        effectiveAt: new Date(),
      }),
    ).rejects.toThrow();
    await expect(
      testDb.handle.db.execute(
        sql`insert into legal_documents (type, version, content, effective_at) values ('COOKIES', 1, '{}', now())`,
      ),
    ).rejects.toThrow();
  });

  it('seeds idempotently, also from two instances at once, and never rewrites a published version', async () => {
    const handles = [testDb.handle];
    const other = testDb.openAnother ? await testDb.openAnother() : undefined;
    if (other) handles.push(other);
    const runs = await Promise.all(
      [...handles, testDb.handle].map((handle) => seedLegalDocuments(handle.db)),
    );
    expect(runs.map((run) => run.inserted)).toEqual(runs.map(() => 0));
    const counts = rowsOf<{ type: string; n: number }>(
      await testDb.handle.db.execute(
        sql`select type, count(*)::int as n from legal_documents where version = 1 group by type order by type`,
      ),
    );
    expect(counts).toEqual([
      { type: 'PRIVACY_POLICY', n: 1 },
      { type: 'TERMS_AND_CONDITIONS', n: 1 },
    ]);
    await other?.close();

    // An edited copy of a published version is reported, and the stored text stays as published.
    const [privacy] = legalDocumentSeeds.filter((seed) => seed.type === 'PRIVACY_POLICY');
    if (!privacy) throw new Error('no privacy seed');
    const edited = { ...privacy, document: { ...privacy.document, heading: 'Edited' } };
    expect(await seedLegalDocuments(testDb.handle.db, [edited])).toEqual({
      inserted: 0,
      changedInSeed: ['PRIVACY_POLICY v1'],
    });
    const [stored] = await testDb.handle.db
      .select({ content: legalDocuments.content })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.type, 'PRIVACY_POLICY'), eq(legalDocuments.version, 1)));
    expect(stored?.content.heading).toBe('Privacy Policy');
    expect(await latestLegalDocument(testDb.handle.db, 'PRIVACY_POLICY', clock.now())).toMatchObject({
      version: 1,
    });
  });

  it('stored the seed when the app started, and logged it once', () => {
    const stored = logs.entries().filter((entry) => String(entry.msg).startsWith('Legal documents:'));
    expect(stored.map((entry) => entry.msg)).toEqual(['Legal documents: 3 new version(s) stored']);
  });
});
