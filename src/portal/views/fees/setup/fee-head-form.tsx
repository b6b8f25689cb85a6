// Adding or changing one fee head, over the fee-head-form machine: its name, whether it is charged
// in every instalment or once, and for a coaching centre its GST rate.

import { FEE_HEAD_KINDS, type FeeHead } from '@common/api/portal/fees';
import { type FeeHeadField, feeHeadFormMachine, percentText } from '@machines/portal/fee-head-form.machine';
import { feeSetupActors } from '@portal/api/fee-setup-actors';
import { feeSetupText } from '@portal/i18n/fee-setup';
import { useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, fieldKit, ManagementForm, useNoticeText } from '../../shared/management-kit';

const fieldId = (field: FeeHeadField) => `fee-head-${field}`;

export function FeeHeadForm(props: {
  head: FeeHead | null;
  coaching: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const texts = useText(feeSetupText);
  const t = texts.heads;
  const noticeText = useNoticeText();
  const { head } = props;
  const [state, send] = useScreenMachine(
    feeHeadFormMachine,
    {
      actors: feeSetupActors,
      actions: {
        headSaved: () => props.onSaved(),
        focusField: (_: unknown, params: { field: FeeHeadField }) =>
          document.getElementById(fieldId(params.field))?.focus(),
      },
    },
    head
      ? {
          id: head.id,
          values: {
            name: head.name,
            kind: head.kind,
            gstRate: head.gstRateBp ? percentText(head.gstRateBp) : '',
          },
        }
      : {},
  );
  const { values, errors, notice } = state.context;
  const submitting = state.matches('submitting');
  const { change, describe, errorOf } = fieldKit({
    fieldId,
    errors,
    errorTexts: t.fieldErrors,
    onChange: (field, value) => send({ type: 'field.change', field, value }),
  });
  return (
    <section className="mgmt-panel" aria-labelledby="fee-head-form-heading">
      <h3 id="fee-head-form-heading">{t.formHeading(head !== null)}</h3>
      {notice ? <Failure>{noticeText(notice, t)}</Failure> : null}
      <ManagementForm busy={submitting} onSubmit={() => send({ type: 'form.submit' })}>
        <div className="mgmt-field">
          <label htmlFor={fieldId('name')}>{t.name}</label>
          <input
            id={fieldId('name')}
            value={values.name}
            maxLength={60}
            disabled={submitting}
            onChange={change('name')}
            {...describe('name')}
          />
          {errorOf('name')}
        </div>
        <fieldset className="mgmt-choices" disabled={submitting}>
          <legend>{t.kind}</legend>
          {FEE_HEAD_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="fee-head-kind"
                id={kind === values.kind ? fieldId('kind') : undefined}
                checked={values.kind === kind}
                onChange={() => send({ type: 'field.change', field: 'kind', value: kind })}
              />{' '}
              {t.kinds[kind]}
            </label>
          ))}
        </fieldset>
        {props.coaching ? (
          <div className="mgmt-field">
            <label htmlFor={fieldId('gstRate')}>{t.gstRate}</label>
            <input
              id={fieldId('gstRate')}
              inputMode="decimal"
              autoComplete="off"
              value={values.gstRate}
              disabled={submitting}
              onChange={change('gstRate')}
              {...describe('gstRate')}
            />
            {errorOf('gstRate')}
          </div>
        ) : null}
        <div className="mgmt-buttons">
          <button type="submit" disabled={submitting}>
            {submitting ? t.saving : t.save}
          </button>
          <button type="button" disabled={submitting} onClick={props.onCancel}>
            {texts.cancel}
          </button>
        </div>
      </ManagementForm>
    </section>
  );
}
