// A section's monthly register (docs/requirements/school-day.md#attendance, machines/portal/
// attendance-register.machine.ts): days by students, P/A/L, totals per day and per student, each
// student's percentage; CSV with attendance.export.

import type { Register } from '@common/api/portal/attendance';
import { schoolMonth } from '@common/school-clock';
import { attendanceRegisterMachine } from '@machines/portal/attendance-register.machine';
import { attendanceActors } from '@portal/api/attendance-actors';
import { attendanceText } from '@portal/i18n/attendance';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import '../management.css';
import './attendance.css';

/** This month on the school's clock, YYYY-MM. */
const thisMonth = () => schoolMonth(new Date());

export function RegisterPage() {
  const t = useText(attendanceText);
  const me = usePortalMember();
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    attendanceRegisterMachine,
    { actors: attendanceActors },
    { month: thisMonth() },
  );
  const { sections, sectionId, month, register, notice, exportNotice } = state.context;
  const retry = (
    <button type="button" onClick={() => send({ type: 'register.retry' })}>
      {t.tryAgain}
    </button>
  );
  const downloading = state.matches({ ready: { export: 'downloading' } });
  return (
    <section className="mgmt-page attendance">
      <p>
        <PortalLink to="/attendance" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{t.register.heading}</h1>
      {state.matches('starting') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('unavailable') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          {retry}
        </div>
      ) : null}
      {state.matches('ready') ? (
        <>
          <div className="mgmt-inline-form">
            <label>
              {t.register.section}{' '}
              <select
                value={sectionId}
                onChange={(event) => send({ type: 'register.choose', sectionId: event.target.value })}
              >
                {sectionId === '' ? <option value="" /> : null}
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.register.month}{' '}
              <input
                type="month"
                value={month}
                onChange={(event) => send({ type: 'register.choose', month: event.target.value })}
              />
            </label>
            {sectionId && hasPermission(me, 'attendance.export') ? (
              <button
                type="button"
                disabled={!state.can({ type: 'register.export' })}
                onClick={() => send({ type: 'register.export' })}
              >
                {downloading ? t.register.downloading : t.register.exportCsv}
              </button>
            ) : null}
          </div>
          {exportNotice ? <Failure>{noticeText(exportNotice, t)}</Failure> : null}
          {state.matches({ ready: { register: 'loading' } }) ? <Waiting>{t.loading}</Waiting> : null}
          {state.matches({ ready: { register: 'failed' } }) ? (
            <div className="mgmt-list-failed">
              <Failure>{noticeText(notice, t)}</Failure>
              {retry}
            </div>
          ) : null}
          {state.matches({ ready: { register: 'shown' } }) && register ? (
            <RegisterGrid register={register} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function RegisterGrid({ register }: { register: Register }) {
  const t = useText(attendanceText);
  if (!register.days.length) return <p>{t.register.empty}</p>;
  return (
    <div className="attendance-register">
      <table>
        <caption>
          {register.sectionName}, {register.month}
          <br />
          <small>{t.register.legend}</small>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.register.roll}</th>
            <th scope="col">{t.register.student}</th>
            {register.days.map((day) => (
              <th scope="col" key={day}>
                {day.slice(8)}
              </th>
            ))}
            <th scope="col" title={t.marks.present}>
              {t.register.letters.P}
            </th>
            <th scope="col" title={t.marks.absent}>
              {t.register.letters.A}
            </th>
            <th scope="col" title={t.marks.late}>
              {t.register.letters.L}
            </th>
            <th scope="col">{t.register.percentage}</th>
          </tr>
        </thead>
        <tbody>
          {register.students.map((student) => (
            <tr key={student.id}>
              <td>{student.rollNumber ?? ''}</td>
              <th scope="row">{student.name}</th>
              {student.marks.map((mark, index) => (
                <td key={register.days[index]}>{mark ? t.register.letters[mark] : ''}</td>
              ))}
              <td>{student.present}</td>
              <td>{student.absent}</td>
              <td>{student.late}</td>
              <td>{student.percentage === null ? '' : student.percentage.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row">{t.register.total}</th>
            {register.totals.map((total, index) => (
              <td key={register.days[index]}>
                {total.present}/{total.absent}
              </td>
            ))}
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
