// How each kind of audit entry writes its detail and reads it back as fields
// (server/services/portal/audit-details.ts; docs/requirements/students.md#audit-log): what is
// written reads back the same, entries written before the fields were answered read the same way
// where their text allows, and a detail that does not read gives null, never an error.

import type { ListSummary } from '@common/api/portal/audit';
import {
  auditFactsOf,
  changedAuditDetail,
  consentAuditDetail,
  importAuditDetail,
  listAuditDetail,
  moveAuditDetail,
  studentDataAuditDetail,
} from '@server/services/portal/audit-details';
import { describe, expect, it } from 'vitest';

const counts = {
  kind: 'employees',
  fileName: 'staff.xlsx',
  rows: 4,
  validRows: 4,
  created: 1,
  updated: 3,
} as const;
const list: ListSummary = {
  status: 'left',
  className: 'Class 5',
  sectionName: 'Class 5 B',
  search: true,
  page: 3,
  shown: 7,
  total: 107,
};

describe('audit entry details', () => {
  it('read back as the fields they were written from', () => {
    expect(auditFactsOf('imported', importAuditDetail(counts))).toEqual({
      kind: 'imported',
      summary: counts,
    });
    expect(auditFactsOf('updated', changedAuditDetail(['name', 'guardians']))).toEqual({
      kind: 'changed',
      fields: ['name', 'guardians'],
    });
    expect(
      auditFactsOf('consent_recorded', consentAuditDetail(['photos', 'school_records'], 'in_person')),
    ).toEqual({ kind: 'consent', purposes: ['photos', 'school_records'], method: 'in_person' });
    expect(auditFactsOf('consent_withdrawn', consentAuditDetail(['guardian_messages'], null))).toEqual({
      kind: 'consent',
      purposes: ['guardian_messages'],
      method: null,
    });
    expect(auditFactsOf('listed', listAuditDetail(list))).toEqual({ kind: 'list', ...list });
    const csv = { ...list, page: null, shown: null };
    expect(auditFactsOf('exported', listAuditDetail(csv))).toEqual({ kind: 'list', ...csv });
    expect(auditFactsOf('moved', moveAuditDetail({ from: null, to: 'Class 6 A' }))).toEqual({
      kind: 'moved',
      from: null,
      to: 'Class 6 A',
    });
    expect(auditFactsOf('exported', studentDataAuditDetail('csv'))).toEqual({
      kind: 'studentData',
      format: 'csv',
    });
  });

  it('keep the text entries were always written with, where it reads', () => {
    expect(consentAuditDetail(['photos', 'school_records'], 'in_person')).toBe(
      'photos, school_records (in_person)',
    );
    expect(moveAuditDetail({ from: 'Class 6 A', to: 'Class 7 A' })).toBe('Class 6 A to Class 7 A');
    expect(auditFactsOf('moved', 'no section to Class 7 A')).toEqual({
      kind: 'moved',
      from: null,
      to: 'Class 7 A',
    });
    expect(studentDataAuditDetail('json')).toBe("the student's data (JSON)");
    // Only the fields the contract names, whatever else a stored detail may carry.
    expect(auditFactsOf('imported', JSON.stringify({ ...counts, extra: 'kept out' }))).toEqual({
      kind: 'imported',
      summary: counts,
    });
  });

  it('give null for free text, for an action without fields and for a detail that does not read', () => {
    const unreadable: [string, string][] = [
      ['erased', 'The guardian asked on 1 May.'],
      ['viewed', ''],
      ['imported', 'students.csv, 3 rows'],
      ['imported', '{'],
      ['imported', 'null'],
      ['imported', JSON.stringify({ ...counts, rows: -1 })],
      ['imported', JSON.stringify({ ...counts, kind: 'parents' })],
      ['updated', 'name and more'],
      ['updated', ''],
      ['consent_recorded', 'photos (fax)'],
      ['consent_recorded', 'photos, videos'],
      ['consent_recorded', 'photos,school_records'],
      ['consent_recorded', 'photos ()'],
      ['consent_recorded', 'photos (in_person) x'],
      // List entries written before their fields were answered: English sentences.
      ['listed', 'status active; page 1: 20 of 120'],
      ['exported', 'CSV of the list: status active, a search; 55 students'],
      ['listed', JSON.stringify({ ...list, status: 'gone' })],
      // A section named with " to " makes a move ambiguous.
      ['moved', 'Up to 5 A to Class 6 A'],
      ['moved', 'Class 6 A'],
    ];
    for (const [action, detail] of unreadable)
      expect(auditFactsOf(action, detail), `${action}: ${detail}`).toBeNull();
  });
});
