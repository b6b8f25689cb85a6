// Adding or changing one concession rule, over the concession-rule-form machine: its name and
// kind, a percentage or a fixed sum, the heads it reduces (none ticked: every head), in use or not.

import { CONCESSION_KINDS, CONCESSION_MODES, type ConcessionRule } from '@common/api/portal/fee-concessions';
import type { FeeHead } from '@common/api/portal/fees';
import {
  type ConcessionRuleField,
  concessionRuleFormMachine,
} from '@machines/portal/concession-rule-form.machine';
import { rupeesText } from '@machines/portal/fee-amounts';
import { percentText } from '@machines/portal/fee-head-form.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../../shared/management-kit';

const fieldId = (field: ConcessionRuleField) => `concession-rule-${field}`;

export function ConcessionRuleForm(props: {
  rule: ConcessionRule | null;
  heads: readonly FeeHead[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.rules;
  const noticeText = useNoticeText();
  const { rule } = props;
  const [state, send] = useScreenMachine(
    concessionRuleFormMachine,
    {
      actors: feeSetupActors,
      actions: {
        ruleSaved: () => props.onSaved(),
        focusField: (_: unknown, params: { field: ConcessionRuleField }) =>
          document.getElementById(fieldId(params.field))?.focus(),
      },
    },
    rule
      ? {
          id: rule.id,
          values: {
            name: rule.name,
            kind: rule.kind,
            mode: rule.mode,
            value: rule.mode === 'percent' ? percentText(rule.value) : rupeesText(rule.value),
            headIds: rule.headIds,
            active: rule.active,
          },
        }
      : {},
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  return (
    <section className="mgmt-panel" aria-labelledby="concession-rule-form-heading">
      <h3 id="concession-rule-form-heading">{t.formHeading(rule !== null)}</h3>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <fieldset className="mgmt-form" disabled={submitting}>
          <div className="mgmt-field">
            <label htmlFor={fieldId('name')}>{t.name}</label>
            <input
              id={fieldId('name')}
              value={values.name}
              maxLength={60}
              onChange={change('name')}
              {...describe('name')}
            />
            {errorOf('name')}
          </div>
          <div className="mgmt-field">
            <label htmlFor={fieldId('kind')}>{t.kind}</label>
            <select id={fieldId('kind')} value={values.kind} onChange={change('kind')}>
              {CONCESSION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.kinds[kind]}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="mgmt-choices">
            <legend>{t.mode}</legend>
            {CONCESSION_MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="concession-rule-mode"
                  id={mode === values.mode ? fieldId('mode') : undefined}
                  checked={values.mode === mode}
                  onChange={() => send({ type: 'field.change', field: 'mode', value: mode })}
                />{' '}
                {t.modes[mode]}
              </label>
            ))}
          </fieldset>
          <div className="mgmt-field">
            <label htmlFor={fieldId('value')}>{t.value[values.mode]}</label>
            <input
              id={fieldId('value')}
              inputMode="decimal"
              autoComplete="off"
              value={values.value}
              onChange={change('value')}
              {...describe('value')}
            />
            {errorOf('value')}
          </div>
          {props.heads.length > 0 ? (
            <fieldset className="mgmt-choices" aria-describedby={`${fieldId('headIds')}-hint`}>
              <legend>{t.heads}</legend>
              <p className="mgmt-muted" id={`${fieldId('headIds')}-hint`}>
                {t.headsHint}
              </p>
              {props.heads.map((head) => (
                <label key={head.id}>
                  <input
                    type="checkbox"
                    checked={values.headIds.includes(head.id)}
                    onChange={() => send({ type: 'head.toggle', headId: head.id })}
                  />{' '}
                  {head.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          <label>
            <input
              type="checkbox"
              id={fieldId('active')}
              checked={values.active}
              onChange={(event) =>
                send({ type: 'field.change', field: 'active', value: event.target.checked })
              }
            />{' '}
            {t.active}
          </label>
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
