// A student's fee categories, over the fee-categories machine: the categories the school's plans
// name as ticks (and the student's own, if no plan names them any more), one more to type, Save.

import { feeCategoriesMachine } from '@machines/portal/fee-categories.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../../shared/management-kit';

const fieldId = () => 'fee-categories-other';

export function FeeCategoriesForm(props: {
  studentId: string;
  categories: readonly string[];
  knownCategories: readonly string[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.categories;
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    feeCategoriesMachine,
    {
      actors: feeSetupActors,
      actions: {
        categoriesSaved: () => props.onSaved(),
        focusField: () => document.getElementById(fieldId())?.focus(),
      },
    },
    { studentId: props.studentId, categories: props.categories },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const offered = [...new Set([...props.knownCategories, ...props.categories])];
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.errors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  return (
    <section className="mgmt-panel" aria-labelledby="fee-categories-form-heading">
      <h3 id="fee-categories-form-heading">{t.change}</h3>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <fieldset className="mgmt-form" disabled={submitting}>
          <fieldset className="mgmt-choices">
            <legend>{t.legend}</legend>
            {offered.length === 0 ? <p className="mgmt-muted">{t.noneKnown}</p> : null}
            {offered.map((category) => (
              <label key={category}>
                <input
                  type="checkbox"
                  checked={values.chosen.includes(category)}
                  onChange={() => send({ type: 'category.toggle', category })}
                />{' '}
                {category}
              </label>
            ))}
          </fieldset>
          <div className="mgmt-field">
            <label htmlFor={fieldId()}>{t.other}</label>
            <input id={fieldId()} value={values.other} onChange={change('other')} {...describe('other')} />
            {errorOf('other')}
          </div>
          <div className="mgmt-buttons">
            <button type="submit">{submitting ? t.saving : t.save}</button>
            <button type="button" onClick={props.onCancel}>
              {texts.cancel}
            </button>
          </div>
        </fieldset>
      </ManagementForm>
    </section>
  );
}
