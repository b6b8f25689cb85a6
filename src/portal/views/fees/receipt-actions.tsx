// Cancelling a receipt and recording a refund (machines/portal/fee-cancellation.machine.ts), for a
// member with fees.cancel: the cancellation asks for a reason and then once more (it is never
// undone); the refund takes an amount, a mode, its reference and a reason. After no answer the
// fields stay locked and only the same attempt is sent again.

import { PAYMENT_MODES } from '@common/api/portal/fee-ledger';
import type {
  FeeCancellationEvent,
  feeCancellationMachine,
  RefundField,
} from '@machines/portal/fee-cancellation.machine';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { useText } from '@portal/i18n/language';
import type { SnapshotFrom } from 'xstate';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../shared/management-kit';

type Props = {
  state: SnapshotFrom<typeof feeCancellationMachine>;
  send: (event: FeeCancellationEvent) => void;
};

export const refundFieldId = (field: RefundField) => `fee-refund-${field}`;

export function CancelReceiptPanel({ state, send }: Props) {
  const t = useText(feesCounterText);
  const noticeText = useNoticeText();
  const { receipt, reason, reasonError, notice } = state.context;
  const at = (sub: 'editing' | 'confirming' | 'keying' | 'sending' | 'unanswered') =>
    state.matches({ shown: { cancel: sub } });
  const sending = at('keying') || at('sending');
  const locked = sending || at('unanswered') || at('confirming');
  return (
    <section className="mgmt-panel fee-no-print" aria-labelledby="fee-cancel-heading">
      <h2 id="fee-cancel-heading">{t.receipt.cancel}</h2>
      <ManagementForm busy={sending} onSubmit={() => send({ type: 'cancel.submit' })}>
        <div className="mgmt-field">
          <label htmlFor="fee-cancel-reason">{t.receipt.reason}</label>
          <textarea
            id="fee-cancel-reason"
            value={reason}
            rows={2}
            maxLength={300}
            disabled={locked}
            aria-invalid={reasonError !== null}
            aria-describedby={reasonError ? 'fee-cancel-reason-error' : undefined}
            onChange={(event) => send({ type: 'cancel.reason', value: event.target.value })}
          />
          {reasonError ? (
            <span className="mgmt-field-error" id="fee-cancel-reason-error">
              {t.receipt.errors.reason[reasonError]}
            </span>
          ) : null}
        </div>
        {notice ? <Failure>{noticeText(notice, t.notices)}</Failure> : null}
        {at('editing') ? (
          <div className="mgmt-buttons">
            <button type="submit" className="mgmt-danger">
              {t.receipt.cancel}
            </button>
            <button type="button" onClick={() => send({ type: 'cancel.close' })}>
              {t.receipt.close}
            </button>
          </div>
        ) : null}
        {at('confirming') ? (
          <fieldset className="mgmt-confirm">
            <legend>{t.receipt.cancelQuestion(receipt?.number ?? '')}</legend>
            <button type="button" className="mgmt-danger" onClick={() => send({ type: 'cancel.confirm' })}>
              {t.receipt.confirmCancel}
            </button>
            <button type="button" onClick={() => send({ type: 'cancel.back' })}>
              {t.receipt.back}
            </button>
          </fieldset>
        ) : null}
        {sending ? (
          <button type="button" disabled>
            {t.receipt.cancelling}
          </button>
        ) : null}
        {at('unanswered') ? (
          <button type="button" className="mgmt-primary" onClick={() => send({ type: 'cancel.retry' })}>
            {t.receipt.retry}
          </button>
        ) : null}
      </ManagementForm>
    </section>
  );
}

export function RefundPanel({ state, send }: Props) {
  const t = useText(feesCounterText);
  const noticeText = useNoticeText();
  const { refund, errors, notice } = state.context;
  const at = (sub: 'editing' | 'keying' | 'sending' | 'unanswered') =>
    state.matches({ shown: { refund: sub } });
  const sending = at('keying') || at('sending');
  const locked = sending || at('unanswered');
  const { change, describe, errorOf } = fieldKit({
    fieldId: refundFieldId,
    errors,
    errorTexts: t.receipt.errors,
    onChange: (field, value) => send({ type: 'refund.change', field, value }),
  });
  const input = (field: 'amount' | 'reference', label: string, inputMode: 'decimal' | 'text') => (
    <div className="mgmt-field">
      <label htmlFor={refundFieldId(field)}>{label}</label>
      <input
        id={refundFieldId(field)}
        inputMode={inputMode}
        autoComplete="off"
        value={refund[field]}
        disabled={locked}
        onChange={change(field)}
        {...describe(field)}
      />
      {errorOf(field)}
    </div>
  );
  return (
    <section className="mgmt-panel fee-no-print" aria-labelledby="fee-refund-heading">
      <h2 id="fee-refund-heading">{t.receipt.refundHeading}</h2>
      <ManagementForm busy={sending} onSubmit={() => send({ type: 'refund.submit' })}>
        {input('amount', t.receipt.refundAmount, 'decimal')}
        <fieldset className="fee-modes">
          <legend>{t.collect.mode}</legend>
          {PAYMENT_MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={refund.mode === mode}
              disabled={locked}
              onClick={() => send({ type: 'refund.mode', mode })}
            >
              {t.modes[mode]}
            </button>
          ))}
        </fieldset>
        {refund.mode === 'cash' ? null : input('reference', t.receipt.refundReference[refund.mode], 'text')}
        <div className="mgmt-field">
          <label htmlFor={refundFieldId('reason')}>{t.receipt.reason}</label>
          <textarea
            id={refundFieldId('reason')}
            value={refund.reason}
            rows={2}
            maxLength={300}
            disabled={locked}
            onChange={change('reason')}
            {...describe('reason')}
          />
          {errorOf('reason')}
        </div>
        {notice ? <Failure>{noticeText(notice, t.notices)}</Failure> : null}
        {at('unanswered') ? (
          <button type="button" className="mgmt-primary" onClick={() => send({ type: 'refund.retry' })}>
            {t.receipt.retry}
          </button>
        ) : (
          <div className="mgmt-buttons">
            <button type="submit" disabled={sending}>
              {sending ? t.receipt.recording : t.receipt.refundSubmit}
            </button>
            <button type="button" disabled={sending} onClick={() => send({ type: 'refund.close' })}>
              {t.receipt.close}
            </button>
          </div>
        )}
      </ManagementForm>
    </section>
  );
}
