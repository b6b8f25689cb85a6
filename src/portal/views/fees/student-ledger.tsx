// A student's ledger (docs/requirements/fees.md#the-ledger): receipts, cancellations, refunds and
// waivers as they were recorded, newest as the API orders them, each receipt a link to its page.

import { formatRupees } from '@common/fees/money';
import { feesCounterActors } from '@portal/api/fees-counter-actors';
import { useDateText } from '@portal/i18n/dates';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

export function StudentLedger({ studentId }: { studentId: string }) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  const day = useDateText();
  const list = useResourceList(feesCounterActors, { load: 'loadStudentLedger' }, studentId);
  return (
    <section aria-labelledby="fee-ledger-heading">
      <h2 id="fee-ledger-heading">{t.ledger.heading}</h2>
      <ResourceListFrame list={list} label={t.ledger.label} refresh={false}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p>{t.ledger.empty}</p>
          ) : (
            <div className="mgmt-scroll">
              <table className="mgmt-table">
                <thead>
                  <tr>
                    <th scope="col">{t.ledger.date}</th>
                    <th scope="col">{t.ledger.entry}</th>
                    <th scope="col">{t.ledger.amount}</th>
                    <th scope="col">{t.ledger.mode}</th>
                    <th scope="col">{t.ledger.receipt}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label={t.ledger.date}>
                        <span>{day(entry.onDate)}</span>
                      </td>
                      <td data-label={t.ledger.entry}>
                        <span>
                          {t.ledger.kinds[entry.kind]}
                          {entry.reason ? ` · ${entry.reason}` : ''}
                        </span>
                      </td>
                      <td data-label={t.ledger.amount}>
                        <span>{formatRupees(entry.amountPaise, language)}</span>
                      </td>
                      <td data-label={t.ledger.mode}>
                        <span>
                          {entry.mode ? t.modes[entry.mode] : ''}
                          {entry.reference ? ` · ${entry.reference}` : ''}
                        </span>
                      </td>
                      <td data-label={t.ledger.receipt}>
                        {entry.receiptId && entry.receiptNumber ? (
                          <PortalLink
                            to="/fees/receipts/$receiptId"
                            params={{ receiptId: entry.receiptId }}
                            className="mgmt-link"
                          >
                            {entry.receiptNumber}
                          </PortalLink>
                        ) : (
                          <span />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </ResourceListFrame>
    </section>
  );
}
