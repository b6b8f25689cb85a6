// The fee set-up on one page (docs/requirements/fees.md): the settings (UPI, receipts, fines,
// reminders, GST for a coaching centre), the fee heads and the concession rules. fees.view reads
// it; fees.configure changes the settings and heads, fees.concession the rules.

import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { ResourceListFrame, useResourceList } from '../../shared/resource-list-view';
import { ConcessionRulesPanel } from './concession-rules-panel';
import { FeeHeadsPanel } from './fee-heads-panel';
import { SettingsForm } from './settings-form';
import '../../management.css';
import './fees.css';

export function FeeSettingsPage() {
  const texts = useText(feeSetupText);
  const t = texts.settings;
  const me = usePortalMember();
  const coaching = me?.tenant.kind === 'coaching';
  const catalogue = useResourceList(feeSetupActors, { load: 'loadFeeCatalogue' });
  return (
    <section className="mgmt-page fees-setup">
      <p>
        <PortalLink to="/fees/plans" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{t.heading}</h1>
      <section className="mgmt-panel" aria-labelledby="fee-settings-heading">
        <h2 id="fee-settings-heading">{t.formHeading}</h2>
        <SettingsForm coaching={coaching} canEdit={hasPermission(me, 'fees.configure')} />
      </section>
      <ResourceListFrame
        list={catalogue}
        label={`${texts.heads.heading}, ${texts.rules.heading}`}
        refresh={false}
      >
        {(data) => (
          <>
            <FeeHeadsPanel
              heads={data.heads}
              coaching={coaching}
              canEdit={hasPermission(me, 'fees.configure')}
              idle={catalogue.idle}
              onChanged={catalogue.reload}
            />
            <ConcessionRulesPanel
              rules={data.rules}
              heads={data.heads}
              canEdit={hasPermission(me, 'fees.concession')}
              idle={catalogue.idle}
              onChanged={catalogue.reload}
            />
          </>
        )}
      </ResourceListFrame>
    </section>
  );
}
