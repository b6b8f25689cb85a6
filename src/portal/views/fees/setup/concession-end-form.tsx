// Ending one of a student's concessions, over the concession-end machine: why it ends, then End.

import { concessionEndMachine } from '@machines/portal/concession-end.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../../shared/management-kit';

const fieldId = () => 'concession-end-reason';

export function ConcessionEndForm(props: {
  concessionId: string;
  ruleName: string;
  onEnded: () => void;
  onCancel: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.concessions;
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(
    concessionEndMachine,
    {
      actors: feeSetupActors,
      actions: {
        concessionEnded: () => props.onEnded(),
        focusField: () => document.getElementById(fieldId())?.focus(),
      },
    },
    { id: props.concessionId },
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.endErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  return (
    <section className="mgmt-panel" aria-labelledby="concession-end-heading">
      <h3 id="concession-end-heading">{t.endHeading(props.ruleName)}</h3>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <fieldset className="mgmt-form" disabled={submitting}>
          <div className="mgmt-field">
            <label htmlFor={fieldId()}>{t.endReason}</label>
            <input
              id={fieldId()}
              value={values.reason}
              maxLength={300}
              onChange={change('reason')}
              {...describe('reason')}
            />
            {errorOf('reason')}
          </div>
          <div className="mgmt-buttons">
            <button type="submit" className="mgmt-danger">
              {submitting ? t.ending : t.confirmEnd}
            </button>
            <button type="button" onClick={props.onCancel}>
              {texts.cancel}
            </button>
          </div>
        </fieldset>
      </ManagementForm>
    </section>
  );
}
