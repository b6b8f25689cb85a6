// Granting a concession to one student, over the concession-grant machine: the rule (the sibling
// rule is never offered), from and until when, and what the rule's kind needs: the reason and the
// approver for a scholarship or hardship, the employee for a staff ward.

import type { Employee } from '@common/api/portal/employees';
import type { ConcessionRule } from '@common/api/portal/fee-concessions';
import {
  concessionGrantMachine,
  type GrantField,
  needsApproval,
} from '@machines/portal/concession-grant.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, NamedOptions, useNoticeText } from '../../shared/management-kit';
import { useRuleAmount } from './rule-amount';

const fieldId = (field: GrantField) => `concession-grant-${field}`;

export function ConcessionGrantForm(props: {
  studentId: string;
  rules: readonly ConcessionRule[];
  employees: readonly Pick<Employee, 'id' | 'name'>[];
  today: string;
  onGranted: () => void;
  onCancel: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.concessions;
  const noticeText = useNoticeText();
  const amountOf = useRuleAmount();
  const [state, send] = useScreenMachine(
    concessionGrantMachine,
    {
      actors: feeSetupActors,
      actions: {
        concessionGranted: () => props.onGranted(),
        focusField: (_: unknown, params: { field: GrantField }) =>
          document.getElementById(fieldId(params.field))?.focus(),
      },
    },
    { studentId: props.studentId, rules: props.rules, today: props.today },
  );
  const { values, errors, notice, rules } = state.context;
  const submitting = state.matches('submitting');
  const kind = rules.find((rule) => rule.id === values.ruleId)?.kind ?? null;
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  const input = (field: 'validFrom' | 'validTo' | 'reason' | 'approvedBy', label: string, type = 'text') => (
    <div className="mgmt-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type={type}
        value={values[field]}
        maxLength={field === 'reason' ? 300 : 100}
        onChange={change(field)}
        {...describe(field)}
      />
      {errorOf(field)}
    </div>
  );
  return (
    <section className="mgmt-panel" aria-labelledby="concession-grant-heading">
      <h2 id="concession-grant-heading">{t.grantHeading}</h2>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <fieldset className="mgmt-form" disabled={submitting}>
          <div className="mgmt-field">
            <label htmlFor={fieldId('ruleId')}>{t.rule}</label>
            <select
              id={fieldId('ruleId')}
              value={values.ruleId}
              onChange={change('ruleId')}
              {...describe('ruleId')}
            >
              <option value="">{t.choose}</option>
              {rules.map((rule) => (
                <option key={rule.id} value={rule.id}>
                  {`${rule.name} (${amountOf(rule)})`}
                </option>
              ))}
            </select>
            {errorOf('ruleId')}
          </div>
          {input('validFrom', t.validFrom, 'date')}
          {input('validTo', t.validTo, 'date')}
          {input('reason', t.reason)}
          {needsApproval(kind) ? input('approvedBy', t.approvedBy) : null}
          {kind === 'staff_ward' ? (
            <div className="mgmt-field">
              <label htmlFor={fieldId('employeeId')}>{t.employee}</label>
              {props.employees.length === 0 ? (
                <p className="mgmt-warning" id={`${fieldId('employeeId')}-none`}>
                  {t.noEmployees}
                </p>
              ) : null}
              <select
                id={fieldId('employeeId')}
                value={values.employeeId}
                onChange={change('employeeId')}
                {...describe('employeeId')}
              >
                <option value="">{t.choose}</option>
                <NamedOptions items={props.employees} />
              </select>
              {errorOf('employeeId')}
            </div>
          ) : null}
          <div className="mgmt-buttons">
            <button type="submit">{submitting ? t.granting : t.submit}</button>
            <button type="button" onClick={props.onCancel}>
              {texts.cancel}
            </button>
          </div>
        </fieldset>
      </ManagementForm>
    </section>
  );
}
