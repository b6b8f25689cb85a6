// The school's fee heads on the settings page: each with how it is charged (and its GST rate at a
// coaching centre), Edit beside each and "Add fee head" for a member with fees.configure.

import type { FeeHead } from '@common/api/portal/fees';
import { percentText } from '@machines/portal/fee-head-form.machine';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { FormListPanel } from '../../shared/form-list-panel';
import { FeeHeadForm } from './fee-head-form';

export function FeeHeadsPanel(props: {
  heads: readonly FeeHead[];
  coaching: boolean;
  canEdit: boolean;
  idle: boolean;
  onChanged: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.heads;
  return (
    <FormListPanel
      heading={t.heading}
      lead={t.lead}
      empty={t.empty}
      addLabel={t.add}
      editLabel={texts.edit}
      items={props.heads}
      canEdit={props.canEdit}
      idle={props.idle}
      onChanged={props.onChanged}
      row={(head) => (
        <span className="mgmt-muted">
          {t.kinds[head.kind]}
          {props.coaching && head.gstRateBp ? `, ${t.gstLine(percentText(head.gstRateBp))}` : ''}
        </span>
      )}
      form={(head, done) => <FeeHeadForm head={head} coaching={props.coaching} {...done} />}
    />
  );
}
