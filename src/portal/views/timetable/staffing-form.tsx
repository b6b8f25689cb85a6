// A section's staffing (docs/requirements/school-day.md#timetable): the learning centre whose bells
// it follows and its class teacher. The section panel's list machine sends it and reloads the week.

import type { LearningCentre } from '@common/api/portal/academics';
import type { Employee } from '@common/api/portal/employees';
import type { SectionStaffing, StaffingBody } from '@common/api/portal/timetable';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { useId } from 'react';
import { NamedOptions } from '../shared/management-kit';

export function StaffingForm(props: {
  sectionId: string;
  staffing: Pick<SectionStaffing, 'centreId' | 'classTeacherId'> | null;
  centres: readonly LearningCentre[];
  teachers: readonly Pick<Employee, 'id' | 'name'>[];
  busy: boolean;
  onSave: (body: StaffingBody) => void;
}) {
  const t = useText(timetableText);
  const heading = useId();
  const mainCentre = props.centres.find((centre) => centre.main)?.id ?? '';
  return (
    <section className="mgmt-panel tt-no-print" aria-labelledby={heading}>
      <h2 id={heading}>{t.staffing}</h2>
      <form
        className="mgmt-inline-form tt-tools"
        aria-busy={props.busy}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const centreId = String(form.get('centreId') ?? '');
          const classTeacherId = String(form.get('classTeacherId') ?? '');
          props.onSave({ ...(centreId ? { centreId } : {}), classTeacherId: classTeacherId || null });
        }}
      >
        {props.centres.length ? (
          <label>
            <span>{t.centre}</span>
            <select
              name="centreId"
              defaultValue={props.staffing?.centreId ?? mainCentre}
              disabled={props.busy}
            >
              <NamedOptions items={props.centres} />
            </select>
          </label>
        ) : null}
        <label>
          <span>{t.classTeacher}</span>
          <select
            name="classTeacherId"
            defaultValue={props.staffing?.classTeacherId ?? ''}
            disabled={props.busy}
          >
            <option value="">{t.noTeacher}</option>
            <NamedOptions items={props.teachers} />
          </select>
        </label>
        <button type="submit" disabled={props.busy}>
          {t.saveStaffing}
        </button>
      </form>
    </section>
  );
}
