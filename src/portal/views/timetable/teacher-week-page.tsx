// A teacher's week (docs/requirements/school-day.md#timetable): the signed-in member's own
// (/timetable/mine) or any employee's (/timetable/teachers/<id>), each period naming its section
// and subject; printable like a section's week.
import { timetableActors } from '@portal/api/timetable-actors';
import type { TeacherWeekData } from '@portal/api/timetable-pages';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { TeacherPicker } from './teacher-picker';
import { PrintButton, WeekGrid } from './week-grid';
import '../management.css';
import './timetable.css';

/** `employeeId` null: the signed-in member's own week. */
export function TeacherWeekPage(props: { employeeId: string | null }) {
  const t = useText(timetableText);
  const me = usePortalMember();
  const list = useResourceList(
    timetableActors,
    { load: 'loadTeacherWeek' },
    { employeeId: props.employeeId, withTeachers: hasPermission(me, 'employees.view') },
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
                    {...(props.employeeId ? { current: props.employeeId } : { another: true })}
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
