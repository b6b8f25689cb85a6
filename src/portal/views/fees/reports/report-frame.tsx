// A fee report's frame over the fee-report machine (machines/portal/fee-report.machine.ts): the
// way back, the heading, the report's filter, Refresh and the CSV beside it, then the report once
// loaded, or the wait, or why it failed with a retry. Each report page picks its own load and
// download from the area's actors by name, so tests replace them by those names.

import { formatRupees } from '@common/fees/money';
import { type FeeReportEvent, feeReportMachine } from '@machines/portal/fee-report.machine';
import { feeReportsActors } from '@portal/api/fee-reports-actors';
import { feeReportText } from '@portal/i18n/fee-reports';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import type { OutputFrom, SnapshotFrom } from 'xstate';
import { type ActorNameFor, useAreaActors } from '../../shared/area-actors';
import { Failure, useNoticeText, Waiting } from '../../shared/management-kit';
import '../../management.css';
import './reports.css';

type Actors = typeof feeReportsActors;
type LoadName = ActorNameFor<Actors, string> & `load${string}`;
type DownloadName = ActorNameFor<Actors, string> & `download${string}`;

/** The report `load` names, for `filter` (a day, a section, a year, or '' for none). */
export function useFeeReport<L extends LoadName>(calls: { load: L; download: DownloadName }, filter: string) {
  const [state, send] = useScreenMachine(
    feeReportMachine,
    { actors: useAreaActors(feeReportsActors, calls) },
    { filter },
  );
  return { state, send, data: state.context.data as OutputFrom<Actors[L]> | null };
}

export interface FeeReport<D> {
  state: SnapshotFrom<typeof feeReportMachine>;
  send: (event: FeeReportEvent) => void;
  data: D | null;
}

export function ReportFrame<D>(props: {
  report: FeeReport<D>;
  heading: string;
  /** The report's filter (a day, a section, a year), above the buttons. */
  filter?: ReactNode;
  children: (data: D) => ReactNode;
}) {
  const t = useText(feeReportText);
  const noticeText = useNoticeText();
  const { state, send, data } = props.report;
  const { notice, csvNotice } = state.context;
  const downloading = state.matches({ csv: 'downloading' });
  return (
    <section className="mgmt-page fee-report">
      <p>
        <PortalLink to="/fees/reports" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{props.heading}</h1>
      <div className="mgmt-inline-form">
        {props.filter}
        <div className="mgmt-buttons">
          <button
            type="button"
            disabled={!state.can({ type: 'report.reload' })}
            onClick={() => send({ type: 'report.reload' })}
          >
            {t.refresh}
          </button>
          <button type="button" disabled={downloading} onClick={() => send({ type: 'report.csv' })}>
            {downloading ? t.downloading : t.downloadCsv}
          </button>
        </div>
      </div>
      {csvNotice ? <Failure>{noticeText(csvNotice, t)}</Failure> : null}
      {state.matches({ report: 'loading' }) ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches({ report: 'failed' }) ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          <button type="button" onClick={() => send({ type: 'report.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {state.matches({ report: 'shown' }) && data !== null ? props.children(data) : null}
    </section>
  );
}

/** Paise as the reader's rupees ("₹1,23,456.70"). */
export function useRupees(): (paise: number) => string {
  const { language } = usePortalLanguage();
  return (paise) => formatRupees(paise, language);
}

/**
 * Rows keyed by what names them, a repeat numbered: a report's rows have no id of their own (a
 * student with the same concession on two heads, two waivers at one instant).
 */
export function withKeys<T>(rows: readonly T[], name: (row: T) => string): Array<{ key: string; row: T }> {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = name(row);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count > 1 ? `${base}#${count}` : base, row };
  });
}
