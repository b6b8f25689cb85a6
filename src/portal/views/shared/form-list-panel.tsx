// A panel of things each edited in a form of its own (fee heads, concession rules): the list with
// what each row says, Edit beside each row and an Add button below for a member who may change
// them, and at most one form open at a time. The page reads the list again after a save.

import { type ReactNode, useId, useState } from 'react';

export interface FormListPanelProps<I extends { id: string; name: string }> {
  heading: string;
  lead: string;
  empty: string;
  addLabel: string;
  editLabel: string;
  items: readonly I[];
  canEdit: boolean;
  /** Another form or a reload is under way: the buttons wait. */
  idle: boolean;
  /** What a row shows after the item's name. */
  row: (item: I) => ReactNode;
  /** The form for a new item (null) or for one item; `key` resets it when another opens. */
  form: (item: I | null, done: { onSaved: () => void; onCancel: () => void }) => ReactNode;
  onChanged: () => void;
}

export function FormListPanel<I extends { id: string; name: string }>(props: FormListPanelProps<I>) {
  // What is open: the form for a new item ('new') or for one item (its id).
  const [open, setOpen] = useState<string | null>(null);
  // Headings may be in Hindi: the id comes from React, not from the words.
  const headingId = useId();
  const done = {
    onSaved: () => {
      setOpen(null);
      props.onChanged();
    },
    onCancel: () => setOpen(null),
  };
  return (
    <section className="mgmt-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      <p className="mgmt-muted">{props.lead}</p>
      {props.items.length === 0 ? <p className="mgmt-muted">{props.empty}</p> : null}
      <ul className="mgmt-named-list">
        {props.items.map((item) => (
          <li key={item.id}>
            <span className="mgmt-named-list__name">{item.name}</span>
            {props.row(item)}
            {props.canEdit ? (
              <span className="mgmt-row-actions">
                <button
                  type="button"
                  disabled={!props.idle || open !== null}
                  aria-label={`${props.editLabel}: ${item.name}`}
                  onClick={() => setOpen(item.id)}
                >
                  {props.editLabel}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <div key={open}>{props.form(props.items.find((item) => item.id === open) ?? null, done)}</div>
      ) : null}
      {props.canEdit && open === null ? (
        <div>
          <button type="button" disabled={!props.idle} onClick={() => setOpen('new')}>
            {props.addLabel}
          </button>
        </div>
      ) : null}
    </section>
  );
}
