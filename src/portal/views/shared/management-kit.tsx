// What every management screen of the portal shows while it waits or after a failure (machines
// start through useScreenMachine in src/lib/screen-machine.ts).

import type { Notice } from '@machines/api-failure';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { serverErrorText } from '@portal/i18n/server-errors';
import { Fragment, type ReactNode } from 'react';

/**
 * What a failure says: in English the server's sentence when there was one, in Hindi the words for
 * its code (src/portal/i18n/server-errors.ts); else the screen's own words for that failure.
 */
export function useNoticeText(): (notice: Notice | null, texts: Record<string, unknown>) => string {
  const { language } = usePortalLanguage();
  return (notice, texts) => {
    if (!notice) return '';
    const text = texts[notice.code];
    return serverErrorText(language, notice, typeof text === 'string' ? text : '');
  };
}

export function Waiting(props: { children: ReactNode }) {
  return (
    <p className="mgmt-waiting" role="status">
      <span className="mgmt-spinner" aria-hidden="true" />
      {props.children}
    </p>
  );
}

export function Failure(props: { children: ReactNode }) {
  return (
    <p className="mgmt-failure" role="alert">
      {props.children}
    </p>
  );
}

/** A question with a yes (named after what it does) and a cancel; both disabled while it runs. */
export function ConfirmBar(props: {
  question: string;
  confirm: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText(managementText);
  return (
    <fieldset className="mgmt-confirm">
      <legend>{props.question}</legend>
      <button type="button" className="mgmt-danger" disabled={props.busy} onClick={props.onConfirm}>
        {props.busy ? props.busyLabel : props.confirm}
      </button>
      <button type="button" disabled={props.busy} onClick={props.onCancel}>
        {t.cancel}
      </button>
    </fieldset>
  );
}

/** The state of a resource list that has no rows to show yet: loading, or failed with a retry. */
export function ListStatus(props: { loading: boolean; failed: string | null; onRetry: () => void }) {
  const t = useText(managementText);
  if (props.loading) return <Waiting>{t.loading}</Waiting>;
  if (props.failed === null) return null;
  return (
    <div className="mgmt-list-failed">
      <Failure>{props.failed || t.loadFailed}</Failure>
      <button type="button" onClick={props.onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

/** A `<select>`'s options for the school's records, by id, in the order given. */
export function NamedOptions(props: { items: readonly { id: string; name: string }[] }) {
  return props.items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/**
 * An e-mail address in a list's card: beside its label, breaking before a dot or the @ where it
 * must (then anywhere, for a part longer than the card), never widening the card. The breaks are
 * <wbr>, so a copied address has nothing added.
 */
export function Email(props: { address: string }) {
  let offset = 0;
  const parts = props.address.split(/(?=[.@])/).map((part) => {
    const at = offset;
    offset += part.length;
    return { at, part };
  });
  return (
    <span className="mgmt-email" translate="no">
      {parts.map(({ at, part }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A management screen's form: the machine checks the fields (noValidate: no browser bubbles in
 * another language), a submit is one event to it, and the form says it is busy while it sends.
 */
export function ManagementForm(props: { busy?: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="mgmt-form"
      noValidate
      aria-busy={props.busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}

/**
 * What each field of a machine-checked form needs: its change handler, aria-invalid with the
 * error it is described by, and that error under it in the reader's words for the machine's code.
 */
export function fieldKit<Field extends string>(options: {
  fieldId: (field: Field) => string;
  errors: Partial<Record<Field, string>>;
  errorTexts: Partial<Record<Field, Partial<Record<string, string>>>>;
  onChange: (field: Field, value: string) => void;
}) {
  const { fieldId, errors, errorTexts } = options;
  return {
    change: (field: Field) => (event: { target: { value: string } }) =>
      options.onChange(field, event.target.value),
    describe: (field: Field) => ({
      'aria-invalid': Boolean(errors[field]),
      'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
    }),
    errorOf: (field: Field) => {
      const code = errors[field];
      return code ? (
        <span className="mgmt-field-error" id={`${fieldId(field)}-error`}>
          {errorTexts[field]?.[code]}
        </span>
      ) : null;
    },
  };
}
