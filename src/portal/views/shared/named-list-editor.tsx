// A list of named things edited in place, over the named-list-editor machine: sections and
// subjects of a class, departments, designations, learning centres, academic years. The page
// names the actors of its area that add, rename and remove (only those the member's permissions
// offer: a control without one is not shown), and what each row shows more.

import {
  type NamedItem,
  type NamedItemChange,
  type NamedItemRemoval,
  namedListEditorMachine,
} from '@machines/portal/named-list-editor.machine';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { useScreenMachine } from '@site/lib/screen-machine';
import { type ReactNode, useId } from 'react';
import { type ActorNameFor, type AreaActors, useAreaActors } from './area-actors';
import { ConfirmBar, Failure, useNoticeText } from './management-kit';

/** Which of the area's actors add, rename and remove; a change the page does not offer has none. */
export interface NamedListCalls<A extends AreaActors> {
  add?: ActorNameFor<A, NamedItemChange> | undefined;
  rename?: ActorNameFor<A, NamedItemChange> | undefined;
  remove?: ActorNameFor<A, NamedItemRemoval> | undefined;
}

export interface NamedListEditorProps<A extends AreaActors, I extends NamedItem> {
  title: string;
  /** The label of the new item's name field and of the button that opens it. */
  addLabel: string;
  items: readonly I[];
  /** The calling area's actor module. */
  actors: A;
  calls: NamedListCalls<A>;
  /** What the list belongs to (the class of its sections), given to every call. */
  parentId?: string;
  /** The name the new-item field starts with (the next free section letter, say). */
  suggestion?: (items: readonly NamedItem[]) => string;
  extra?: (item: I) => ReactNode;
  onChanged?: () => void;
}

export function NamedListEditor<A extends AreaActors, I extends NamedItem>(
  props: NamedListEditorProps<A, I>,
) {
  const t = useText(managementText);
  const noticeText = useNoticeText();
  const { calls } = props;
  const [state, send] = useScreenMachine(
    namedListEditorMachine,
    {
      actors: useAreaActors(props.actors, {
        addItem: calls.add,
        renameItem: calls.rename,
        removeItem: calls.remove,
      }),
      actions: { itemsChanged: () => props.onChanged?.() },
    },
    { items: props.items, parentId: props.parentId ?? null },
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
              {calls.remove && item.locked ? <span className="mgmt-muted">{item.locked}</span> : null}
              <span className="mgmt-row-actions">
                {calls.rename ? (
                  <button
                    type="button"
                    disabled={!idle}
                    aria-label={`${t.rename} ${item.name}`}
                    onClick={() => send({ type: 'item.rename', id: item.id })}
                  >
                    {t.rename}
                  </button>
                ) : null}
                {calls.remove && !item.locked ? (
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
      {calls.add && state.matches('adding') ? nameField(props.addLabel, t.adding, t.add) : null}
      {calls.add && !state.matches('adding') ? (
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
