import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLASS_OPTIONS } from '@common/tenant-features';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';

// The NCERT catalogue a tenant's classes are provisioned from (server/db/seed/README.md says where
// it comes from). It is read and checked once at start: a malformed file stops the server with one
// line naming the problem, rather than failing a tenant's deploy later.

export const NCERT_CATALOGUE_FILE = fileURLToPath(
  new URL('../db/seed/ncert-catalogue.json', import.meta.url),
);

const Text = Type.String({ minLength: 1 });

const SubjectSchema = Type.Object({
  name: Text,
  textbooks: Type.Array(Text, { minItems: 1 }),
  ncert_codes: Type.Array(Type.String({ pattern: '^[a-z]{4}[0-9]{1,2}$' }), { minItems: 1 }),
  note: Type.Optional(Text),
  unconfirmed: Type.Optional(Type.Boolean()),
});

const ClassSchema = Type.Object({
  id: Text,
  name: Text,
  stage: Text,
  series: Text,
  framework: Type.Optional(Text),
  note: Type.Optional(Text),
  subjects: Type.Array(SubjectSchema, { minItems: 1 }),
});

const CatalogueSchema = Type.Object({
  as_of: Text,
  ncert_codes_note: Type.Optional(Text),
  source_notes: Type.Array(Type.Object({ claim: Text, source: Text }), {
    minItems: 1,
  }),
  classes: Type.Array(ClassSchema),
});

type CatalogueFile = Static<typeof CatalogueSchema>;

export interface CatalogueTextbook {
  title: string;
  /** NCERT's book code (e.g. `fegp1`), unique within the catalogue. */
  code: string;
}

export interface CatalogueSubject {
  name: string;
  note: string | null;
  /** Only one source names this subject's title(s). */
  unconfirmed: boolean;
  textbooks: CatalogueTextbook[];
}

export interface CatalogueClass {
  /** The class option id, '1' to '12'. */
  id: string;
  grade: number;
  name: string;
  stage: string;
  series: string;
  subjects: CatalogueSubject[];
}

export interface NcertCatalogue {
  asOf: string;
  /** Keyed by class option id. */
  classes: ReadonlyMap<string, CatalogueClass>;
}

export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
}

const validator = Compile(CatalogueSchema);

/** Checks a parsed catalogue and returns it in the shape provisioning uses; throws a CatalogueError. */
export function parseNcertCatalogue(input: unknown): NcertCatalogue {
  if (!validator.Check(input)) {
    const first = validator.Errors(input)[0];
    throw new CatalogueError(
      `The NCERT catalogue is malformed at ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`,
    );
  }
  const file: CatalogueFile = input;
  const classes = new Map<string, CatalogueClass>();
  const codes = new Set<string>();
  for (const entry of file.classes) {
    const option = CLASS_OPTIONS.find((item) => item.id === entry.id);
    if (!option)
      throw new CatalogueError(`The NCERT catalogue has an unknown class id ${JSON.stringify(entry.id)}.`);
    if (classes.has(entry.id)) throw new CatalogueError(`The NCERT catalogue lists Class ${entry.id} twice.`);
    if (entry.name !== option.name) {
      throw new CatalogueError(
        `The NCERT catalogue names class ${entry.id} "${entry.name}", not "${option.name}".`,
      );
    }
    const subjectNames = new Set<string>();
    const subjects = entry.subjects.map((subject): CatalogueSubject => {
      const where = `${option.name} ${subject.name}`;
      if (subjectNames.has(subject.name))
        throw new CatalogueError(`The NCERT catalogue lists ${where} twice.`);
      subjectNames.add(subject.name);
      if (subject.textbooks.length !== subject.ncert_codes.length) {
        throw new CatalogueError(
          `The NCERT catalogue's ${where} has ${subject.textbooks.length} textbooks but ${subject.ncert_codes.length} codes.`,
        );
      }
      const textbooks = subject.textbooks.map((title, index): CatalogueTextbook => {
        const code = subject.ncert_codes[index] as string;
        if (codes.has(code)) throw new CatalogueError(`The NCERT catalogue uses book code ${code} twice.`);
        codes.add(code);
        return { title, code };
      });
      return {
        name: subject.name,
        note: subject.note ?? null,
        unconfirmed: subject.unconfirmed === true,
        textbooks,
      };
    });
    classes.set(entry.id, {
      id: entry.id,
      grade: option.grade,
      name: option.name,
      stage: entry.stage,
      series: entry.series,
      subjects,
    });
  }
  const missing = CLASS_OPTIONS.filter((option) => !classes.has(option.id)).map((option) => option.id);
  if (missing.length > 0)
    throw new CatalogueError(`The NCERT catalogue has no entry for class ${missing.join(', ')}.`);
  return { asOf: file.as_of, classes };
}

/** Reads and checks the shipped catalogue (or another file); throws a CatalogueError naming the problem. */
export function loadNcertCatalogue(file: string = NCERT_CATALOGUE_FILE): NcertCatalogue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(
      `The NCERT catalogue ${file} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseNcertCatalogue(parsed);
}
