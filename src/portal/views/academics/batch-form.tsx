// A coaching centre's batch: what it is in one line, and the form that adds or changes it, over
// the batch-form machine (days toggled, the slot as two time fields, an optional room, capacity
// and teacher).

import type { Section } from '@common/api/portal/academics';
import { type BatchField, batchFormMachine, timeOf } from '@machines/portal/batch-form.machine';
import type { BatchTeacher } from '@portal/api/academics';
import { academicsActors } from '@portal/api/academics-actors';
import { academicsText } from '@portal/i18n/academics';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../shared/management-kit';

const fieldId = (field: BatchField) => `batch-${field}`;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Mon, Wed, Fri · 18:00–20:00 · Room 2 · 30 seats · Sunil Verma" */
export function BatchSummary(props: { batch: Section; teachers: readonly BatchTeacher[] }) {
  const t = useText(academicsText).batch;
  const { batch } = props;
  const parts = [
    batch.weekdays?.map((day) => t.dayNames[day - 1]).join(', ') ?? '',
    batch.startsAt === null ? '' : `${timeOf(batch.startsAt)}–${timeOf(batch.endsAt)}`,
    batch.room ? t.inRoom(batch.room) : '',
    batch.capacity === null ? '' : t.seats(batch.capacity),
    props.teachers.find((teacher) => teacher.id === batch.teacherId)?.name ?? '',
  ].filter(Boolean);
  return <span className="mgmt-muted">{parts.join(' · ')}</span>;
}

export function BatchForm(props: {
  classId: string;
  batch: Section | null;
  teachers: readonly BatchTeacher[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useText(academicsText).batch;
  const noticeText = useNoticeText();
  const { batch } = props;
  const [state, send] = useScreenMachine(
    batchFormMachine,
    {
      actors: academicsActors,
      actions: {
        batchSaved: () => props.onSaved(),
        focusField: (_: unknown, params: { field: BatchField }) =>
          document.getElementById(fieldId(params.field))?.focus(),
      },
    },
    {
      classId: props.classId,
      ...(batch
        ? {
            id: batch.id,
            values: {
              name: batch.name,
              weekdays: batch.weekdays ?? [],
              startsAt: timeOf(batch.startsAt),
              endsAt: timeOf(batch.endsAt),
              room: batch.room,
              capacity: batch.capacity === null ? '' : String(batch.capacity),
              teacherId: batch.teacherId ?? '',
            },
          }
        : {}),
    },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  const input = (
    field: 'name' | 'startsAt' | 'endsAt' | 'room' | 'capacity',
    label: string,
    type: string,
  ) => (
    <div className="mgmt-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type={type}
        inputMode={field === 'capacity' ? 'numeric' : undefined}
        value={values[field]}
        disabled={submitting}
        onChange={change(field)}
        {...describe(field)}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <section className="mgmt-panel" aria-labelledby="batch-form-heading">
      <h2 id="batch-form-heading">{t.formHeading(batch !== null)}</h2>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        {input('name', t.name, 'text')}
        <fieldset className="mgmt-days">
          <legend>{t.days}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="mgmt-day">
              <input
                id={day === 1 ? fieldId('weekdays') : undefined}
                type="checkbox"
                aria-describedby={errors.weekdays ? `${fieldId('weekdays')}-error` : undefined}
                checked={values.weekdays.includes(day)}
                disabled={submitting}
                onChange={() => send({ type: 'day.toggle', day })}
              />
              <span>{t.dayNames[day - 1]}</span>
            </label>
          ))}
          {errorOf('weekdays')}
        </fieldset>
        <div className="mgmt-slot">
          {input('startsAt', t.startsAt, 'time')}
          {input('endsAt', t.endsAt, 'time')}
        </div>
        {input('room', t.room, 'text')}
        {input('capacity', t.capacity, 'text')}
        <div className="mgmt-field">
          <label htmlFor={fieldId('teacherId')}>{t.teacher}</label>
          <select
            id={fieldId('teacherId')}
            value={values.teacherId}
            disabled={submitting}
            onChange={change('teacherId')}
          >
            <option value="">{t.noTeacher}</option>
            {props.teachers.map((teacher) => (
              <option key={teacher.id} value={teacher.id}>
                {teacher.name}
              </option>
            ))}
          </select>
        </div>
        <div className="mgmt-buttons">
          <button type="submit" disabled={submitting}>
            {submitting ? t.saving : t.save}
          </button>
          <button type="button" disabled={submitting} onClick={props.onCancel}>
            {t.cancel}
          </button>
        </div>
      </ManagementForm>
    </section>
  );
}
