// Fee reports and statement matching (docs/requirements/fees.md#reports-each-with-a-csv, #upi), as
// common/api/portal/fee-reports.ts and fee-statements.ts describe them: the five reports and
// their CSV twins, the defaulters' reminders, a bank or UPI statement uploaded and its unmatched
// lines resolved by hand. The statement goes up as the import's upload does (the file itself as
// the body, server/routes/portal/imports.ts), so it goes through portalSend.

import type { AcademicYear, AcademicYearList } from '@common/api/portal/academics';
import type { CounterMatches } from '@common/api/portal/fee-dues';
import type {
  CollectionReport,
  ConcessionRegister,
  DayBook,
  Defaulters,
  ReminderRequest,
  ReminderResult,
  RteClaimList,
} from '@common/api/portal/fee-reports';
import type {
  LineResolution,
  Statement,
  StatementLine,
  StatementList,
} from '@common/api/portal/fee-statements';
import { downloadPortalFile } from '../lib/download';
import { portalFetch, portalSend, queryString } from './client';
import { mediaTypeOf } from './imports';

const options = (signal?: AbortSignal) => (signal ? { signal } : undefined);
const id = (value: string) => encodeURIComponent(value);

export const getDayBook = (date: string, signal?: AbortSignal) =>
  portalFetch<DayBook>(`/fees/reports/day-book${queryString({ date })}`, options(signal));

export const getDefaulters = (sectionId: string, signal?: AbortSignal) =>
  portalFetch<Defaulters>(`/fees/reports/defaulters${queryString({ sectionId })}`, options(signal));

export const getCollectionReport = (yearId: string, signal?: AbortSignal) =>
  portalFetch<CollectionReport>(`/fees/reports/collection${queryString({ yearId })}`, options(signal));

export const getConcessionRegister = (signal?: AbortSignal) =>
  portalFetch<ConcessionRegister>('/fees/reports/concessions', options(signal));

/**
 * The school's academic years, for the collection report's picker; a role that cannot read them
 * gets none, and the report shows the current year.
 */
export async function getYears(signal?: AbortSignal): Promise<AcademicYear[]> {
  try {
    return (await portalFetch<AcademicYearList>('/academic-years', options(signal))).years;
  } catch (error) {
    if ((error as { status?: number }).status === 403) return [];
    throw error;
  }
}

export const getRteClaims = (signal?: AbortSignal) =>
  portalFetch<RteClaimList>('/fees/reports/rte', options(signal));

/** The reports that have a CSV twin, by the last part of their path. */
export type FeeReportFile = 'day-book' | 'defaulters' | 'collection' | 'concessions' | 'rte';

/** A report's CSV, with the same query as the report on screen; an empty value is left out. */
export const downloadFeeReport = (report: FeeReportFile, query: Record<string, string>) =>
  downloadPortalFile(
    `/fees/reports/${report}.csv${queryString(query)}`,
    `${report}${query.date ? `-${query.date}` : ''}.csv`,
  );

export const sendReminders = (request: ReminderRequest) =>
  portalFetch<ReminderResult>('/fees/reminders', { method: 'POST', body: request });

/** The statement as its body, CSV or XLSX by its name; the server matches it before answering. */
export async function uploadStatement(file: File): Promise<Statement> {
  const response = await portalSend('/fees/statements', {
    method: 'POST',
    body: file,
    headers: {
      accept: 'application/json',
      'content-type': mediaTypeOf(file.name),
      // A header carries Latin-1 only: the name is encoded so a Hindi file name survives.
      'x-file-name': encodeURIComponent(file.name),
    },
  });
  return (await response.json()) as Statement;
}

export const getStatements = (signal?: AbortSignal) =>
  portalFetch<StatementList>('/fees/statements', options(signal));

export const getStatement = (statementId: string, signal?: AbortSignal) =>
  portalFetch<Statement>(`/fees/statements/${id(statementId)}`, options(signal));

export const resolveLine = (lineId: string, resolution: LineResolution) =>
  portalFetch<StatementLine>(`/fees/statement-lines/${id(lineId)}/resolve`, {
    method: 'POST',
    body: resolution,
  });

/** The counter's search (name, admission number or guardian phone), for a line's payer. */
export const searchPayers = (q: string, signal?: AbortSignal) =>
  portalFetch<CounterMatches>(`/fees/search${queryString({ q })}`, options(signal));
