// A published version of a fee plan, read-only: each instalment with its due date, the amount per
// fee head and its total (a card per instalment on a phone), the year's total, and the versions
// published so far.

import type { FeeHead, FeePlan, FeePlanVersion } from '@common/api/portal/fees';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useRupees } from './use-rupees';

const totalOf = (version: FeePlanVersion) =>
  version.instalments.reduce(
    (sum, instalment) => sum + instalment.amounts.reduce((inner, amount) => inner + amount.paise, 0),
    0,
  );

export function PublishedVersion(props: {
  plan: FeePlan;
  version: FeePlanVersion;
  heads: readonly FeeHead[];
}) {
  const t = useText(feeSetupText).editor;
  const dateText = useDateText();
  const instantText = useInstantText('dateAndTime');
  const rupees = useRupees();
  const { version, heads } = props;
  const amountOf = (instalment: FeePlanVersion['instalments'][number], headId: string) =>
    instalment.amounts.find((amount) => amount.headId === headId)?.paise ?? 0;
  const published = props.plan.versions
    .filter((one) => one.state === 'published')
    .sort((a, b) => b.version - a.version);
  return (
    <>
      <h2>{t.inForce(version.version, dateText(version.effectiveFrom))}</h2>
      <div className="mgmt-scroll">
        <table className="mgmt-table">
          <caption className="visually-hidden">{t.instalmentsLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.label}</th>
              <th scope="col">{t.dueOn}</th>
              {heads.map((head) => (
                <th scope="col" key={head.id}>
                  {head.name}
                </th>
              ))}
              <th scope="col">{t.totalColumn}</th>
            </tr>
          </thead>
          <tbody>
            {version.instalments.map((instalment) => (
              <tr key={instalment.key}>
                <th scope="row">{instalment.label}</th>
                <td data-label={t.dueOn}>{dateText(instalment.dueOn)}</td>
                {heads.map((head) => (
                  <td key={head.id} data-label={head.name} className="fees-money">
                    {rupees(amountOf(instalment, head.id))}
                  </td>
                ))}
                <td data-label={t.totalColumn} className="fees-money">
                  {rupees(instalment.amounts.reduce((sum, amount) => sum + amount.paise, 0))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="fees-total">{t.total(rupees(totalOf(version)))}</p>
      <h2>{t.versions}</h2>
      <ul className="mgmt-plain-list">
        {published.map((one) => (
          <li key={one.id}>
            {t.versionLine(
              one.version,
              dateText(one.effectiveFrom),
              one.publishedAt ? instantText(one.publishedAt) : '',
              one.publishedBy ?? '',
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
