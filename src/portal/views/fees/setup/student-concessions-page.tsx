// A student's concessions (docs/requirements/fees.md#concessions-are-rules): each granted one with
// its amount, validity, reason, approver and who granted it, and how it ended; with fees.concession,
// "Grant a concession" and End beside each active one. The sibling concession is never granted: the
// page says it applies by itself. Above them, the student's fee categories (which plans apply),
// changed with fees.configure.

import type { StudentConcession } from '@common/api/portal/fee-concessions';
import { grantable } from '@machines/portal/concession-grant.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useState } from 'react';
import { ResourceListFrame, useResourceList } from '../../shared/resource-list-view';
import { ConcessionEndForm } from './concession-end-form';
import { ConcessionGrantForm } from './concession-grant-form';
import { FeeCategoriesForm } from './fee-categories-form';
import { useRuleAmount } from './rule-amount';
import '../../management.css';
import './fees.css';

/** What is open: the grant form, the end form of one concession, or the categories form. */
type Panel =
  | { kind: 'grant' }
  | { kind: 'end'; concession: StudentConcession }
  | { kind: 'categories' }
  | null;

export function StudentConcessionsPage(props: { studentId: string; today: string }) {
  const texts = useText(feeSetupText);
  const t = texts.concessions;
  const dateText = useDateText();
  const instantText = useInstantText('dateAndTime');
  const amountOf = useRuleAmount();
  const me = usePortalMember();
  const canGrant = hasPermission(me, 'fees.concession');
  const canCategorise = hasPermission(me, 'fees.configure');
  const categoryText = texts.categories;
  const list = useResourceList(feeSetupActors, { load: 'loadStudentConcessions' }, props.studentId);
  const [panel, setPanel] = useState<Panel>(null);
  const done = () => {
    setPanel(null);
    list.reload();
  };
  const student = list.data?.student;
  return (
    <section className="mgmt-page fees-setup">
      {hasPermission(me, 'students.view') ? (
        <p>
          <PortalLink to="/students/$studentId" params={{ studentId: props.studentId }} className="mgmt-link">
            {t.studentRecord}
          </PortalLink>
        </p>
      ) : null}
      <h1>{student ? `${t.heading}: ${t.student(student.name, student.admissionNumber)}` : t.heading}</h1>
      <p className="mgmt-muted">{t.siblingNote}</p>
      <ResourceListFrame list={list} label={t.listLabel}>
        {(data) => (
          <>
            <section className="mgmt-panel" aria-labelledby="fee-categories-heading">
              <h2 id="fee-categories-heading">{categoryText.heading}</h2>
              <p className="mgmt-muted">{categoryText.lead}</p>
              <p>{data.categories.length > 0 ? data.categories.join(', ') : categoryText.none}</p>
              {canCategorise && panel === null ? (
                <button type="button" disabled={!list.idle} onClick={() => setPanel({ kind: 'categories' })}>
                  {categoryText.change}
                </button>
              ) : null}
              {panel?.kind === 'categories' ? (
                <FeeCategoriesForm
                  studentId={props.studentId}
                  categories={data.categories}
                  knownCategories={data.knownCategories}
                  onSaved={done}
                  onCancel={() => setPanel(null)}
                />
              ) : null}
            </section>
            {data.concessions.length === 0 ? <p className="mgmt-muted">{t.empty}</p> : null}
            <ul className="mgmt-plain-list">
              {data.concessions.map((concession) => (
                <li key={concession.id} className="mgmt-panel">
                  <h2>
                    {concession.ruleName}: {amountOf(concession)}
                  </h2>
                  <p>
                    {concession.validTo
                      ? t.fromTo(dateText(concession.validFrom), dateText(concession.validTo))
                      : t.from(dateText(concession.validFrom))}
                    {concession.endedAt ? null : <span className="mgmt-badge">{t.active}</span>}
                  </p>
                  {concession.reason ? <p>{t.reasonLine(concession.reason)}</p> : null}
                  {concession.approvedBy ? <p>{t.approvedByLine(concession.approvedBy)}</p> : null}
                  {concession.employeeName ? <p>{t.employeeLine(concession.employeeName)}</p> : null}
                  <p className="mgmt-muted">
                    {t.grantedLine(concession.grantedBy, instantText(concession.grantedAt))}
                  </p>
                  {concession.endedAt ? (
                    <p className="mgmt-muted">
                      {t.ended(instantText(concession.endedAt), concession.endReason ?? '')}
                    </p>
                  ) : null}
                  {canGrant && !concession.endedAt && panel === null ? (
                    <div>
                      <button
                        type="button"
                        disabled={!list.idle}
                        aria-label={t.endOf(concession.ruleName)}
                        onClick={() => setPanel({ kind: 'end', concession })}
                      >
                        {t.end}
                      </button>
                    </div>
                  ) : null}
                  {panel?.kind === 'end' && panel.concession.id === concession.id ? (
                    <ConcessionEndForm
                      concessionId={concession.id}
                      ruleName={concession.ruleName}
                      onEnded={done}
                      onCancel={() => setPanel(null)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
            {canGrant && panel === null && grantable(data.rules).length === 0 ? (
              <p className="mgmt-muted">{t.noRules}</p>
            ) : null}
            {canGrant && panel === null && grantable(data.rules).length > 0 ? (
              <button type="button" disabled={!list.idle} onClick={() => setPanel({ kind: 'grant' })}>
                {t.grant}
              </button>
            ) : null}
            {panel?.kind === 'grant' ? (
              <ConcessionGrantForm
                studentId={props.studentId}
                rules={data.rules}
                employees={data.employees}
                today={props.today}
                onGranted={done}
                onCancel={() => setPanel(null)}
              />
            ) : null}
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
