// The school's fee heads on the settings page: each with how it is charged (and its GST rate at a
// coaching centre), Edit beside each and "Add fee head" for a member with fees.configure. The
// list comes from the page's catalogue, read again after a save.

import type { FeeHead } from '@common/api/portal/fees';
import { percentText } from '@machines/portal/fee-head-form.machine';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useState } from 'react';
import { FeeHeadForm } from './fee-head-form';

export function FeeHeadsPanel(props: {
  heads: readonly FeeHead[];
  coaching: boolean;
  canEdit: boolean;
  /** Another form or a reload is under way: the buttons wait. */
  idle: boolean;
  onChanged: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.heads;
  // What is open: the form for a new head ('new') or for one head (its id).
  const [open, setOpen] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    props.onChanged();
  };
  return (
    <section className="mgmt-panel" aria-labelledby="fee-heads-heading">
      <h2 id="fee-heads-heading">{t.heading}</h2>
      <p className="mgmt-muted">{t.lead}</p>
      {props.heads.length === 0 ? <p className="mgmt-muted">{t.empty}</p> : null}
      <ul className="mgmt-named-list">
        {props.heads.map((head) => (
          <li key={head.id}>
            <span className="mgmt-named-list__name">{head.name}</span>
            <span className="mgmt-muted">
              {t.kinds[head.kind]}
              {props.coaching && head.gstRateBp ? `, ${t.gstLine(percentText(head.gstRateBp))}` : ''}
            </span>
            {props.canEdit ? (
              <span className="mgmt-row-actions">
                <button
                  type="button"
                  disabled={!props.idle || open !== null}
                  aria-label={`${texts.edit}: ${head.name}`}
                  onClick={() => setOpen(head.id)}
                >
                  {texts.edit}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <FeeHeadForm
          key={open}
          head={props.heads.find((head) => head.id === open) ?? null}
          coaching={props.coaching}
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
