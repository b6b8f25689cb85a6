import { SCHOOL_CONSENT_METHODS } from '@common/api/portal/consent';
import {
  COACHING_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  IMPORT_MAX_ROWS,
  type ImportKind,
  XLSX_MEDIA_TYPE,
} from '@common/api/portal/imports';
import { GENDERS, RELATIONS } from '@common/api/portal/students';
import ExcelJS from 'exceljs';
import type { SchoolClasses } from './school-classes';

// The templates of each kind (docs/requirements/students.md#import): the header row in the chosen
// language and nothing else (an example row would be imported by a school that forgot to delete
// it). The CSV starts with a byte-order mark so Excel reads Hindi headers as UTF-8; the XLSX's
// class, section, gender, relation and language columns offer drop-down lists, the class and
// section ones from the school's own classes, kept on a hidden second sheet. A coaching centre's
// heads the class and section columns "Course" and "Batches" (several batches: "Morning; Weekend").
// The consent columns take the purposes (school_records, guardian_messages, photos, or their names
// in the portal), how consent was verified, and its date.

export interface TemplateFile {
  body: Buffer;
  mediaType: string;
  fileName: string;
}

interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

export const LANGUAGE_VALUES = ['en', 'hi'] as const;

function headers(kind: ImportKind, language: 'en' | 'hi', coaching: boolean): string[] {
  return IMPORT_COLUMNS[kind].map(({ key }) => {
    const label = coaching ? (COACHING_COLUMNS[key as keyof typeof COACHING_COLUMNS] ?? key) : key;
    return IMPORT_HEADERS[language][label] ?? key;
  });
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvTemplate(kind: ImportKind, language: 'en' | 'hi', coaching: boolean): TemplateFile {
  const line = headers(kind, language, coaching).map(csvCell).join(',');
  return {
    body: Buffer.from(`\uFEFF${line}\r\n`, 'utf8'),
    mediaType: 'text/csv; charset=utf-8',
    fileName: `${kind}-template.csv`,
  };
}

/** Which list each column's drop-down offers. */
const LISTS: Record<string, 'class' | 'section' | 'gender' | 'relation' | 'language' | 'method'> = {
  class: 'class',
  section: 'section',
  gender: 'gender',
  guardianRelation: 'relation',
  secondGuardianRelation: 'relation',
  guardianLanguage: 'language',
  secondGuardianLanguage: 'language',
  consentMethod: 'method',
};

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export async function xlsxTemplate(
  kind: ImportKind,
  language: 'en' | 'hi',
  school: SchoolClasses,
): Promise<TemplateFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shala';
  const sheet = workbook.addWorksheet(language === 'hi' ? 'डेटा' : 'Data', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const titles = headers(kind, language, school.coaching);
  sheet.addRow(titles).font = { bold: true };
  titles.forEach((title, index) => {
    sheet.getColumn(index + 1).width = Math.max(12, title.length + 4);
  });

  const sectionNames = [...new Set(school.classes.flatMap((klass) => klass.sectionNames))].sort();
  const values = {
    class: school.classes.map((klass) => klass.name),
    section: sectionNames,
    gender: [...GENDERS],
    relation: [...RELATIONS],
    language: [...LANGUAGE_VALUES],
    method: [...SCHOOL_CONSENT_METHODS],
  };
  const used = IMPORT_COLUMNS[kind].some(({ key }) => LISTS[key]);
  if (used) {
    const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
    const order = Object.keys(values) as (keyof typeof values)[];
    order.forEach((name, index) => {
      const column = lists.getColumn(index + 1);
      column.values = [name, ...values[name]];
    });
    IMPORT_COLUMNS[kind].forEach(({ key }, index) => {
      const list = LISTS[key];
      if (!list) return;
      const listColumn = columnLetter(order.indexOf(list));
      const count = values[list].length;
      if (count === 0) return;
      const letter = columnLetter(index);
      // exceljs writes a range's validation once; its typings lack the range form.
      (sheet as unknown as { dataValidations: RangeValidations }).dataValidations.add(
        `${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`,
        {
          type: 'list',
          allowBlank: true,
          formulae: [`Lists!$${listColumn}$2:$${listColumn}$${count + 1}`],
          showErrorMessage: true,
          errorStyle: 'warning',
        },
      );
    });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, mediaType: XLSX_MEDIA_TYPE, fileName: `${kind}-template.xlsx` };
}
