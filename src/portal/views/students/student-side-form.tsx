// The smaller forms beside a student's record: move to another section, mark as left, record a
// guardian's consent, and erase the personal data (which first says what erasure keeps).

import type { ClassSummary } from '@common/api/portal/academics';
import { SCHOOL_CONSENT_METHODS } from '@common/api/portal/consent';
import type { StudentEditorContext, StudentEditorEvent } from '@machines/portal/student-editor.machine';
import type { DraftKind } from '@machines/portal/student-form';
import { sectionOptions } from '@portal/api/students';
import { useText } from '@portal/i18n/language';
import { studentsText, valuesOf } from '@portal/i18n/students';
import type { ReactNode } from 'react';
import { ManagementForm } from '../shared/management-kit';

const draftId = (kind: DraftKind, field: string) => `student-${kind}-${field}`;

export function StudentSideForm(props: {
  kind: DraftKind;
  context: StudentEditorContext;
  sending: boolean;
  classes: readonly ClassSummary[];
  send: (event: StudentEditorEvent) => void;
}) {
  const t = useText(studentsText);
  const { kind, context, sending, send } = props;
  const { draft, draftErrors, purposes } = context;
  const heading = {
    move: t.moveHeading,
    leave: t.leaveHeading,
    consent: t.consentHeading,
    erase: t.eraseHeading,
  }[kind];
  const submit = {
    move: sending ? t.moving : t.moveButton,
    leave: sending ? t.leaving : t.leaveButton,
    consent: sending ? t.recording : t.consentButton,
    erase: sending ? t.erasing : t.eraseButton,
  }[kind];
  const control = (field: string) => ({
    id: draftId(kind, field),
    value: draft[field] ?? '',
    disabled: sending,
    'aria-invalid': draftErrors[field] ? true : undefined,
    'aria-describedby': draftErrors[field] ? `${draftId(kind, field)}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'draft.change', field, value: event.target.value }),
  });
  const error = (field: string) => {
    const code = draftErrors[field];
    return code ? (
      <span className="mgmt-field-error" id={`${draftId(kind, field)}-error`}>
        {t.fieldErrors[field]?.[code]}
      </span>
    ) : null;
  };
  const field = (name: string, label: string, input: ReactNode) => (
    <div className="mgmt-field">
      <label htmlFor={draftId(kind, name)}>{label}</label>
      {input}
      {error(name)}
    </div>
  );

  return (
    <section className="mgmt-panel" aria-labelledby={`student-${kind}-heading`}>
      <h2 id={`student-${kind}-heading`}>{heading}</h2>
      {kind === 'erase' ? (
        <>
          <p>{t.eraseWarning}</p>
          <p id="student-erase-keeps">{t.eraseKeeps}</p>
          <ul aria-labelledby="student-erase-keeps">
            {valuesOf(t.keeps).map((kept) => (
              <li key={kept}>{t.keeps[kept]}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ManagementForm busy={sending} onSubmit={() => send({ type: 'draft.submit' })}>
        {kind === 'move' ? (
          <>
            {field(
              'sectionId',
              t.newSection,
              <select {...control('sectionId')}>
                <option value="">{t.chooseSection}</option>
                {sectionOptions(props.classes).map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.label}
                  </option>
                ))}
              </select>,
            )}
            {field('rollNumber', t.newRollNumber, <input type="number" {...control('rollNumber')} />)}
          </>
        ) : null}
        {kind === 'leave' ? field('leftOn', t.leftOn, <input type="date" {...control('leftOn')} />) : null}
        {kind === 'erase' ? field('reason', t.reason, <textarea rows={3} {...control('reason')} />) : null}
        {kind === 'consent' ? (
          <>
            {field('guardianName', t.consentBy, <input {...control('guardianName')} />)}
            {field(
              'relation',
              t.relation,
              <select {...control('relation')}>
                {valuesOf(t.relations).map((relation) => (
                  <option key={relation} value={relation}>
                    {t.relations[relation]}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'method',
              t.method,
              <select {...control('method')}>
                {SCHOOL_CONSENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {t.methods[method]}
                  </option>
                ))}
              </select>,
            )}
            {field('givenOn', t.givenOn, <input type="date" {...control('givenOn')} />)}
            <fieldset
              className="mgmt-choices"
              aria-invalid={draftErrors.purposes ? true : undefined}
              aria-describedby={draftErrors.purposes ? `${draftId(kind, 'purposes')}-error` : undefined}
            >
              <legend>{t.purposes}</legend>
              {valuesOf(t.purposeNames).map((purpose) => (
                <label key={purpose}>
                  <input
                    type="checkbox"
                    checked={purposes.includes(purpose)}
                    disabled={sending}
                    onChange={() => send({ type: 'purpose.toggle', purpose })}
                  />{' '}
                  {t.purposeNames[purpose]}
                </label>
              ))}
              {error('purposes')}
            </fieldset>
          </>
        ) : null}
        <div className="mgmt-buttons">
          <button type="submit" className={kind === 'erase' ? 'mgmt-danger' : undefined} disabled={sending}>
            {submit}
          </button>
          <button type="button" disabled={sending} onClick={() => send({ type: 'draft.cancel' })}>
            {t.cancel}
          </button>
        </div>
      </ManagementForm>
    </section>
  );
}
