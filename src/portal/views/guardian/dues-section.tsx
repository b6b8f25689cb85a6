// A child's fees for their guardian (docs/requirements/guardians.md#per-child): what is due now,
// a UPI link and its QR code to pay it from any UPI app (docs/decisions/0037-upi-without-a-gateway.md),
// each instalment with what is left of it, and the office's phone. A school without fee plans has
// no instalments, and the page then says nothing about fees at all.
import type { StudentDues } from '@common/api/portal/fee-dues';
import { formatRupees } from '@common/fees/money';
import { guardianActors } from '@portal/api/guardian-actors';
import { useDateText } from '@portal/i18n/dates';
import { guardianText } from '@portal/i18n/guardian';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { UpiQr } from '../fees/upi-qr';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

function Dues(props: { dues: StudentDues }) {
  const t = useText(guardianText);
  const { language } = usePortalLanguage();
  const date = useDateText();
  const { dues } = props;
  const rupees = (paise: number) => formatRupees(paise, language);
  return (
    <section className="guardian-dues" aria-labelledby="child-fees">
      <h2 id="child-fees">{t.feesHeading}</h2>
      <p className="guardian-dues__now">
        {dues.dueNowPaise > 0 ? t.dueNow(rupees(dues.dueNowPaise)) : t.nothingDue}
      </p>
      {dues.upiLink && dues.dueNowPaise > 0 ? (
        <div className="guardian-dues__pay">
          <a className="button button--primary" href={dues.upiLink}>
            {t.pay(rupees(dues.dueNowPaise))}
          </a>
          <UpiQr link={dues.upiLink} label={t.upiLabel(rupees(dues.dueNowPaise))} />
        </div>
      ) : null}
      <ul className="guardian-dues__instalments">
        {dues.instalments.map((instalment) => (
          <li key={`${instalment.planId}/${instalment.key}`}>
            <span data-user-text>{t.instalmentDue(instalment.label, date(instalment.dueOn))}</span>
            <strong>{instalment.duePaise > 0 ? rupees(instalment.duePaise) : t.paid}</strong>
            {instalment.overdueDays > 0 && instalment.duePaise > 0 ? (
              <span className="guardian-dues__late">{t.overdue(instalment.overdueDays)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {dues.creditPaise > 0 ? <p>{t.credit(rupees(dues.creditPaise))}</p> : null}
      {dues.officePhone ? <p>{t.feeQuestions(dues.officePhone)}</p> : null}
    </section>
  );
}

export function DuesSection(props: { studentId: string }) {
  const t = useText(guardianText);
  const list = useResourceList(guardianActors, { load: 'loadChildDues' }, { studentId: props.studentId });
  const dues = list.data as StudentDues | null;
  // Nothing about fees until the school has them (or while they load).
  if (dues && dues.instalments.length === 0) return null;
  return (
    <ResourceListFrame<StudentDues> list={list} label={t.feesHeading} refresh={false}>
      {(loaded) => <Dues dues={loaded} />}
    </ResourceListFrame>
  );
}
