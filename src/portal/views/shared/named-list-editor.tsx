// A list of named things edited in place, over the section-editor machine: sections and subjects
// of a class, departments, designations, learning centres, academic years. The page says which
// of add, rename and remove it offers (the member's permissions), and what each row shows more.

import { type NamedItem, sectionEditorMachine } from '@machines/portal/section-editor.machine';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { useScreenMachine } from '@site/lib/screen-machine';
import { type ReactNode, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { ConfirmBar, Failure, useNoticeText } from './management-kit';

/** A control the page does not offer cannot be used; the machine never calls this then. */
const notOffered = () => Promise.reject(new Error('This change is not offered here.'));

export interface NamedListEditorProps<I extends NamedItem> {
  title: string;
  /** The label of the new item's name field and of the button that opens it. */
  addLabel: string;
  items: readonly I[];
  add?: ((name: string) => Promise<NamedItem>) | undefined;
  rename?: ((id: string, name: string) => Promise<NamedItem>) | undefined;
  remove?: ((id: string) => Promise<unknown>) | undefined;
  /** The name the new-item field starts with (the next free section letter, say). */
  suggestion?: (items: readonly NamedItem[]) => string;
  extra?: (item: I) => ReactNode;
  onChanged?: () => void;
}

export function NamedListEditor<I extends NamedItem>(props: NamedListEditorProps<I>) {
  const t = useText(managementText);
  const noticeText = useNoticeText();
  const latest = useRef(props);
  latest.current = props;
  const [state, send] = useScreenMachine(
    sectionEditorMachine,
    {
      // Through the latest props: the machine starts once, the page's calls may change.
      actors: {
        addItem: fromPromise(({ input }: { input: { name: string } }) =>
          latest.current.add ? latest.current.add(input.name) : notOffered(),
        ),
        renameItem: fromPromise(({ input }: { input: { id: string | null; name: string } }) =>
          latest.current.rename ? latest.current.rename(input.id ?? '', input.name) : notOffered(),
        ),
        removeItem: fromPromise(({ input }: { input: { id: string } }) =>
          latest.current.remove ? latest.current.remove(input.id) : notOffered(),
        ),
      },
      actions: { itemsChanged: () => latest.current.onChanged?.() },
    },
    { items: props.items },
  );
  const { items, draft, targetId, nameMissing, notice } = state.context;
  const idle = state.matches('idle');
  const submitting =
    state.matches({ adding: 'submitting' }) ||
    state.matches({ renaming: 'submitting' }) ||
    state.matches({ removing: 'submitting' });
  // Titles may be in Hindi: ids come from React, not from the words.
  const slug = useId();
  // What a row shows more (an employee count, why it cannot be removed) is the page's latest
  // answer for that row: the machine keeps the rows it started with and its own edits, so a list
  // reloaded after a change elsewhere (an employee added in a department) would show stale counts.
  const extraOf = (item: NamedItem) =>
    props.extra?.(props.items.find((one) => one.id === item.id) ?? (item as I)) ?? null;

  const nameField = (label: string, busyLabel: string, doneLabel: string) => (
    <form
      className="mgmt-inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'item.save' });
      }}
    >
      <label>
        <span>{label}</span>
        <input
          value={draft}
          disabled={submitting}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? `${slug}-name-error` : undefined}
          onChange={(event) => send({ type: 'name.change', value: event.target.value })}
        />
      </label>
      {nameMissing ? (
        <span className="mgmt-field-error" id={`${slug}-name-error`}>
          {t.nameRequired}
        </span>
      ) : null}
      <button type="submit" disabled={submitting}>
        {submitting ? busyLabel : doneLabel}
      </button>
      <button type="button" disabled={submitting} onClick={() => send({ type: 'item.cancel' })}>
        {t.cancel}
      </button>
    </form>
  );

  return (
    <section className="mgmt-panel" aria-labelledby={`${slug}-heading`} aria-busy={submitting}>
      <h2 id={`${slug}-heading`}>{props.title}</h2>
      {notice ? <Failure>{noticeText(notice, { failed: t.actionFailed })}</Failure> : null}
      {items.length === 0 ? <p className="mgmt-muted">{t.empty}</p> : null}
      <ul className="mgmt-named-list">
        {items.map((item) => {
          const target = item.id === targetId;
          if (target && state.matches('renaming'))
            return <li key={item.id}>{nameField(t.nameOf(item.name), t.saving, t.save)}</li>;
          return (
            <li key={item.id}>
              <span className="mgmt-named-list__name">{item.name}</span>
              {extraOf(item)}
              {props.remove && item.locked ? <span className="mgmt-muted">{item.locked}</span> : null}
              <span className="mgmt-row-actions">
                {props.rename ? (
                  <button
                    type="button"
                    disabled={!idle}
                    aria-label={`${t.rename} ${item.name}`}
                    onClick={() => send({ type: 'item.rename', id: item.id })}
                  >
                    {t.rename}
                  </button>
                ) : null}
                {props.remove && !item.locked ? (
                  <button
                    type="button"
                    disabled={!idle}
                    aria-label={`${t.remove} ${item.name}`}
                    onClick={() => send({ type: 'item.remove', id: item.id })}
                  >
                    {t.remove}
                  </button>
                ) : null}
              </span>
              {target && state.matches('removing') ? (
                <ConfirmBar
                  question={t.confirmRemove(item.name)}
                  confirm={t.remove}
                  busy={submitting}
                  busyLabel={t.removing}
                  onConfirm={() => send({ type: 'item.confirm' })}
                  onCancel={() => send({ type: 'item.cancel' })}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {props.add && state.matches('adding') ? nameField(props.addLabel, t.adding, t.add) : null}
      {props.add && !state.matches('adding') ? (
        <button
          type="button"
          disabled={!idle}
          onClick={() => send({ type: 'item.add', suggestion: props.suggestion?.(items) ?? '' })}
        >
          {props.addLabel}
        </button>
      ) : null}
    </section>
  );
}
