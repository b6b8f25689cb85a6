import { ADMISSION_NUMBER_MAX_LENGTH } from '@common/api/portal/student-limits';
import { GENDERS, RELATIONS } from '@common/api/portal/students';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/validation';
import { date, email, oneOf, phone, text, whole } from './cell-rules';
import { headerKey } from './columns';
import type { RowCheck } from './row-check';
import type { SchoolClasses } from './school-classes';
import { LANGUAGE_VALUES } from './templates';

// A students file: a student by admission number (unique in the file, ignoring case), in one of
// the school's sections, with one or two guardians by phone. Blank optional cells leave an
// existing record's value as it is (a sibling's row that leaves a guardian's e-mail blank must not
// clear it).

type Gender = (typeof GENDERS)[number];
type Relation = (typeof RELATIONS)[number];

export interface GuardianRecord {
  name: string;
  relation: Relation;
  phone: string;
  phoneKey: string;
  email: string | null;
  language: 'en' | 'hi' | null;
}

export interface StudentRecord {
  row: number;
  admissionNumber: string;
  name: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  sectionId: string;
  rollNumber: number | null;
  address: string | null;
  guardians: GuardianRecord[];
}

const GENDER_ALIASES: Record<string, Gender> = {
  f: 'female',
  m: 'male',
  महिला: 'female',
  पुरुष: 'male',
  अन्य: 'other',
};
const LANGUAGE_ALIASES: Record<string, 'en' | 'hi'> = {
  english: 'en',
  hindi: 'hi',
  अंग्रेज़ी: 'en',
  अंग्रेजी: 'en',
  हिंदी: 'hi',
  हिन्दी: 'hi',
};
const RELATION_ALIASES: Record<string, Relation> = {
  माता: 'mother',
  माँ: 'mother',
  पिता: 'father',
  अभिभावक: 'guardian',
};

const GUARDIAN_COLUMNS = [
  { prefix: 'guardian', required: true },
  { prefix: 'secondGuardian', required: false },
] as const;

export function studentChecker(school: SchoolClasses, today: string) {
  const admissions = new Map<string, number>();
  const rolls = new Map<string, number>();

  const guardian = (row: RowCheck, prefix: string, needed: boolean): GuardianRecord | null | undefined => {
    const keys = ['Name', 'Relation', 'Phone', 'Email', 'Language'].map((part) => `${prefix}${part}`);
    if (!needed && keys.every((key) => !row.cell(key))) return null;
    const [nameKey, relationKey, phoneKey, emailKey, languageKey] = keys as [
      string,
      string,
      string,
      string,
      string,
    ];
    const name = row.need(nameKey, (value, label) => text(value, label, NAME_MAX_LENGTH));
    const relation = row.need(relationKey, (value, label) =>
      oneOf(value, label, RELATIONS, 'invalid_relation', RELATION_ALIASES),
    );
    const written = row.need(phoneKey, phone);
    const address = row.may(emailKey, email);
    const language = row.may(languageKey, (value, label) =>
      oneOf(value, label, LANGUAGE_VALUES, 'invalid_language', LANGUAGE_ALIASES),
    );
    if (!name || !relation || !written || address === undefined || language === undefined) return undefined;
    return { name, relation, phone: written.phone, phoneKey: written.key, email: address, language };
  };

  return (row: RowCheck): StudentRecord | undefined => {
    const admissionNumber = row.need('admissionNumber', (value, label) =>
      text(value, label, ADMISSION_NUMBER_MAX_LENGTH),
    );
    const name = row.need('name', (value, label) => text(value, label, NAME_MAX_LENGTH));
    const dateOfBirth = row.may('dateOfBirth', (value, label) => date(value, label, today));
    const gender = row.may('gender', (value, label) =>
      oneOf(value, label, GENDERS, 'invalid_gender', GENDER_ALIASES),
    );
    const rollNumber = row.may('rollNumber', (value, label) => whole(value, label, 1, 9999));
    const address = row.may('address', (value, label) => text(value, label, ADDRESS_MAX_LENGTH, true));

    let sectionId: string | undefined;
    const className = row.cell('class');
    const sectionName = row.cell('section');
    const klass = className ? school.byName.get(headerKey(className)) : undefined;
    if (!className) row.fail('class', { code: 'required', message: 'Class is required.' });
    else if (!klass)
      row.fail('class', { code: 'unknown_class', message: `The school has no class "${className}".` });
    if (!sectionName) row.fail('section', { code: 'required', message: 'Section is required.' });
    else if (klass) {
      sectionId = klass.sections.get(headerKey(sectionName));
      if (!sectionId) {
        row.fail('section', {
          code: 'unknown_section',
          message: `${klass.name} has no section "${sectionName}".`,
        });
      }
    }

    const guardians: GuardianRecord[] = [];
    let guardiansRead = true;
    for (const { prefix, required } of GUARDIAN_COLUMNS) {
      const found = guardian(row, prefix, required);
      if (found === undefined) guardiansRead = false;
      else if (found) guardians.push(found);
    }
    const [first, second] = guardians;
    if (first && second && first.phoneKey === second.phoneKey) {
      row.fail('secondGuardianPhone', {
        code: 'duplicate_guardian_phone',
        message: 'The two guardians have the same phone number.',
      });
    }

    if (admissionNumber) {
      const key = admissionNumber.toLowerCase();
      const seen = admissions.get(key);
      if (seen !== undefined) {
        row.fail('admissionNumber', {
          code: 'duplicate_in_file',
          message: `Admission number ${admissionNumber} is also in row ${seen}.`,
        });
      } else {
        admissions.set(key, row.number);
      }
    }
    if (sectionId && rollNumber) {
      const key = `${sectionId}|${rollNumber}`;
      const seen = rolls.get(key);
      if (seen !== undefined) {
        row.fail('rollNumber', {
          code: 'duplicate_roll_number',
          message: `Roll number ${rollNumber} in this section is also in row ${seen}.`,
        });
      } else {
        rolls.set(key, row.number);
      }
    }

    if (
      row.problems.length > 0 ||
      !admissionNumber ||
      !name ||
      !sectionId ||
      !guardiansRead ||
      dateOfBirth === undefined ||
      gender === undefined ||
      rollNumber === undefined ||
      address === undefined
    ) {
      return undefined;
    }
    return {
      row: row.number,
      admissionNumber,
      name,
      dateOfBirth,
      gender,
      sectionId,
      rollNumber,
      address,
      guardians,
    };
  };
}
