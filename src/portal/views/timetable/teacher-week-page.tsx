// A teacher's week (docs/requirements/school-day.md#timetable): the signed-in member's own
// (/timetable/mine) or any employee's (/timetable/teachers/<id>), each period naming its section
// and subject; printable like a section's week.
import type { Employee, EmployeeList } from '@common/api/portal/employees';
import type { Week } from '@common/api/portal/timetable';
import { portalFetch } from '@portal/api/client';
import { getMyWeek, getTeacherWeek } from '@portal/api/timetable';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { fromPromise } from 'xstate';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { TeacherPicker } from './teacher-picker';
import { PrintButton, WeekGrid } from './week-grid';
import '../management.css';
import './timetable.css';

interface TeacherWeekData {
  week: Week;
  teachers: Pick<Employee, 'id' | 'name'>[];
}

async function loadTeacherWeek(
  employeeId: string | null,
  withTeachers: boolean,
  signal: AbortSignal,
): Promise<TeacherWeekData> {
  const [week, employees] = await Promise.all([
    employeeId ? getTeacherWeek(employeeId, signal) : getMyWeek(signal),
    withTeachers ? portalFetch<EmployeeList>('/employees', { signal }) : Promise.resolve({ employees: [] }),
  ]);
  return { week, teachers: employees.employees.map(({ id, name }) => ({ id, name })) };
}

// TODO(timetable area): move to src/portal/api/timetable-actors.ts.
const weekActors = {
  loadTeacherWeek: fromPromise(
    ({
      input,
      signal,
    }: {
      input: { employeeId: string | null; withTeachers: boolean };
      signal: AbortSignal;
    }) => loadTeacherWeek(input.employeeId, input.withTeachers, signal),
  ),
};

/** `employeeId` null: the signed-in member's own week. */
export function TeacherWeekPage(props: { employeeId: string | null }) {
  const t = useText(timetableText);
  const me = usePortalMember();
  const withTeachers = hasPermission(me, 'employees.view');
  const list = useResourceList(
    weekActors,
    { load: 'loadTeacherWeek' },
    { employeeId: props.employeeId, withTeachers },
  );
  const heading = props.employeeId ? t.teacherWeek.heading : t.mine.heading;
  return (
    <section className="mgmt-page">
      <h1>{heading}</h1>
      <p className="mgmt-buttons tt-no-print">
        <PortalLink to="/timetable">{t.heading}</PortalLink>
      </p>
      <ResourceListFrame list={list} label={heading}>
        {(data: TeacherWeekData) => {
          const name = data.teachers.find((one) => one.id === props.employeeId)?.name ?? '';
          const caption = props.employeeId ? t.teacherWeek.caption(name) : t.mine.caption;
          return (
            <>
              <div className="mgmt-inline-form tt-tools tt-no-print">
                {data.teachers.length ? (
                  <TeacherPicker
                    teachers={data.teachers}
                    {...(props.employeeId ? { current: props.employeeId } : {})}
                  />
                ) : null}
                <PrintButton />
              </div>
              <WeekGrid
                week={data.week}
                caption={caption}
                cell={({ entry }) =>
                  entry ? (
                    <span>
                      <strong>{entry.sectionName}</strong> · {entry.subjectName}
                    </span>
                  ) : (
                    <span className="tt-free">{t.free}</span>
                  )
                }
              />
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}
