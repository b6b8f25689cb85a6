// The school's fee settings, over the fee-settings machine: UPI, receipts, the late fine, advance
// payments, reminders, the office phone and, for a coaching centre only, GST invoices (schools stay
// out of GST). Read-only without fees.configure.

import { FINE_KINDS } from '@common/api/portal/fees';
import { type FeeSettingsField, feeSettingsMachine } from '@machines/portal/fee-settings.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { InputHTMLAttributes } from 'react';
import { Failure, fieldKit, ManagementForm, useNoticeText, Waiting } from '../../shared/management-kit';

const fieldId = (field: FeeSettingsField) => `fee-settings-${field}`;

type TextField = Exclude<FeeSettingsField, 'fineKind' | 'gstMode'>;

export function SettingsForm(props: { coaching: boolean; canEdit: boolean }) {
  const texts = useText(feeSetupText);
  const t = texts.settings;
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(feeSettingsMachine, {
    actors: feeSetupActors,
    actions: {
      focusField: (_: unknown, params: { field: FeeSettingsField }) =>
        document.getElementById(fieldId(params.field))?.focus(),
    },
  });
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  const input = (
    field: TextField,
    label: string,
    options: { hint?: string; attributes?: InputHTMLAttributes<HTMLInputElement> } = {},
  ) => {
    const hintId = `${fieldId(field)}-hint`;
    const described = describe(field);
    return (
      <div className="mgmt-field">
        <label htmlFor={fieldId(field)}>{label}</label>
        {options.hint ? (
          <p className="mgmt-muted" id={hintId}>
            {options.hint}
          </p>
        ) : null}
        <input
          id={fieldId(field)}
          value={values[field]}
          onChange={change(field)}
          {...options.attributes}
          {...described}
          aria-describedby={
            [options.hint ? hintId : '', described['aria-describedby'] ?? ''].join(' ').trim() || undefined
          }
        />
        {errorOf(field)}
      </div>
    );
  };
  const money = { inputMode: 'decimal', autoComplete: 'off' } as const;
  const days = { inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } as const;

  if (state.matches('loading')) return <Waiting>{texts.loading}</Waiting>;
  if (state.matches('failed'))
    return (
      <div className="mgmt-list-failed">
        <Failure>{noticeText(notice, t)}</Failure>
        <button type="button" onClick={() => send({ type: 'settings.retry' })}>
          {texts.tryAgain}
        </button>
      </div>
    );
  return (
    <>
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <fieldset className="mgmt-form" disabled={submitting || !props.canEdit}>
          <fieldset className="mgmt-panel">
            <legend>{t.upi}</legend>
            {input('upiVpa', t.upiVpa, {
              hint: t.upiVpaHint,
              attributes: { autoComplete: 'off', maxLength: 200 },
            })}
            {input('upiPayee', t.upiPayee, { attributes: { maxLength: 100 } })}
          </fieldset>
          <fieldset className="mgmt-panel">
            <legend>{t.receipts}</legend>
            {input('receiptSeries', t.receiptSeries, {
              hint: t.receiptSeriesHint,
              attributes: { maxLength: 6, autoCapitalize: 'characters', autoComplete: 'off' },
            })}
          </fieldset>
          <fieldset className="mgmt-panel">
            <legend>{t.fine}</legend>
            <fieldset className="mgmt-choices">
              <legend>{t.fineKind}</legend>
              {FINE_KINDS.map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name="fee-settings-fine-kind"
                    id={kind === values.fineKind ? fieldId('fineKind') : undefined}
                    checked={values.fineKind === kind}
                    onChange={() => send({ type: 'field.change', field: 'fineKind', value: kind })}
                  />{' '}
                  {t.fineKinds[kind]}
                </label>
              ))}
            </fieldset>
            {values.fineKind === 'none' ? null : (
              <>
                {input('fine', t.fineAmount[values.fineKind], { attributes: money })}
                {input('fineGraceDays', t.fineGraceDays, { attributes: days })}
                {input('fineCap', t.fineCap, { attributes: money })}
              </>
            )}
          </fieldset>
          <fieldset className="mgmt-panel">
            <legend>{t.advance}</legend>
            {input('advanceLimit', t.advanceLimit, { attributes: money })}
          </fieldset>
          <fieldset className="mgmt-panel">
            <legend>{t.reminders}</legend>
            {input('reminderDaysBefore', t.reminderDaysBefore, { attributes: days })}
            {input('reminderDaysAfter', t.reminderDaysAfter, { attributes: days })}
            {input('officePhone', t.officePhone, { attributes: { type: 'tel', maxLength: 30 } })}
          </fieldset>
          {props.coaching ? (
            <fieldset className="mgmt-panel">
              <legend>{t.gst}</legend>
              <label>
                <input
                  type="checkbox"
                  id={fieldId('gstMode')}
                  checked={values.gstMode}
                  onChange={(event) =>
                    send({ type: 'field.change', field: 'gstMode', value: event.target.checked })
                  }
                />{' '}
                {t.gstMode}
              </label>
              {values.gstMode
                ? input('gstin', t.gstin, { attributes: { maxLength: 15, autoCapitalize: 'characters' } })
                : null}
            </fieldset>
          ) : null}
          {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
          {props.canEdit ? (
            <div className="mgmt-buttons">
              <button type="submit">{submitting ? t.saving : t.save}</button>
            </div>
          ) : null}
        </fieldset>
      </ManagementForm>
      <div role="status" aria-live="polite">
        {state.matches('saved') ? <p className="notice notice--success">{t.saved}</p> : null}
      </div>
    </>
  );
}
