// A child's week for their guardian (docs/requirements/guardians.md#per-child): the timetable of
// the child's section (a coaching student's batches, each), on the same grid staff read, each
// period with its subject and teacher.
import type { ChildTimetable } from '@common/api/portal/guardian';
import { guardianActors } from '@portal/api/guardian-actors';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { WeekGrid } from '../timetable/week-grid';

export function TimetableSection(props: { studentId: string }) {
  const t = useText(guardianText);
  const list = useResourceList(
    guardianActors,
    { load: 'loadChildTimetable' },
    { studentId: props.studentId },
  );
  return (
    <section aria-labelledby="child-timetable">
      <h2 id="child-timetable">{t.timetableHeading}</h2>
      <ResourceListFrame<ChildTimetable> list={list} label={t.timetableHeading} refresh={false}>
        {(data) =>
          data.weeks.map((week) => (
            <WeekGrid
              key={week.section.id}
              week={week}
              caption={t.weekOf(week.section.name)}
              cell={({ entry }) =>
                entry ? (
                  <span>
                    <strong data-user-text>{entry.subjectName}</strong>
                    <span className="tt-time" data-user-text>
                      {entry.teacherName ?? t.noTeacher}
                    </span>
                  </span>
                ) : null
              }
            />
          ))
        }
      </ResourceListFrame>
    </section>
  );
}
