// A student's instalments as the dues derive them (docs/requirements/fees.md#dues-are-derived):
// each head's billed amount, the concessions beside the head they reduce (by their rule's name),
// the late fine, what was paid and what is still due.

import type { DuesInstalment, StudentDues } from '@common/api/portal/fee-dues';
import { formatRupees } from '@common/fees/money';
import { useDateText } from '@portal/i18n/dates';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { usePortalLanguage, useText } from '@portal/i18n/language';

export function DuesInstalments({ dues }: { dues: StudentDues }) {
  const t = useText(feesCounterText);
  return (
    <section aria-labelledby="fee-instalments-heading">
      <h2 id="fee-instalments-heading">{t.dues.instalments}</h2>
      {dues.instalments.length === 0 ? <p>{t.dues.noPlan}</p> : null}
      {dues.instalments.map((instalment) => (
        <Instalment key={`${instalment.planId}-${instalment.key}`} instalment={instalment} />
      ))}
    </section>
  );
}

function Instalment({ instalment }: { instalment: DuesInstalment }) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  const day = useDateText();
  const rupees = (paise: number) => formatRupees(paise, language);
  return (
    <div className="mgmt-scroll">
      <table className="mgmt-table">
        <caption>
          <strong>{t.dues.instalment(instalment.label, day(instalment.dueOn))}</strong>
          {instalment.overdueDays > 0 ? (
            <span className="mgmt-badge mgmt-badge--warning">{t.dues.overdue(instalment.overdueDays)}</span>
          ) : null}{' '}
          <span>{t.dues.instalmentDue(rupees(instalment.duePaise))}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.dues.head}</th>
            <th scope="col">{t.dues.billed}</th>
            <th scope="col">{t.dues.concession}</th>
            <th scope="col">{t.dues.paid}</th>
            <th scope="col">{t.dues.due}</th>
          </tr>
        </thead>
        <tbody>
          {instalment.lines.map((line) => (
            <tr key={line.headId ?? 'fine'}>
              <td data-label={t.dues.head}>
                <span>{line.headId === null ? t.dues.fine : line.headName}</span>
              </td>
              <td data-label={t.dues.billed}>
                <span>{rupees(line.billedPaise)}</span>
              </td>
              <td data-label={t.dues.concession}>
                <span>
                  {line.concessions.map((concession) => (
                    <span key={concession.ruleName} className="fee-concession">
                      {concession.ruleName} −{rupees(concession.paise)}
                    </span>
                  ))}
                </span>
              </td>
              <td data-label={t.dues.paid}>
                <span>{rupees(line.settledPaise)}</span>
              </td>
              <td data-label={t.dues.due}>
                <strong>{rupees(line.duePaise)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
