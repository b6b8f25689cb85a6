// Choosing a teacher opens their week (/timetable/teachers/<id>).

import type { Employee } from '@common/api/portal/employees';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { NamedOptions } from '../shared/management-kit';

export function TeacherPicker(props: {
  teachers: readonly Pick<Employee, 'id' | 'name'>[];
  current?: string;
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
        <span>{t.teacher}</span>
      </label>
      <select id={id} name="employeeId" defaultValue={props.current ?? ''}>
        <option value="">{t.chooseTeacher}</option>
        <NamedOptions items={props.teachers} />
      </select>
      <button type="submit">{t.showTeacher}</button>
    </form>
  );
}
