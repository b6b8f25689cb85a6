// The school's concession rules on the settings page: each with its kind, amount and the heads it
// reduces, Edit beside each and "Add rule" for a member with fees.concession.

import type { ConcessionRule } from '@common/api/portal/fee-concessions';
import type { FeeHead } from '@common/api/portal/fees';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { FormListPanel } from '../../shared/form-list-panel';
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
  const headsOf = (rule: ConcessionRule) =>
    rule.headIds.length === 0
      ? t.everyHead
      : props.heads
          .filter((head) => rule.headIds.includes(head.id))
          .map((head) => head.name)
          .join(', ');
  return (
    <FormListPanel
      heading={t.heading}
      lead={t.lead}
      empty={t.empty}
      addLabel={t.add}
      editLabel={texts.edit}
      items={props.rules}
      canEdit={props.canEdit}
      idle={props.idle}
      onChanged={props.onChanged}
      row={(rule) => (
        <>
          <span className="mgmt-muted">
            {t.kinds[rule.kind]}: {amountOf(rule)}, {headsOf(rule)}
          </span>
          {rule.active ? null : <span className="mgmt-badge">{t.inactive}</span>}
        </>
      )}
      form={(rule, done) => <ConcessionRuleForm rule={rule} heads={props.heads} {...done} />}
    />
  );
}
