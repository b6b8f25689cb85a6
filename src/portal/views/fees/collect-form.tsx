// The counter's collect form (machines/portal/fee-counter.machine.ts): the amount, already what is
// due now; the mode as big buttons, cash first and chosen; the reference fields the mode needs; one
// Collect button. While an attempt is out, or after one that got no answer, the fields are locked:
// only the same attempt is sent again, so it can never make a second receipt.

import { PAYMENT_MODES } from '@common/api/portal/fee-ledger';
import type { FeeCounterEvent, feeCounterMachine, PaymentField } from '@machines/portal/fee-counter.machine';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { useText } from '@portal/i18n/language';
import type { SnapshotFrom } from 'xstate';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../shared/management-kit';

export const collectFieldId = (field: PaymentField) => `fee-collect-${field}`;

export function CollectForm(props: {
  state: SnapshotFrom<typeof feeCounterMachine>;
  send: (event: FeeCounterEvent) => void;
}) {
  const { state, send } = props;
  const t = useText(feesCounterText);
  const noticeText = useNoticeText();
  const { values, errors, notice } = state.context;
  const sending =
    state.matches({ student: { ready: 'keying' } }) || state.matches({ student: { ready: 'collecting' } });
  const unanswered = state.matches({ student: { ready: 'unanswered' } });
  const locked = sending || unanswered;
  const { change, describe, errorOf } = fieldKit({
    fieldId: collectFieldId,
    errors,
    errorTexts: t.collect.errors,
    onChange: (field, value) => send({ type: 'collect.change', field, value }),
  });
  const field = (
    name: PaymentField,
    label: string,
    extra: { inputMode?: 'decimal' | 'numeric'; type?: string },
  ) => (
    <div className="mgmt-field">
      <label htmlFor={collectFieldId(name)}>{label}</label>
      <input
        id={collectFieldId(name)}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete="off"
        value={values[name]}
        disabled={locked}
        onChange={change(name)}
        {...describe(name)}
      />
      {errorOf(name)}
    </div>
  );
  return (
    <section className="mgmt-panel fee-collect" aria-labelledby="fee-collect-heading">
      <h2 id="fee-collect-heading">{t.collect.heading}</h2>
      <ManagementForm busy={sending} onSubmit={() => send({ type: 'collect.submit' })}>
        {field('amount', t.collect.amount, { inputMode: 'decimal' })}
        <fieldset className="fee-modes">
          <legend>{t.collect.mode}</legend>
          {PAYMENT_MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={values.mode === mode}
              disabled={locked}
              onClick={() => send({ type: 'collect.mode', mode })}
            >
              {t.modes[mode]}
            </button>
          ))}
        </fieldset>
        {values.mode === 'cash'
          ? null
          : field('reference', t.collect.reference[values.mode], {
              // A UTR is digits; a cheque's number too. A card's or a transfer's may have letters.
              ...(values.mode === 'upi' || values.mode === 'cheque' ? { inputMode: 'numeric' as const } : {}),
            })}
        {values.mode === 'cheque' ? (
          <>
            {field('chequeBank', t.collect.chequeBank, {})}
            {field('chequeDate', t.collect.chequeDate, { type: 'date' })}
          </>
        ) : null}
        {notice ? <Failure>{noticeText(notice, t.notices)}</Failure> : null}
        {unanswered ? (
          <button
            type="button"
            className="mgmt-primary fee-retry"
            onClick={() => send({ type: 'collect.retry' })}
          >
            {t.collect.retry}
          </button>
        ) : (
          <button type="submit" disabled={sending}>
            {sending ? t.collect.collecting : t.collect.submit}
          </button>
        )}
      </ManagementForm>
    </section>
  );
}
