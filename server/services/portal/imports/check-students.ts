import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  SCHOOL_CONSENT_METHODS,
  type SchoolConsentMethod,
} from '@common/api/portal/consent';
import { ADMISSION_NUMBER_MAX_LENGTH } from '@common/api/portal/student-limits';
import { GENDERS, RELATIONS } from '@common/api/portal/students';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/validation';
import { type Checked, date, email, oneOf, phone, text, whole } from './cell-rules';
import { headerKey } from './columns';
import type { RowCheck } from './row-check';
import type { SchoolClasses } from './school-classes';
import { LANGUAGE_VALUES } from './templates';

// A students file: a student by admission number (unique in the file, ignoring case), in one of
// the school's sections, with one or two guardians by phone. Blank optional cells leave an
// existing record's value as it is (a sibling's row that leaves a guardian's e-mail blank must not
// clear it). A coaching centre's row names a course and one or more of its batches ("Morning;
// Weekend"): the first is the student's home batch, the others the batches they also attend. The
// consent columns record a guardian's consent (purposes, how it was verified, when) as the
// student's consent form does, with the importing member as who recorded it.

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
  /** Further batches of a coaching student (student_batches), besides the home one. */
  batchIds: string[];
  rollNumber: number | null;
  address: string | null;
  guardians: GuardianRecord[];
  consent: ConsentRecord | null;
}

export interface ConsentRecord {
  purposes: ConsentPurpose[];
  method: SchoolConsentMethod;
  givenOn: string;
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

/** Other spellings of consent purposes and methods (the portal's names, in English and Hindi), by headerKey. */
const PURPOSE_ALIASES: Record<string, ConsentPurpose> = {
  schoolrecords: 'school_records',
  records: 'school_records',
  स्कूलरिकॉर्ड: 'school_records',
  messagestoguardians: 'guardian_messages',
  guardianmessages: 'guardian_messages',
  messages: 'guardian_messages',
  alerts: 'guardian_messages',
  अभिभावकोंकोसंदेश: 'guardian_messages',
  संदेश: 'guardian_messages',
  फ़ोटो: 'photos',
  फोटो: 'photos',
};
const METHOD_ALIASES: Record<string, SchoolConsentMethod> = {
  signedadmissionform: 'admission_form',
  admissionform: 'admission_form',
  inperson: 'in_person',
  signedletter: 'signed_letter',
  letter: 'signed_letter',
  otp: 'otp_phone',
  "otptotheguardian'sphone": 'otp_phone',
  हस्ताक्षरितप्रवेशफ़ॉर्म: 'admission_form',
  प्रवेशफ़ॉर्म: 'admission_form',
  प्रवेशफॉर्म: 'admission_form',
  व्यक्तिगतरूपसे: 'in_person',
  हस्ताक्षरितपत्र: 'signed_letter',
  अभिभावककेफ़ोनपरotp: 'otp_phone',
};

/** Several values in one cell: "a; b" or "a, b". */
function several(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[;,]/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

function purposes(value: string): Checked<ConsentPurpose[]> {
  const found: ConsentPurpose[] = [];
  for (const part of several(value)) {
    const key = headerKey(part);
    const purpose = (CONSENT_PURPOSES as readonly string[]).includes(key)
      ? (key as ConsentPurpose)
      : PURPOSE_ALIASES[key];
    if (!purpose) {
      return {
        problem: { code: 'invalid_consent_purpose', params: { values: CONSENT_PURPOSES.join(', ') } },
      };
    }
    if (!found.includes(purpose)) found.push(purpose);
  }
  return { value: found };
}

function method(value: string): Checked<SchoolConsentMethod> {
  const key = headerKey(value);
  const found = (SCHOOL_CONSENT_METHODS as readonly string[]).includes(key)
    ? (key as SchoolConsentMethod)
    : METHOD_ALIASES[key];
  if (found) return { value: found };
  return {
    problem: { code: 'invalid_consent_method', params: { values: SCHOOL_CONSENT_METHODS.join(', ') } },
  };
}

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
    const name = row.need(nameKey, (value) => text(value, NAME_MAX_LENGTH));
    const relation = row.need(relationKey, (value) =>
      oneOf(value, RELATIONS, 'invalid_relation', RELATION_ALIASES),
    );
    const written = row.need(phoneKey, phone);
    const address = row.may(emailKey, email);
    const language = row.may(languageKey, (value) =>
      oneOf(value, LANGUAGE_VALUES, 'invalid_language', LANGUAGE_ALIASES),
    );
    if (!name || !relation || !written || address === undefined || language === undefined) return undefined;
    return { name, relation, phone: written.phone, phoneKey: written.key, email: address, language };
  };

  return (row: RowCheck): StudentRecord | undefined => {
    const admissionNumber = row.need('admissionNumber', (value) => text(value, ADMISSION_NUMBER_MAX_LENGTH));
    const name = row.need('name', (value) => text(value, NAME_MAX_LENGTH));
    const dateOfBirth = row.may('dateOfBirth', (value) => date(value, today));
    const gender = row.may('gender', (value) => oneOf(value, GENDERS, 'invalid_gender', GENDER_ALIASES));
    const rollNumber = row.may('rollNumber', (value) => whole(value, 1, 9999));
    const address = row.may('address', (value) => text(value, ADDRESS_MAX_LENGTH, true));

    let sectionId: string | undefined;
    const batchIds: string[] = [];
    const className = row.cell('class');
    const sectionNames = several(row.cell('section'));
    const klass = className ? school.byName.get(headerKey(className)) : undefined;
    if (!className) row.fail('class', { code: 'required' });
    else if (!klass) row.fail('class', { code: 'unknown_class' });
    if (sectionNames.length === 0) row.fail('section', { code: 'required' });
    else if (sectionNames.length > 1 && !school.coaching) row.fail('section', { code: 'one_section_only' });
    else if (klass) {
      const ids = sectionNames.map((section) => klass.sections.get(headerKey(section)));
      const missing = sectionNames.find((_, index) => !ids[index]);
      if (missing !== undefined) {
        row.fail('section', { code: 'unknown_section', params: { className: klass.name, section: missing } });
      } else {
        [sectionId] = ids as string[];
        batchIds.push(...new Set((ids as string[]).slice(1).filter((id) => id !== sectionId)));
      }
    }

    // Consent: all three columns, or none.
    let consent: ConsentRecord | null | undefined = null;
    if (row.cell('consentPurposes') || row.cell('consentMethod') || row.cell('consentDate')) {
      const given = row.need('consentPurposes', purposes);
      const how = row.need('consentMethod', method);
      const on = row.need('consentDate', (value) => date(value, today));
      consent = given && how && on ? { purposes: given, method: how, givenOn: on } : undefined;
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
      row.fail('secondGuardianPhone', { code: 'duplicate_guardian_phone' });
    }

    if (admissionNumber) {
      const key = admissionNumber.toLowerCase();
      const seen = admissions.get(key);
      if (seen !== undefined) {
        row.fail('admissionNumber', { code: 'duplicate_in_file', params: { otherRow: seen } });
      } else {
        admissions.set(key, row.number);
      }
    }
    if (sectionId && rollNumber) {
      const key = `${sectionId}|${rollNumber}`;
      const seen = rolls.get(key);
      if (seen !== undefined) {
        row.fail('rollNumber', { code: 'duplicate_roll_number', params: { otherRow: seen } });
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
      address === undefined ||
      consent === undefined
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
      batchIds,
      rollNumber,
      address,
      guardians,
      consent,
    };
  };
}
