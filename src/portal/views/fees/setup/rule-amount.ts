// A concession's amount as the fee screens say it: "25 %" or "₹500 per head and instalment".
import type { ConcessionMode } from '@common/api/portal/fee-concessions';
import { percentText } from '@machines/portal/fee-head-form.machine';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useRupees } from './use-rupees';

export function useRuleAmount(): (rule: { mode: ConcessionMode; value: number }) => string {
  const t = useText(feeSetupText).rules;
  const rupees = useRupees();
  return (rule) =>
    rule.mode === 'percent' ? t.amount.percent(percentText(rule.value)) : t.amount.fixed(rupees(rule.value));
}
