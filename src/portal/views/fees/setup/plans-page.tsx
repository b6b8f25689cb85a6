// The year's fee plans (docs/requirements/fees.md#fee-heads-and-plans): each with what it applies
// to, the version billing and its total per student, a link to its editor; "New plan" for a member
// with fees.configure. The year is in the address (`?yearId=`), the current one without it.

import { academicsActors } from '@portal/api/academics-actors';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useState } from 'react';
import { ResourceListFrame, useResourceList } from '../../shared/resource-list-view';
import { NewPlanForm } from './new-plan-form';
import { useRupees } from './use-rupees';
import '../../management.css';
import './fees.css';

export function PlansPage(props: { yearId: string | undefined; onYearChange: (yearId: string) => void }) {
  const texts = useText(feeSetupText);
  const t = texts.plans;
  const rupees = useRupees();
  const me = usePortalMember();
  const navigate = usePortalNavigate();
  const canConfigure = hasPermission(me, 'fees.configure');
  const list = useResourceList(feeSetupActors, { load: 'loadFeePlans' }, props.yearId);
  // The years to pick from and the classes a new plan applies to: only ever a help.
  const academics = useResourceList(academicsActors, { load: 'loadAcademicsPage' }).data;
  const [adding, setAdding] = useState(false);
  const coaching = (academics?.kind ?? me?.tenant.kind) === 'coaching';

  return (
    <section className="mgmt-page fees-setup">
      <h1>{t.heading}</h1>
      <p>
        <PortalLink to="/fees/settings" className="mgmt-link">
          {t.settings}
        </PortalLink>
      </p>
      {academics && academics.years.length > 1 && list.data ? (
        <div className="mgmt-field mgmt-filter">
          <label htmlFor="fee-plans-year">{t.year}</label>
          <select
            id="fee-plans-year"
            value={list.data.yearId}
            onChange={(event) => props.onYearChange(event.target.value)}
          >
            {academics.years.map((year) => (
              <option key={year.id} value={year.id}>
                {year.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ResourceListFrame list={list} label={t.listLabel}>
        {(data) => (
          <>
            <p className="mgmt-muted">{t.lead(data.yearName)}</p>
            {data.plans.length === 0 ? <p className="mgmt-muted">{t.empty}</p> : null}
            {data.plans.length > 0 ? (
              <table className="mgmt-table">
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.appliesTo}</th>
                    <th scope="col">{t.published}</th>
                    <th scope="col">{t.total}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.plans.map((plan) => (
                    <tr key={plan.id}>
                      <td data-label={t.name}>
                        <PortalLink to="/fees/plans/$planId" params={{ planId: plan.id }}>
                          {plan.name}
                        </PortalLink>
                      </td>
                      <td data-label={t.appliesTo}>
                        {plan.category ? `${plan.scopeName}, ${plan.category}` : plan.scopeName}
                      </td>
                      <td data-label={t.published}>
                        {plan.publishedVersion === null ? t.notPublished : t.version(plan.publishedVersion)}
                        {plan.hasDraft ? <span className="mgmt-badge">{t.draft}</span> : null}
                      </td>
                      <td data-label={t.total} className="fees-money">
                        {plan.publishedVersion === null ? '—' : rupees(plan.totalPaise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {canConfigure && !adding ? (
              <button type="button" onClick={() => setAdding(true)}>
                {t.newPlan}
              </button>
            ) : null}
            {canConfigure && adding ? (
              <NewPlanForm
                yearId={data.yearId}
                classes={academics?.classes ?? []}
                coaching={coaching}
                onCreated={(planId) => void navigate('/fees/plans/$planId', { params: { planId } })}
                onCancel={() => setAdding(false)}
              />
            ) : null}
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
