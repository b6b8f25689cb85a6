// A student at the counter (machines/portal/fee-counter.machine.ts): who it is, what is due now and
// for the year, the collect form (for a member with fees.collect) with the amount already what is
// due now and cash chosen, the UPI QR for what is due now, the instalments head by head, the
// family's dues a tap away, and the ledger. A recorded payment opens its receipt.

import type { StudentDues } from '@common/api/portal/fee-dues';
import { formatRupees } from '@common/fees/money';
import { schoolToday } from '@common/school-clock';
import { feeCounterMachine, type PaymentField } from '@machines/portal/fee-counter.machine';
import { feesCounterActors } from '@portal/api/fees-counter-actors';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { useState } from 'react';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import { CollectForm, collectFieldId } from './collect-form';
import { DuesInstalments } from './dues-instalments';
import { FamilyDues } from './family-dues';
import { StudentLedger } from './student-ledger';
import { UpiQr } from './upi-qr';
import '../management.css';
import './fee-counter.css';

export function StudentDuesPage({ studentId, canCollect }: { studentId: string; canCollect: boolean }) {
  const t = useText(feesCounterText);
  const noticeText = useNoticeText();
  const navigate = usePortalNavigate();
  const [state, send] = useScreenMachine(
    feeCounterMachine,
    {
      actors: feesCounterActors,
      actions: {
        showReceipt: (_: unknown, { receiptId }: { receiptId: string }) =>
          void navigate('/fees/receipts/$receiptId', { params: { receiptId } }),
        focusField: (_: unknown, { field }: { field: PaymentField }) =>
          document.getElementById(collectFieldId(field))?.focus(),
      },
    },
    { studentId, today: schoolToday(new Date()) },
  );
  const { dues, notice } = state.context;
  return (
    <section className="mgmt-page">
      <p>
        <PortalLink to="/fees" className="mgmt-link">
          {t.dues.back}
        </PortalLink>
      </p>
      {state.matches({ student: 'loading' }) ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches({ student: 'failed' }) ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t.notices)}</Failure>
          <button type="button" onClick={() => send({ type: 'dues.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {dues ? (
        <>
          <StudentHead dues={dues} />
          <DuesTotals dues={dues} />
          {canCollect ? <CollectForm state={state} send={send} /> : null}
          {dues.upiLink ? <UpiPanel link={dues.upiLink} duePaise={dues.dueNowPaise} /> : null}
          <DuesInstalments dues={dues} />
          <StudentLedger studentId={dues.student.id} />
        </>
      ) : null}
    </section>
  );
}

/** The student, a link to their concessions, and the family's dues one tap away. */
function StudentHead({ dues }: { dues: StudentDues }) {
  const t = useText(feesCounterText);
  const [family, setFamily] = useState(false);
  const { student } = dues;
  return (
    <>
      <div className="mgmt-record-head">
        <div>
          <h1>{student.name}</h1>
          <p className="mgmt-muted">
            {t.dues.admission(student.admissionNumber)}
            {student.sectionName ? ` · ${student.sectionName}` : ''}
          </p>
        </div>
        <p className="mgmt-buttons">
          <button type="button" aria-expanded={family} onClick={() => setFamily(!family)}>
            {t.family.show}
          </button>
          <PortalLink
            to="/fees/students/$studentId/concessions"
            params={{ studentId: student.id }}
            className="mgmt-link"
          >
            {t.dues.concessions}
          </PortalLink>
        </p>
      </div>
      {family ? <FamilyDues studentId={student.id} /> : null}
    </>
  );
}

function DuesTotals({ dues }: { dues: StudentDues }) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  return (
    <>
      <dl className="fee-totals">
        <div>
          <dt>{t.dues.dueNow}</dt>
          <dd>{formatRupees(dues.dueNowPaise, language)}</dd>
        </div>
        <div>
          <dt>{t.dues.dueYear}</dt>
          <dd>{formatRupees(dues.dueYearPaise, language)}</dd>
        </div>
        {dues.creditPaise > 0 ? (
          <div>
            <dt>{t.dues.credit}</dt>
            <dd>{formatRupees(dues.creditPaise, language)}</dd>
          </div>
        ) : null}
      </dl>
      {dues.dueNowPaise <= 0 ? <p>{t.dues.nothingDue}</p> : null}
    </>
  );
}

/** The UPI QR and link for what is due now (docs/decisions/0037-upi-without-a-gateway.md). */
function UpiPanel({ link, duePaise }: { link: string; duePaise: number }) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  return (
    <section className="mgmt-panel fee-upi" aria-labelledby="fee-upi-heading">
      <h2 id="fee-upi-heading">{t.upi.heading}</h2>
      <UpiQr link={link} label={t.upi.qr(formatRupees(duePaise, language))} />
      <a href={link} className="mgmt-link">
        {t.upi.link}
      </a>
      <p>{t.upi.recorded}</p>
    </section>
  );
}
