// A section's monthly register (docs/requirements/school-day.md#attendance): days by students,
// P/A/L, totals per day and per student, each student's percentage; CSV with attendance.export.

import type { Register } from '@common/api/portal/attendance';
import { schoolMonth } from '@common/school-clock';
import { downloadRegister, getRegister } from '@portal/api/attendance';
import { attendanceText } from '@portal/i18n/attendance';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useEffect, useState } from 'react';
import { sectionOptions, useClasses } from '../students/use-classes';
import '../management.css';
import './attendance.css';

/** This month on the school's clock, YYYY-MM. */
const thisMonth = () => schoolMonth(new Date());

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; register: Register }
  | { state: 'failed'; message: string };

export function RegisterPage() {
  const t = useText(attendanceText);
  const me = usePortalMember();
  const sections = sectionOptions(useClasses());
  const [sectionId, setSectionId] = useState('');
  const [month, setMonth] = useState(thisMonth());
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!sectionId || !/^\d{4}-\d{2}$/.test(month)) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getRegister(sectionId, month, controller.signal).then(
      (register) => setLoad({ state: 'ready', register }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: error instanceof Error ? error.message : t.loadFailed });
      },
    );
    return () => controller.abort();
  }, [sectionId, month, t.loadFailed]);
  return (
    <section className="mgmt-page attendance">
      <p>
        <PortalLink to="/attendance" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{t.register.heading}</h1>
      <div className="mgmt-inline-form">
        <label>
          {t.register.section}{' '}
          <select value={sectionId} onChange={(event) => setSectionId(event.target.value)}>
            <option value="" />
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.register.month}{' '}
          <input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        </label>
        {sectionId && hasPermission(me, 'attendance.export') ? (
          <button
            type="button"
            onClick={() => {
              setExportFailure(null);
              downloadRegister(sectionId, month).catch((error: unknown) =>
                setExportFailure(error instanceof Error ? error.message : t.loadFailed),
              );
            }}
          >
            {t.register.exportCsv}
          </button>
        ) : null}
      </div>
      {exportFailure ? (
        <p className="notice notice--error" role="alert">
          {exportFailure}
        </p>
      ) : null}
      {load.state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {load.state === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {load.message}
        </p>
      ) : null}
      {load.state === 'ready' ? <RegisterGrid register={load.register} /> : null}
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
            <th scope="col">P</th>
            <th scope="col">A</th>
            <th scope="col">L</th>
            <th scope="col">{t.register.percentage}</th>
          </tr>
        </thead>
        <tbody>
          {register.students.map((student) => (
            <tr key={student.id}>
              <td>{student.rollNumber ?? ''}</td>
              <th scope="row">{student.name}</th>
              {student.marks.map((mark, index) => (
                <td key={register.days[index]}>{mark ?? ''}</td>
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
