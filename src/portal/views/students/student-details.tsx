// What the school holds about one student: the record, the guardians (with how many other
// students share each one) and the consent records, each consent with its withdrawal.
import type { Student } from '@common/api/portal/students';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { studentsText } from '@portal/i18n/students';
import { Email } from '../shared/management-kit';

export function StudentDetails(props: {
  student: Student;
  /** Withdrawal is offered when the member may edit and nothing else runs. */
  canWithdraw: boolean;
  busy: boolean;
  withdrawingId: string | null;
  onWithdraw: (consentId: string) => void;
}) {
  const t = useText(studentsText);
  const dateText = useDateText();
  const instantText = useInstantText('dateAndTime');
  const { student } = props;
  const none = t.none;
  const className = student.className
    ? `${student.className}${student.sectionName ? ` ${student.sectionName}` : ''}`
    : none;
  return (
    <>
      <section aria-labelledby="student-details-heading" className="mgmt-panel">
        <h2 id="student-details-heading">{t.details}</h2>
        {student.status === 'erased' ? <p>{t.erasedNote}</p> : null}
        {student.erasure ? (
          <p className="mgmt-warning">
            {student.erasure.by
              ? t.erasedOnBy(instantText(student.erasure.at), student.erasure.by)
              : t.erasedOn(instantText(student.erasure.at))}
          </p>
        ) : null}
        {!student.consented && student.status !== 'erased' ? (
          <p className="mgmt-warning">{t.noConsentLong}</p>
        ) : null}
        <dl className="mgmt-details">
          <dt>{t.admissionNumber}</dt>
          <dd>{student.admissionNumber}</dd>
          <dt>{t.status}</dt>
          <dd>{t.statuses[student.status]}</dd>
          <dt>{student.batches.length > 0 ? t.homeBatch : t.class}</dt>
          <dd>{className}</dd>
          {student.batches.length > 0 ? (
            <>
              <dt>{t.furtherBatches}</dt>
              <dd>
                <ul className="mgmt-plain-list">
                  {student.batches.map((batch) => (
                    <li key={batch.sectionId}>{`${batch.className} ${batch.sectionName}`}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt>{t.rollNumber}</dt>
          <dd>{student.rollNumber ?? none}</dd>
          <dt>{t.dateOfBirth}</dt>
          <dd>{student.dateOfBirth ? dateText(student.dateOfBirth) : none}</dd>
          <dt>{t.gender}</dt>
          <dd>{student.gender ? t.genders[student.gender] : none}</dd>
          <dt>{t.address}</dt>
          <dd>{student.address || none}</dd>
          {student.leftOn ? (
            <>
              <dt>{t.leftOn}</dt>
              <dd>{dateText(student.leftOn)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="student-guardians-heading" className="mgmt-panel">
        <h2 id="student-guardians-heading">{t.guardians}</h2>
        <table className="mgmt-table">
          <caption className="visually-hidden">{t.guardiansCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.relation}</th>
              <th scope="col">{t.phone}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.language}</th>
              <th scope="col">{t.siblings}</th>
            </tr>
          </thead>
          <tbody>
            {student.guardians.map((guardian) => (
              <tr key={guardian.id}>
                <td data-label={t.name}>{guardian.name}</td>
                <td data-label={t.relation}>{t.relations[guardian.relation]}</td>
                <td data-label={t.phone}>{guardian.phone}</td>
                <td data-label={t.email}>{guardian.email ? <Email address={guardian.email} /> : none}</td>
                <td data-label={t.language}>{t.languages[guardian.language] ?? guardian.language}</td>
                <td data-label={t.siblings}>{t.siblingCount(guardian.siblingCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="student-consents-heading" className="mgmt-panel">
        <h2 id="student-consents-heading">{t.consents}</h2>
        {student.consents.length === 0 ? (
          <p>{t.noConsents}</p>
        ) : (
          <table className="mgmt-table">
            <caption className="visually-hidden">{t.consentsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.consentBy}</th>
                <th scope="col">{t.method}</th>
                <th scope="col">{t.givenOn}</th>
                <th scope="col">{t.purposes}</th>
                <th scope="col">{t.recordedBy}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {student.consents.map((consent) => (
                <tr key={consent.id}>
                  <td data-label={t.consentBy}>
                    {consent.guardianName} ({t.relations[consent.relation]})
                  </td>
                  <td data-label={t.method}>{t.methods[consent.method]}</td>
                  <td data-label={t.givenOn}>{dateText(consent.givenOn)}</td>
                  <td data-label={t.purposes}>
                    {consent.purposes.map((purpose) => t.purposeNames[purpose]).join(', ')}
                  </td>
                  <td data-label={t.recordedBy}>{consent.recordedBy}</td>
                  <td data-label={t.status}>
                    {consent.withdrawnAt ? (
                      t.withdrawnOn(dateText(consent.withdrawnAt))
                    ) : props.canWithdraw ? (
                      <button
                        type="button"
                        disabled={props.busy}
                        aria-label={t.withdrawOf(consent.guardianName, consent.givenOn)}
                        onClick={() => props.onWithdraw(consent.id)}
                      >
                        {props.withdrawingId === consent.id ? t.withdrawing : t.withdraw}
                      </button>
                    ) : (
                      t.current
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
