// The student editor (new or existing): the student's fields and one to four guardians, over the
// student-editor machine's `editing` and `submitting` states.

import type { ClassSummary } from '@common/api/portal/academics';
import { MAX_FURTHER_BATCHES, MAX_GUARDIANS } from '@common/api/portal/student-limits';
import type { StudentEditorEvent } from '@machines/portal/student-editor.machine';
import type {
  GuardianField,
  StudentErrorKey,
  StudentErrors,
  StudentField,
  StudentForm,
} from '@machines/portal/student-form';
import { sectionOptions } from '@portal/api/students';
import { useText } from '@portal/i18n/language';
import { studentsText, valuesOf } from '@portal/i18n/students';
import type { ReactNode } from 'react';
import { ManagementForm } from '../shared/management-kit';

/** The control's id for a field of the form (`guardian.0.name` becomes `student-guardian-0-name`). */
export const studentFieldId = (key: StudentErrorKey) => `student-${key.replaceAll('.', '-')}`;

export function StudentEditorForm(props: {
  editing: boolean;
  values: StudentForm;
  errors: StudentErrors;
  submitting: boolean;
  classes: readonly ClassSummary[];
  /** A coaching centre: the section is the home batch, and further batches can be picked. */
  coaching: boolean;
  send: (event: StudentEditorEvent) => void;
  /** Existing students go back to their page; a new one's page offers a link to the list instead. */
  onCancel: (() => void) | null;
  cancelLink?: ReactNode;
}) {
  const t = useText(studentsText);
  const { values, errors, submitting, send } = props;
  const sections = sectionOptions(props.classes);
  const errorText = (key: StudentErrorKey) => {
    const code = errors[key];
    if (!code) return '';
    const field = key.startsWith('guardian.') ? key.split('.')[2] : key;
    const catalogueKey = field === 'name' && key.startsWith('guardian.') ? 'guardianName' : (field ?? '');
    return t.fieldErrors[catalogueKey]?.[code] ?? '';
  };
  const aria = (key: StudentErrorKey) => ({
    id: studentFieldId(key),
    disabled: submitting,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${studentFieldId(key)}-error` : undefined,
  });
  const error = (key: StudentErrorKey) =>
    errors[key] ? (
      <span className="mgmt-field-error" id={`${studentFieldId(key)}-error`}>
        {errorText(key)}
      </span>
    ) : null;
  const change = (field: StudentField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value });
  const text = (field: StudentField, label: string, type = 'text') => (
    <div className="mgmt-field">
      <label htmlFor={studentFieldId(field)}>{label}</label>
      <input type={type} value={values[field]} onChange={change(field)} {...aria(field)} />
      {error(field)}
    </div>
  );
  const guardianChange = (index: number, field: GuardianField) => (event: { target: { value: string } }) =>
    send({ type: 'guardian.change', index, field, value: event.target.value });

  return (
    <section className="mgmt-panel" aria-label={t.formHeading(props.editing)}>
      {/* A new student's page is headed by the same words already. */}
      {props.editing ? <h2>{t.formHeading(true)}</h2> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        {text('admissionNumber', t.admissionNumber)}
        {text('name', t.name)}
        {text('dateOfBirth', t.dateOfBirth, 'date')}
        <div className="mgmt-field">
          <label htmlFor={studentFieldId('gender')}>{t.gender}</label>
          <select value={values.gender} onChange={change('gender')} {...aria('gender')}>
            <option value="">{t.notGiven}</option>
            {valuesOf(t.genders).map((gender) => (
              <option key={gender} value={gender}>
                {t.genders[gender]}
              </option>
            ))}
          </select>
        </div>
        <div className="mgmt-field">
          <label htmlFor={studentFieldId('sectionId')}>{props.coaching ? t.homeBatch : t.section}</label>
          <select value={values.sectionId} onChange={change('sectionId')} {...aria('sectionId')}>
            <option value="">{t.chooseSection}</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.label}
              </option>
            ))}
          </select>
        </div>
        {props.coaching && values.sectionId ? (
          // A school's student is in one section: only a coaching centre's attends several batches.
          <fieldset className="mgmt-panel student-batches">
            <legend>{t.furtherBatches}</legend>
            <p className="mgmt-muted">{t.furtherBatchesHint(MAX_FURTHER_BATCHES)}</p>
            {sections
              .filter((section) => section.id !== values.sectionId)
              .map((section) => (
                <label key={section.id}>
                  <input
                    type="checkbox"
                    checked={values.batchIds.includes(section.id)}
                    disabled={
                      submitting ||
                      (!values.batchIds.includes(section.id) && values.batchIds.length >= MAX_FURTHER_BATCHES)
                    }
                    onChange={() => send({ type: 'batch.toggle', sectionId: section.id })}
                  />{' '}
                  {section.label}
                </label>
              ))}
          </fieldset>
        ) : null}
        {text('rollNumber', t.rollNumber, 'number')}
        <div className="mgmt-field">
          <label htmlFor={studentFieldId('address')}>{t.address}</label>
          <textarea rows={3} value={values.address} onChange={change('address')} {...aria('address')} />
          {error('address')}
        </div>
        <p className="mgmt-muted">{t.guardianHint}</p>
        {values.guardians.map((guardian, index) => (
          <fieldset
            // Guardians have no id of their own in the form: their position is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="mgmt-panel"
          >
            <legend>{t.guardianHeading(index)}</legend>
            <div className="mgmt-field">
              <label
                htmlFor={studentFieldId(`guardian.${index}.name`)}
              >{`${t.name} (${t.guardianHeading(index)})`}</label>
              <input
                value={guardian.name}
                onChange={guardianChange(index, 'name')}
                {...aria(`guardian.${index}.name`)}
              />
              {error(`guardian.${index}.name`)}
            </div>
            <div className="mgmt-field">
              <label htmlFor={studentFieldId(`guardian.${index}.relation`)}>
                {`${t.relation} (${t.guardianHeading(index)})`}
              </label>
              <select
                value={guardian.relation}
                onChange={guardianChange(index, 'relation')}
                {...aria(`guardian.${index}.relation`)}
              >
                {valuesOf(t.relations).map((relation) => (
                  <option key={relation} value={relation}>
                    {t.relations[relation]}
                  </option>
                ))}
              </select>
            </div>
            <div className="mgmt-field">
              <label
                htmlFor={studentFieldId(`guardian.${index}.phone`)}
              >{`${t.phone} (${t.guardianHeading(index)})`}</label>
              <input
                type="tel"
                value={guardian.phone}
                onChange={guardianChange(index, 'phone')}
                {...aria(`guardian.${index}.phone`)}
              />
              {error(`guardian.${index}.phone`)}
            </div>
            <div className="mgmt-field">
              <label
                htmlFor={studentFieldId(`guardian.${index}.email`)}
              >{`${t.email} (${t.guardianHeading(index)})`}</label>
              <input
                type="email"
                value={guardian.email}
                onChange={guardianChange(index, 'email')}
                {...aria(`guardian.${index}.email`)}
              />
              {error(`guardian.${index}.email`)}
            </div>
            <div className="mgmt-field">
              <label htmlFor={studentFieldId(`guardian.${index}.language`)}>
                {`${t.language} (${t.guardianHeading(index)})`}
              </label>
              <select
                value={guardian.language}
                onChange={guardianChange(index, 'language')}
                {...aria(`guardian.${index}.language`)}
              >
                <option value="en">{t.languages.en}</option>
                <option value="hi">{t.languages.hi}</option>
              </select>
            </div>
            {values.guardians.length > 1 ? (
              <button
                type="button"
                disabled={submitting}
                onClick={() => send({ type: 'guardian.remove', index })}
              >
                {t.removeGuardian(index)}
              </button>
            ) : null}
          </fieldset>
        ))}
        {values.guardians.length < MAX_GUARDIANS ? (
          <button type="button" disabled={submitting} onClick={() => send({ type: 'guardian.add' })}>
            {t.addGuardian}
          </button>
        ) : null}
        <div className="mgmt-buttons">
          <button type="submit" disabled={submitting}>
            {submitting ? t.saving : t.save}
          </button>
          {props.onCancel ? (
            <button type="button" disabled={submitting} onClick={props.onCancel}>
              {t.cancel}
            </button>
          ) : (
            props.cancelLink
          )}
        </div>
      </ManagementForm>
    </section>
  );
}
