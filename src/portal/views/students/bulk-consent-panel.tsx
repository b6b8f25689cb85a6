import {
  type ConsentPurpose,
  SCHOOL_CONSENT_METHODS,
  type SchoolConsentMethod,
} from '@common/api/portal/consent';
import type { StudentRow } from '@common/api/portal/students';
import { schoolToday } from '@common/school-clock';
import { bulkConsentMachine } from '@machines/portal/bulk-consent.machine';
import { studentsActors } from '@portal/api/students-actors';
import { alertText } from '@portal/i18n/alerts';
import { consentNames } from '@portal/i18n/consent';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useNoticeText } from '../shared/management-kit';

// Consent for many students at once, beside the list (docs/requirements/students.md#consent): tick
// the students shown (or all of them), say how the school checked the guardian, when, and for what;
// one consent per student is recorded from each one's first guardian, all or none.

export function BulkConsentPanel({ students }: { students: StudentRow[] }) {
  const t = useText(alertText).bulk;
  const names = useText(consentNames);
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    bulkConsentMachine,
    { actors: studentsActors },
    { today: schoolToday(new Date()) },
  );
  const { selected, method, givenOn, purposes, recorded, notice } = state.context;
  const shown = students.filter((student) => student.status !== 'erased');
  const recording = state.matches('recording');
  return (
    <details className="mgmt-panel bulk-consent">
      <summary>{t.heading}</summary>
      <p>{t.lead}</p>
      <div className="mgmt-buttons">
        <button type="button" onClick={() => send({ type: 'students.all', ids: shown.map((one) => one.id) })}>
          {t.allShown}
        </button>
        <button type="button" onClick={() => send({ type: 'students.none' })}>
          {t.none}
        </button>
      </div>
      <ul className="bulk-consent__students">
        {shown.map((student) => (
          <li key={student.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(student.id)}
                onChange={() => send({ type: 'student.toggle', id: student.id })}
              />{' '}
              {student.name}
            </label>
          </li>
        ))}
      </ul>
      <label>
        {t.method}
        <select
          value={method}
          onChange={(event) =>
            send({ type: 'field.method', value: event.target.value as SchoolConsentMethod | '' })
          }
        >
          <option value="">{t.chooseMethod}</option>
          {SCHOOL_CONSENT_METHODS.map((key) => (
            <option key={key} value={key}>
              {names.methods[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.givenOn}
        <input
          type="date"
          value={givenOn}
          onChange={(event) => send({ type: 'field.givenOn', value: event.target.value })}
        />
      </label>
      <fieldset>
        <legend>{t.purposes}</legend>
        {(Object.keys(names.purposes) as ConsentPurpose[]).map((purpose) => (
          <label key={purpose}>
            <input
              type="checkbox"
              checked={purposes.includes(purpose)}
              onChange={() => send({ type: 'purpose.toggle', purpose })}
            />{' '}
            {names.purposes[purpose]}
          </label>
        ))}
      </fieldset>
      {notice ? (
        <p className="notice notice--error" role="alert">
          {noticeText(notice, { incomplete: t.incomplete, failed: t.failed })}
        </p>
      ) : null}
      {recorded !== null ? (
        <p className="notice notice--success" role="status">
          {t.recorded(recorded)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={recording}
        onClick={() => send({ type: 'consent.record' })}
      >
        {recording ? t.recording : t.record(selected.length)}
      </button>
    </details>
  );
}
