// The printed receipt (docs/requirements/fees.md#the-counter): the school, the number and date, the
// student, the lines, the amount in figures and in words, the mode and reference, who collected
// it and what remains due; CANCELLED with its reason once cancelled; the GST split on a coaching
// centre's tax invoice. In the language it is asked in (the API gives the words in both), on A5 or
// the 80 mm roll (fee-counter.css names a page for each).

import type { Receipt } from '@common/api/portal/fee-ledger';
import { formatRupees } from '@common/fees/money';
import type { Language } from '@common/languages';
import { useDateText } from '@portal/i18n/dates';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { PortalLanguageProvider, usePortalLanguage } from '@portal/i18n/language';
import { Fragment } from 'react';

export type ReceiptPaper = 'a5' | '80mm';

export function ReceiptSheet(props: { receipt: Receipt; lang: Language; paper: ReceiptPaper }) {
  const reader = usePortalLanguage();
  // Dates and words in the receipt's language, whatever the reader's.
  return (
    <PortalLanguageProvider value={{ ...reader, language: props.lang }}>
      <Sheet {...props} />
    </PortalLanguageProvider>
  );
}

function Sheet({ receipt, lang, paper }: { receipt: Receipt; lang: Language; paper: ReceiptPaper }) {
  const texts = feesCounterText[lang];
  const t = texts.sheet;
  const day = useDateText();
  const rupees = (paise: number) => formatRupees(paise, lang);
  const { school, student, tax, cancelled } = receipt;
  return (
    <article className={`fee-receipt fee-receipt--${paper}`} lang={lang} aria-labelledby="fee-receipt-title">
      <header className="fee-receipt__school">
        <h2>{school.name}</h2>
        {school.address ? <p>{school.address}</p> : null}
        {school.phone ? <p>{t.phone(school.phone)}</p> : null}
        <h3 id="fee-receipt-title">{t.title}</h3>
      </header>
      {cancelled ? (
        <div className="fee-receipt__cancelled">
          <strong>{t.cancelled}</strong>
          <p>{t.cancelledBy(cancelled.by, day(cancelled.at))}</p>
          <p>{t.cancelReason(cancelled.reason)}</p>
        </div>
      ) : null}
      <dl className="fee-receipt__facts">
        <dt>{t.number}</dt>
        <dd>{receipt.number}</dd>
        <dt>{t.date}</dt>
        <dd>{day(receipt.paidOn)}</dd>
        <dt>{t.student}</dt>
        <dd>{student.name}</dd>
        <dt>{t.admission}</dt>
        <dd>{student.admissionNumber}</dd>
        {student.sectionName ? (
          <>
            <dt>{t.section}</dt>
            <dd>{student.sectionName}</dd>
          </>
        ) : null}
        {tax ? (
          <>
            <dt>{t.tax.invoice}</dt>
            <dd>{tax.invoiceNumber}</dd>
            <dt>{t.tax.gstin}</dt>
            <dd>{tax.gstin}</dd>
          </>
        ) : null}
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.particulars}</th>
            <th scope="col" className="fee-amount">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={`${line.kind}-${line.label}-${line.headName}`}>
              <td>
                {line.kind === 'credit'
                  ? t.credit
                  : line.kind === 'fine'
                    ? t.fine(line.label)
                    : `${line.headName} (${line.label})`}
              </td>
              <td className="fee-amount">{rupees(line.paise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td className="fee-amount">
              <strong>{rupees(receipt.amountPaise)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {tax ? <TaxSplit tax={tax} lang={lang} /> : null}
      <p>
        {t.inWords}: <strong>{receipt.words[lang]}</strong>
      </p>
      <dl className="fee-receipt__facts">
        <dt>{t.mode}</dt>
        <dd>{texts.modes[receipt.mode]}</dd>
        {receipt.reference ? (
          <>
            <dt>{t.reference}</dt>
            <dd>{receipt.reference}</dd>
          </>
        ) : null}
        <dt>{t.collectedBy}</dt>
        <dd>{receipt.collectedBy}</dd>
        <dt>{t.balance}</dt>
        <dd>{rupees(receipt.balancePaise)}</dd>
      </dl>
    </article>
  );
}

/** The tax worked out of the amount paid: the taxable value, then CGST and SGST, or IGST. */
function TaxSplit({ tax, lang }: { tax: NonNullable<Receipt['tax']>; lang: Language }) {
  const t = feesCounterText[lang].sheet.tax;
  const parts: Array<[string, number]> =
    tax.igstPaise > 0
      ? [
          [t.taxable, tax.taxablePaise],
          [t.igst, tax.igstPaise],
        ]
      : [
          [t.taxable, tax.taxablePaise],
          [t.cgst, tax.cgstPaise],
          [t.sgst, tax.sgstPaise],
        ];
  return (
    <dl className="fee-receipt__facts">
      {parts.map(([label, paise]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{formatRupees(paise, lang)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
