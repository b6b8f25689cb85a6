// A receipt's page (machines/portal/fee-cancellation.machine.ts): the receipt as it prints, with
// Print, the receipt's language and its paper (both in the address: ?lang=en|hi&paper=a5|80mm);
// for a member with fees.cancel, cancelling it or recording a refund. Printed, only the receipt
// is on the sheet (fee-counter.css).

import { formatRupees } from '@common/fees/money';
import type { Language } from '@common/languages';
import { feeCancellationMachine, type RefundField } from '@machines/portal/fee-cancellation.machine';
import { feesCounterActors } from '@portal/api/fees-counter-actors';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { type Catalogue, usePortalLanguage, useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import { CancelReceiptPanel, RefundPanel, refundFieldId } from './receipt-actions';
import { type ReceiptPaper, ReceiptSheet } from './receipt-sheet';
import '../management.css';
import './fee-counter.css';

// Each language's name in itself, as the header's switch says it.
const LANGUAGE_NAMES: Catalogue<string> = { en: 'English', hi: 'हिन्दी' };

export function ReceiptPage(props: {
  receiptId: string;
  lang: Language;
  paper: ReceiptPaper;
  canCancel: boolean;
}) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    feeCancellationMachine,
    {
      actors: feesCounterActors,
      actions: {
        print: () => window.print(),
        focusRefundField: (_: unknown, { field }: { field: RefundField }) =>
          document.getElementById(refundFieldId(field))?.focus(),
      },
    },
    { receiptId: props.receiptId },
  );
  const { receipt, notice, done } = state.context;
  const idle = state.matches({ shown: 'idle' });
  const standing = receipt !== null && receipt.cancelled === null;
  return (
    <section className="mgmt-page">
      <p className="mgmt-buttons fee-no-print">
        <PortalLink to="/fees" className="mgmt-link">
          {t.receipt.nextStudent}
        </PortalLink>
        {receipt ? (
          <PortalLink
            to="/fees/students/$studentId"
            params={{ studentId: receipt.student.id }}
            className="mgmt-link"
          >
            {t.receipt.studentDues}
          </PortalLink>
        ) : null}
      </p>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t.notices)}</Failure>
          <button type="button" onClick={() => send({ type: 'receipt.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {/* A refusal outside the forms (a receipt cancelled meanwhile, loading again): never printed. */}
      {notice && (state.matches('loading') || idle) ? (
        <div className="fee-no-print">
          <Failure>{noticeText(notice, t.notices)}</Failure>
        </div>
      ) : null}
      {receipt && state.matches('shown') ? (
        <>
          <h1 className="fee-no-print">
            {t.sheet.title} {receipt.number}
          </h1>
          <div className="fee-receipt-tools fee-no-print">
            <p className="mgmt-buttons">
              <button type="button" className="mgmt-primary" onClick={() => send({ type: 'receipt.print' })}>
                {t.receipt.print}
              </button>
            </p>
            <Switch legend={t.receipt.language}>
              {(['en', 'hi'] as const).map((code) => (
                <PortalLink
                  key={code}
                  lang={code}
                  to="/fees/receipts/$receiptId"
                  params={{ receiptId: props.receiptId }}
                  search={{ lang: code, paper: props.paper }}
                  replace
                  aria-current={props.lang === code}
                >
                  {LANGUAGE_NAMES[code]}
                </PortalLink>
              ))}
            </Switch>
            <Switch legend={t.receipt.paper}>
              {(['a5', '80mm'] as const).map((paper) => (
                <PortalLink
                  key={paper}
                  to="/fees/receipts/$receiptId"
                  params={{ receiptId: props.receiptId }}
                  search={{ lang: props.lang, paper }}
                  replace
                  aria-current={props.paper === paper}
                >
                  {paper === 'a5' ? t.receipt.a5 : t.receipt.roll}
                </PortalLink>
              ))}
            </Switch>
          </div>
          {done ? (
            <p className="mgmt-done fee-no-print" role="status">
              {done.kind === 'cancelled'
                ? t.receipt.cancelled
                : t.receipt.refunded(formatRupees(Math.abs(done.entry.amountPaise), language))}
            </p>
          ) : null}
          <ReceiptSheet receipt={receipt} lang={props.lang} paper={props.paper} />
          {props.canCancel && standing && idle ? (
            <p className="mgmt-buttons fee-no-print">
              <button type="button" className="mgmt-danger" onClick={() => send({ type: 'cancel.open' })}>
                {t.receipt.cancel}
              </button>
              <button type="button" onClick={() => send({ type: 'refund.open' })}>
                {t.receipt.refund}
              </button>
            </p>
          ) : null}
          {state.matches({ shown: 'cancel' }) ? <CancelReceiptPanel state={state} send={send} /> : null}
          {state.matches({ shown: 'refund' }) ? <RefundPanel state={state} send={send} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** Links that switch one search param; the one in force is marked (TanStack marks it "page" once in the address). */
function Switch(props: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="fee-switch">
      <legend>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}
