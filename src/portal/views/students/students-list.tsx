// The students list over the student-list machine: search, class, section and status filters,
// 50 a page ("1–50 of 5,000"), the CSV export when the member may export, a marker on each
// student without a consent to school records, and the primary guardian's phone to call.

import type { ClassSummary } from '@common/api/portal/academics';
import { PAGE_SIZE, type QueryField, studentListMachine } from '@machines/portal/student-list.machine';
import type { StudentQuery } from '@machines/portal/student-query';
import { studentsActors } from '@portal/api/students-actors';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { studentsText, valuesOf } from '@portal/i18n/students';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useEffect, useRef, useState } from 'react';
import { Failure, ListStatus, NamedOptions, useNoticeText, Waiting } from '../shared/management-kit';
import { BulkConsentPanel } from './bulk-consent-panel';
import { ReachFilterSelect } from './reach-filter';

export function StudentsList(props: {
  classes: readonly ClassSummary[];
  can: { create: boolean; export: boolean; edit?: boolean };
  query?: Partial<StudentQuery>;
  /** The query the list now shows, each time it changes (the page keeps it in the address). */
  onQueryChange?: (query: StudentQuery) => void;
}) {
  const t = useText(studentsText);
  const m = useText(managementText);
  const { language } = usePortalLanguage();
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    studentListMachine,
    { actors: studentsActors },
    props.query ? { query: props.query } : undefined,
  );
  const { query, list, notice } = state.context;
  const reportQuery = useRef(props.onQueryChange);
  reportQuery.current = props.onQueryChange;
  useEffect(() => reportQuery.current?.(query), [query]);
  const [search, setSearch] = useState(query.q);
  const change = (field: QueryField) => (event: { target: { value: string } }) =>
    send({ type: 'query.change', field, value: event.target.value });
  const sections = props.classes.find((one) => one.id === query.classId)?.sections ?? [];
  const number = (value: number) => value.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN');
  const pages = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PAGE_SIZE))) : 1;
  const shown = state.matches('shown');
  const exporting = state.matches({ shown: 'exporting' });

  const filters = (
    <div className="mgmt-inline-form">
      <form
        className="mgmt-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'query.change', field: 'q', value: search });
        }}
      >
        <label htmlFor="students-search">{t.search}</label>
        <input
          id="students-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit">{t.searchButton}</button>
      </form>
      <label>
        {t.class}
        <select value={query.classId} onChange={change('classId')}>
          <option value="">{t.allClasses}</option>
          <NamedOptions items={props.classes} />
        </select>
      </label>
      <label>
        {t.section}
        <select value={query.sectionId} onChange={change('sectionId')} disabled={!query.classId}>
          <option value="">{t.allSections}</option>
          <NamedOptions items={sections} />
        </select>
      </label>
      <label>
        {t.status}
        <select value={query.status} onChange={change('status')}>
          {valuesOf(t.statuses).map((status) => (
            <option key={status} value={status}>
              {t.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <ReachFilterSelect value={query.reach} onChange={change('reach')} />
    </div>
  );

  return (
    <>
      <div className="mgmt-buttons">
        {props.can.create ? (
          <PortalLink
            className="mgmt-button-link"
            to="/students/new"
            {...(query.sectionId ? { search: { sectionId: query.sectionId } } : {})}
          >
            {t.addStudent}
          </PortalLink>
        ) : null}
        {props.can.export ? (
          <button
            type="button"
            disabled={!state.matches({ shown: 'idle' })}
            onClick={() => send({ type: 'list.export', language })}
          >
            {exporting ? t.exporting : t.exportCsv}
          </button>
        ) : null}
      </div>
      {filters}
      {!shown || !list ? (
        <ListStatus
          loading={state.matches('loading')}
          failed={state.matches('failed') ? noticeText(notice, { loadFailed: t.listFailed }) : null}
          onRetry={() => send({ type: 'list.retry' })}
        />
      ) : (
        <section
          className="mgmt-list"
          aria-busy={state.matches({ shown: 'reloading' })}
          aria-label={t.listCaption}
        >
          {notice ? (
            <Failure>
              {noticeText(notice, { loadFailed: t.listFailed, exportFailed: t.exportFailed })}
            </Failure>
          ) : null}
          {state.matches({ shown: 'reloading' }) ? <Waiting>{m.refreshing}</Waiting> : null}
          {props.can.edit ? <BulkConsentPanel students={list.students} /> : null}
          <p role="status">
            {list.total === 0
              ? t.noneFound
              : t.range(
                  number((list.page - 1) * list.pageSize + 1),
                  number(Math.min(list.page * list.pageSize, list.total)),
                  number(list.total),
                )}
          </p>
          {list.students.length > 0 ? (
            <table className="mgmt-table">
              <caption className="visually-hidden">{t.listCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.admissionNumber}</th>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.guardianPhone}</th>
                  <th scope="col">{t.class}</th>
                  <th scope="col">{t.rollNumber}</th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {list.students.map((student) => (
                  <tr key={student.id}>
                    <td data-label={t.admissionNumber}>{student.admissionNumber}</td>
                    <td data-label={t.name}>
                      {/* Inside the app, so the list's address stays known for the way back. */}
                      <PortalLink to="/students/$studentId" params={{ studentId: student.id }}>
                        {student.name}
                      </PortalLink>
                      {!student.consented && student.status !== 'erased' ? (
                        <span className="mgmt-badge mgmt-badge--warning">{t.noConsent}</span>
                      ) : null}
                    </td>
                    <td data-label={t.guardianPhone}>
                      {/* One tap calls the primary guardian from the phone. */}
                      {student.guardianPhone ? (
                        <a href={`tel:${student.guardianPhone}`}>{student.guardianPhone}</a>
                      ) : (
                        t.none
                      )}
                    </td>
                    <td data-label={t.class}>
                      {student.className
                        ? `${student.className} ${student.sectionName ?? ''}`.trim()
                        : t.none}
                    </td>
                    <td data-label={t.rollNumber}>{student.rollNumber ?? t.none}</td>
                    <td data-label={t.status}>{t.statuses[student.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {pages > 1 ? (
            <nav className="mgmt-buttons" aria-label={t.page(list.page, pages)}>
              <button
                type="button"
                disabled={list.page <= 1}
                onClick={() => send({ type: 'page.go', page: list.page - 1 })}
              >
                {t.previous}
              </button>
              <span>{t.page(list.page, pages)}</span>
              <button
                type="button"
                disabled={list.page >= pages}
                onClick={() => send({ type: 'page.go', page: list.page + 1 })}
              >
                {t.next}
              </button>
            </nav>
          ) : null}
        </section>
      )}
    </>
  );
}
