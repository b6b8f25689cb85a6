// Choosing a teacher opens their week (/timetable/teachers/<id>). On the member's own week the
// picker is for another teacher's, and says so.

import type { Employee } from '@common/api/portal/employees';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { NamedOptions } from '../shared/management-kit';

export function TeacherPicker(props: {
  teachers: readonly Pick<Employee, 'id' | 'name'>[];
  current?: string;
  /** On "My week": the picker opens another teacher's week, not "their" week beside one's own. */
  another?: boolean;
}) {
  const t = useText(timetableText);
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      className="mgmt-inline-form tt-tools"
      onSubmit={(event) => {
        event.preventDefault();
        const employeeId = String(new FormData(event.currentTarget).get('employeeId') ?? '');
        if (employeeId) void navigate({ to: '/timetable/teachers/$employeeId', params: { employeeId } });
      }}
    >
      <label htmlFor={id}>
        <span>{props.another ? t.mine.otherTeacher : t.teacher}</span>
      </label>
      <select id={id} name="employeeId" defaultValue={props.current ?? ''}>
        <option value="">{t.chooseTeacher}</option>
        <NamedOptions items={props.teachers} />
      </select>
      <button type="submit">{props.another ? t.mine.showOther : t.showTeacher}</button>
    </form>
  );
}
