// The school's concession rules on the settings page: each with its kind, amount and the heads it
// reduces, Edit beside each and "Add rule" for a member with fees.concession. The list comes from
// the page's catalogue, read again after a save.

import type { ConcessionRule } from '@common/api/portal/fee-concessions';
import type { FeeHead } from '@common/api/portal/fees';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useState } from 'react';
import { ConcessionRuleForm } from './concession-rule-form';
import { useRuleAmount } from './rule-amount';

export function ConcessionRulesPanel(props: {
  rules: readonly ConcessionRule[];
  heads: readonly FeeHead[];
  canEdit: boolean;
  idle: boolean;
  onChanged: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.rules;
  const amountOf = useRuleAmount();
  const [open, setOpen] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    props.onChanged();
  };
  const headsOf = (rule: ConcessionRule) =>
    rule.headIds.length === 0
      ? t.everyHead
      : props.heads
          .filter((head) => rule.headIds.includes(head.id))
          .map((head) => head.name)
          .join(', ');
  return (
    <section className="mgmt-panel" aria-labelledby="concession-rules-heading">
      <h2 id="concession-rules-heading">{t.heading}</h2>
      <p className="mgmt-muted">{t.lead}</p>
      {props.rules.length === 0 ? <p className="mgmt-muted">{t.empty}</p> : null}
      <ul className="mgmt-named-list">
        {props.rules.map((rule) => (
          <li key={rule.id}>
            <span className="mgmt-named-list__name">{rule.name}</span>
            <span className="mgmt-muted">
              {t.kinds[rule.kind]}: {amountOf(rule)}, {headsOf(rule)}
            </span>
            {rule.active ? null : <span className="mgmt-badge">{t.inactive}</span>}
            {props.canEdit ? (
              <span className="mgmt-row-actions">
                <button
                  type="button"
                  disabled={!props.idle || open !== null}
                  aria-label={`${texts.edit}: ${rule.name}`}
                  onClick={() => setOpen(rule.id)}
                >
                  {texts.edit}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ConcessionRuleForm
          key={open}
          rule={props.rules.find((rule) => rule.id === open) ?? null}
          heads={props.heads}
          onSaved={close}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {props.canEdit && open === null ? (
        <div>
          <button type="button" disabled={!props.idle} onClick={() => setOpen('new')}>
            {t.add}
          </button>
        </div>
      ) : null}
    </section>
  );
}
