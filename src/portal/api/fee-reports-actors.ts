// The fee reports' and statement matching's network actors (docs/requirements/fees.md#reports-
// each-with-a-csv, #upi), by the names the screens give them: each report screen picks its `load`
// and `download` for the fee-report machine by name (views/shared/area-actors.ts), the defaulters'
// reminders and the statement machine name theirs. Tests replace them by these names.
import type { AcademicYear } from '@common/api/portal/academics';
import type { CounterMatch } from '@common/api/portal/fee-dues';
import type {
  CollectionReport,
  ConcessionRegister,
  DayBook,
  Defaulters,
  ReminderResult,
  RteClaimList,
} from '@common/api/portal/fee-reports';
import type { Statement, StatementLine, StatementList } from '@common/api/portal/fee-statements';
import type { ResolveInput } from '@machines/portal/fee-statement.machine';
import type { ChosenFile } from '@machines/portal/import-flow.machine';
import { fromPromise } from 'xstate';
import * as api from './fee-reports';
import { loadClasses, sectionOptions } from './students';

/** A report's CSV for the filter on screen: the machine hands over its filter alone. */
const csvOf = (report: api.FeeReportFile, name?: 'date' | 'sectionId' | 'yearId') =>
  fromPromise<void, string>(({ input }) => api.downloadFeeReport(report, name ? { [name]: input } : {}));

export const feeReportsActors = {
  // The reports (fee-report.machine.ts), each loaded with its one filter ('' for none).
  loadDayBook: fromPromise<DayBook, string>(({ input, signal }) => api.getDayBook(input, signal)),
  loadDefaulters: fromPromise<Defaulters, string>(({ input, signal }) => api.getDefaulters(input, signal)),
  loadCollectionReport: fromPromise<CollectionReport, string>(({ input, signal }) =>
    api.getCollectionReport(input, signal),
  ),
  loadConcessionRegister: fromPromise<ConcessionRegister, string>(({ signal }) =>
    api.getConcessionRegister(signal),
  ),
  loadRteClaims: fromPromise<RteClaimList, string>(({ signal }) => api.getRteClaims(signal)),
  downloadDayBook: csvOf('day-book', 'date'),
  downloadDefaulters: csvOf('defaulters', 'sectionId'),
  downloadCollectionReport: csvOf('collection', 'yearId'),
  downloadConcessionRegister: csvOf('concessions'),
  downloadRteClaims: csvOf('rte'),

  // The reports' pickers (the shared resource-list machine).
  loadFeeSections: fromPromise<Array<{ id: string; label: string }>, void>(async ({ signal }) =>
    sectionOptions(await loadClasses(signal)),
  ),
  loadFeeYears: fromPromise<AcademicYear[], void>(({ signal }) => api.getYears(signal)),

  // The defaulters' reminders (fee-reminders.machine.ts).
  sendFeeReminders: fromPromise<ReminderResult, string[]>(({ input }) =>
    api.sendReminders({ studentIds: input }),
  ),

  // Statements (fee-statement.machine.ts; the list of earlier ones, the resource-list machine).
  loadStatements: fromPromise<StatementList, void>(({ signal }) => api.getStatements(signal)),
  // The machine knows the file by name and size; the page gave it the File itself.
  uploadStatement: fromPromise<Statement, ChosenFile>(({ input }) => api.uploadStatement(input as File)),
  loadStatement: fromPromise<Statement, string>(({ input, signal }) => api.getStatement(input, signal)),
  findPayer: fromPromise<CounterMatch[], string>(
    async ({ input, signal }) => (await api.searchPayers(input, signal)).students,
  ),
  newStatementKey: fromPromise<string, void>(async () => crypto.randomUUID()),
  resolveStatementLine: fromPromise<StatementLine, ResolveInput>(({ input }) =>
    api.resolveLine(input.lineId, input.resolution),
  ),
};
