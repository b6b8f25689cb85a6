// A list screen's frame over the resource-list machine: loading and failure with a retry before
// the rows exist; once they do, the rows stay while an action or a refresh runs (aria-busy), a
// failed action's sentence shows above them, and a row action that asks first shows its question.

import { type RowAction, resourceListMachine } from '@machines/portal/resource-list.machine';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import type { InputFrom, OutputFrom } from 'xstate';
import { type ActorNameFor, type AreaActors, useAreaActors } from './area-actors';
import { ConfirmBar, Failure, ListStatus, useNoticeText, Waiting } from './management-kit';

/** Which of the area's actors loads the list (with `query`) and which acts on a row, if any. */
export interface ResourceListCalls<A extends AreaActors, L extends keyof A & string> {
  load: L;
  act?: ActorNameFor<A, RowAction>;
}

/**
 * The list of `actors[calls.load]`, loaded with `query`: e.g.
 * `useResourceList(membersActors, { load: 'loadMembersPage', act: 'actOnMember' }, withRoles)`.
 */
export function useResourceList<A extends AreaActors, L extends keyof A & string>(
  actors: A,
  calls: ResourceListCalls<A, L>,
  query?: InputFrom<A[L]>,
) {
  const [state, send] = useScreenMachine(
    resourceListMachine,
    { actors: useAreaActors(actors, calls) },
    query === undefined ? undefined : { query },
  );
  const pending = state.context.pending;
  return {
    state,
    send,
    data: state.context.data as OutputFrom<A[L]> | null,
    /** The row whose action is running, if any: its buttons say so. */
    actingOn: state.matches({ loaded: 'acting' }) ? (pending?.id ?? null) : null,
    idle: state.matches({ loaded: 'idle' }),
    act: (action: RowAction) => send({ type: 'row.act', ...action }),
    reload: () => send({ type: 'list.reload' }),
  };
}

export type ResourceList<D> = Omit<ReturnType<typeof useResourceList>, 'data'> & { data: D | null };

export function ResourceListFrame<D>(props: {
  list: ResourceList<D>;
  label: string;
  /** The question for the row action waiting for a yes, with its button. */
  confirm?: (action: RowAction, data: D) => { question: string; confirm: string } | null;
  /** False: no Refresh button (a list inside holds the one the page needs). */
  refresh?: boolean;
  children: (data: D) => ReactNode;
}) {
  const t = useText(managementText);
  const noticeText = useNoticeText();
  const { state, send, data } = props.list;
  if (data === null || !state.matches('loaded'))
    return (
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed') ? noticeText(state.context.notice, {}) : null}
        onRetry={() => send({ type: 'list.retry' })}
      />
    );
  const pending = state.context.pending;
  const confirming =
    state.matches({ loaded: 'confirming' }) && pending ? props.confirm?.(pending, data) : null;
  const busy = !state.matches({ loaded: 'idle' }) && !state.matches({ loaded: 'confirming' });
  return (
    <section className="mgmt-list" aria-busy={busy} aria-label={props.label}>
      {state.context.notice ? (
        <Failure>{noticeText(state.context.notice, { failed: t.actionFailed })}</Failure>
      ) : null}
      {props.refresh === false ? null : (
        <div className="mgmt-buttons">
          <button type="button" disabled={!state.matches({ loaded: 'idle' })} onClick={props.list.reload}>
            {t.refresh}
          </button>
          {state.matches({ loaded: 'refreshing' }) ? <Waiting>{t.refreshing}</Waiting> : null}
        </div>
      )}
      {confirming ? (
        <ConfirmBar
          question={confirming.question}
          confirm={confirming.confirm}
          busy={false}
          busyLabel={t.working}
          onConfirm={() => send({ type: 'row.confirm' })}
          onCancel={() => send({ type: 'row.cancel' })}
        />
      ) : null}
      {props.children(data)}
    </section>
  );
}
