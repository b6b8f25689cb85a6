import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CatalogueError,
  loadNcertCatalogue,
  NCERT_CATALOGUE_FILE,
  parseNcertCatalogue,
} from '@server/services/ncert-catalogue';
import { afterAll, describe, expect, it } from 'vitest';

// The NCERT catalogue shipped in server/db/seed: loaded and checked once at start.

const shipped = loadNcertCatalogue();

function titles(classId: string): string[] {
  const entry = shipped.classes.get(classId);
  return entry ? entry.subjects.flatMap((subject) => subject.textbooks.map((book) => book.title)) : [];
}

describe('the shipped NCERT catalogue', () => {
  it('has every class option, each with subjects and textbooks', () => {
    expect([...shipped.classes.keys()]).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    for (const entry of shipped.classes.values()) {
      expect(entry.name).toBe(`Class ${entry.grade}`);
      expect(entry.subjects.length).toBeGreaterThan(0);
      for (const subject of entry.subjects) expect(subject.textbooks.length).toBeGreaterThan(0);
    }
    const books = [...shipped.classes.values()].flatMap((entry) =>
      entry.subjects.flatMap((subject) => subject.textbooks),
    );
    expect(books).toHaveLength(158);
    expect(new Set(books.map((book) => book.code)).size).toBe(books.length);
  });

  it('names the current NCERT textbooks', () => {
    for (const classId of ['1', '2']) {
      expect(titles(classId)).toEqual(expect.arrayContaining(['Mridang', 'Sarangi', 'Joyful Mathematics']));
    }
    expect(titles('3')).toContain('Santoor');
    expect(titles('6')).toEqual(
      expect.arrayContaining([
        'Poorvi',
        'Ganita Prakash',
        'Curiosity',
        'Exploring Society: India and Beyond',
      ]),
    );
    expect(shipped.classes.get('6')?.stage).toBe('Middle');
  });

  it('keeps the single-source flag', () => {
    const class5 = shipped.classes.get('5');
    expect(class5?.subjects.find((subject) => subject.name === 'Arts')?.unconfirmed).toBe(true);
    expect(class5?.subjects.find((subject) => subject.name === 'English')?.unconfirmed).toBe(false);
  });
});

describe('a malformed NCERT catalogue', () => {
  const raw = () =>
    JSON.parse(
      JSON.stringify({ as_of: shipped.asOf, source_notes: [{ claim: 'c', source: 's' }], classes: [] }),
    );
  const valid = () => {
    const file = raw();
    file.classes = [...shipped.classes.values()].map((entry) => ({
      id: entry.id,
      name: entry.name,
      stage: entry.stage,
      series: entry.series,
      subjects: entry.subjects.map((subject) => ({
        name: subject.name,
        textbooks: subject.textbooks.map((book) => book.title),
        ncert_codes: subject.textbooks.map((book) => book.code),
      })),
    }));
    return file;
  };
  const cleanups: string[] = [];
  afterAll(async () => {
    for (const dir of cleanups) await rm(dir, { recursive: true, force: true });
  });

  it('is accepted when whole (the check below each change is the only difference)', () => {
    expect(parseNcertCatalogue(valid()).classes.size).toBe(12);
  });

  it.each([
    ['a missing class', (file: ReturnType<typeof valid>) => file.classes.pop(), /no entry for class 12/],
    [
      'a class listed twice',
      (file: ReturnType<typeof valid>) => file.classes.push(file.classes[0]),
      /lists Class 1 twice/,
    ],
    [
      'an unknown class',
      (file: ReturnType<typeof valid>) => {
        file.classes[0].id = '13';
      },
      /unknown class id "13"/,
    ],
    [
      'textbooks without their codes',
      (file: ReturnType<typeof valid>) => file.classes[9].subjects[0].ncert_codes.pop(),
      /Class 10 English \(Language and Literature\) has 3 textbooks but 2 codes/,
    ],
    [
      'a book code used twice',
      (file: ReturnType<typeof valid>) => {
        file.classes[1].subjects[0].ncert_codes[0] = file.classes[0].subjects[0].ncert_codes[0];
      },
      /book code aemr1 twice/,
    ],
    [
      'a subject without textbooks',
      (file: ReturnType<typeof valid>) => {
        file.classes[0].subjects[0].textbooks = [];
      },
      /malformed at \/classes\/0\/subjects\/0\/textbooks/,
    ],
  ])('is refused with %s', (_name, change, message) => {
    const file = valid();
    change(file);
    expect(() => parseNcertCatalogue(file)).toThrow(CatalogueError);
    expect(() => parseNcertCatalogue(file)).toThrow(message);
  });

  it('is refused when the file is not JSON, naming the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shala-catalogue-'));
    cleanups.push(dir);
    const file = join(dir, 'broken.json');
    await writeFile(file, '{ "classes": [');
    expect(() => loadNcertCatalogue(file)).toThrow(`The NCERT catalogue ${file} could not be read`);
    expect(NCERT_CATALOGUE_FILE).toMatch(/server\/db\/seed\/ncert-catalogue\.json$/);
  });
});
