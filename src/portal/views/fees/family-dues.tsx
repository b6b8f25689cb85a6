// The family's dues, one tap from a student's (docs/requirements/fees.md#dues-are-derived): every
// child sharing a guardian, what each owes now, and the family's total; each child's dues a tap
// away. Loaded when opened (GET /fees/students/:id/family).

import { formatRupees } from '@common/fees/money';
import { feesCounterActors } from '@portal/api/fees-counter-actors';
import { feesCounterText } from '@portal/i18n/fees-counter';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

export function FamilyDues({ studentId }: { studentId: string }) {
  const t = useText(feesCounterText);
  const { language } = usePortalLanguage();
  const list = useResourceList(feesCounterActors, { load: 'loadFamilyDues' }, studentId);
  return (
    <section className="mgmt-panel" aria-labelledby="fee-family-heading">
      <h2 id="fee-family-heading">{t.family.heading}</h2>
      <ResourceListFrame list={list} label={t.family.children} refresh={false}>
        {(family) => (
          <>
            {family.guardianNames.length > 0 ? (
              <p>{t.family.guardians(family.guardianNames.join(', '))}</p>
            ) : null}
            <p>
              <strong>{t.family.total(formatRupees(family.dueNowPaise, language))}</strong>
            </p>
            <ul className="mgmt-named-list">
              {family.children.map(({ student, dueNowPaise }) => (
                <li key={student.id}>
                  <span className="mgmt-named-list__name">{student.name}</span>
                  {student.sectionName ? <span>{student.sectionName}</span> : null}
                  <span>{t.search.dueNow(formatRupees(dueNowPaise, language))}</span>
                  {student.id === studentId ? (
                    <span className="mgmt-badge">{t.family.thisStudent}</span>
                  ) : (
                    <PortalLink
                      to="/fees/students/$studentId"
                      params={{ studentId: student.id }}
                      className="mgmt-link"
                    >
                      {t.family.open(student.name)}
                    </PortalLink>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
