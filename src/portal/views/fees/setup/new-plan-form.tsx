// A new fee plan, over the new-fee-plan machine: its name, what it applies to (a whole class or
// one section; a coaching centre's course or batch) and an optional student category. Picking what
// it applies to names it, so the usual plan is two taps; created, the page opens it in the editor.

import type { ClassSummary } from '@common/api/portal/academics';
import { type NewFeePlanField, newFeePlanMachine } from '@machines/portal/new-fee-plan.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../../shared/management-kit';

const fieldId = (field: NewFeePlanField) => `new-fee-plan-${field}`;

export function NewPlanForm(props: {
  yearId: string | null;
  classes: readonly ClassSummary[];
  coaching: boolean;
  onCreated: (planId: string) => void;
  onCancel: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.newPlan;
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    newFeePlanMachine,
    {
      actors: feeSetupActors,
      actions: {
        planCreated: (_: unknown, plan: { id: string }) => props.onCreated(plan.id),
        focusField: (_: unknown, params: { field: NewFeePlanField }) =>
          document.getElementById(fieldId(params.field))?.focus(),
      },
    },
    { yearId: props.yearId },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  const kind = props.coaching ? 'coaching' : 'school';
  const scopeName = (value: string) => {
    const [scope, id] = value.split(':');
    for (const one of props.classes) {
      if (scope === 'class' && one.id === id) return one.name;
      const section = one.sections.find((each) => each.id === id);
      if (scope === 'section' && section) return `${one.name} ${section.name}`;
    }
    return '';
  };
  return (
    <section className="mgmt-panel" aria-labelledby="new-fee-plan-heading">
      <h2 id="new-fee-plan-heading">{t.heading}</h2>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <div className="mgmt-field">
          <label htmlFor={fieldId('scope')}>{t.scope}</label>
          <select
            id={fieldId('scope')}
            value={values.scope}
            disabled={submitting}
            onChange={(event) =>
              send({ type: 'scope.pick', value: event.target.value, name: scopeName(event.target.value) })
            }
            {...describe('scope')}
          >
            <option value="">{t.choose}</option>
            <optgroup label={t.wholeClass[kind]}>
              {props.classes.map((one) => (
                <option key={one.id} value={`class:${one.id}`}>
                  {one.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t.oneSection[kind]}>
              {props.classes.flatMap((one) =>
                one.sections.map((section) => (
                  <option key={section.id} value={`section:${section.id}`}>
                    {`${one.name} ${section.name}`}
                  </option>
                )),
              )}
            </optgroup>
          </select>
          {errorOf('scope')}
        </div>
        <div className="mgmt-field">
          <label htmlFor={fieldId('name')}>{t.name}</label>
          <input
            id={fieldId('name')}
            value={values.name}
            maxLength={80}
            disabled={submitting}
            onChange={change('name')}
            {...describe('name')}
          />
          {errorOf('name')}
        </div>
        <div className="mgmt-field">
          <label htmlFor={fieldId('category')}>{t.category}</label>
          <p className="mgmt-muted" id={`${fieldId('category')}-hint`}>
            {t.categoryHint}
          </p>
          <input
            id={fieldId('category')}
            value={values.category}
            maxLength={40}
            disabled={submitting}
            aria-describedby={`${fieldId('category')}-hint`}
            onChange={change('category')}
          />
        </div>
        <div className="mgmt-buttons">
          <button type="submit" disabled={submitting}>
            {submitting ? t.creating : t.create}
          </button>
          <button type="button" disabled={submitting} onClick={props.onCancel}>
            {texts.cancel}
          </button>
        </div>
      </ManagementForm>
    </section>
  );
}
