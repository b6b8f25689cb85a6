// A list screen's frame over the resource-list machine: loading and failure with a retry before
// the rows exist; once they do, the rows stay while an action or a refresh runs (aria-busy), a
// failed action's sentence shows above them, and a row action that asks first shows its question.

import { type RowAction, resourceListMachine } from '@machines/portal/resource-list.machine';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { ReactNode } from 'react';
import { type AnyActorLogic, fromPromise, type PromiseActorLogic } from 'xstate';
import { ConfirmBar, Failure, ListStatus, useNoticeText, Waiting } from './management-kit';

/** A list's network actors, from its area's actor module (src/portal/api/<area>-actors.ts). */
export interface ResourceListActors<D, Q> {
  load: PromiseActorLogic<D, Q>;
  act?: PromiseActorLogic<unknown, RowAction>;
}

/** A list screen over the resource-list machine: `query` is what its load is called with. */
export function useResourceListOf<D, Q = undefined>(actors: ResourceListActors<D, Q>, query?: Q) {
  const [state, send] = useScreenMachine(
    resourceListMachine,
    { actors: { ...actors } as Record<string, AnyActorLogic> },
    { query },
  );
  const pending = state.context.pending;
  return {
    state,
    send,
    data: state.context.data as D | null,
    /** The row whose action is running, if any: its buttons say so. */
    actingOn: state.matches({ loaded: 'acting' }) ? (pending?.id ?? null) : null,
    idle: state.matches({ loaded: 'idle' }),
    act: (action: RowAction) => send({ type: 'row.act', ...action }),
    reload: () => send({ type: 'list.reload' }),
  };
}

/** The same over calls given here; screens not yet on an actor module still use it. */
export function useResourceList<D>(
  load: (signal: AbortSignal) => Promise<D>,
  act: (action: RowAction) => Promise<unknown> = async () => null,
) {
  return useResourceListOf<D, undefined>({
    load: fromPromise(({ signal }) => load(signal)),
    act: fromPromise(({ input }: { input: RowAction }) => act(input)),
  });
}

export type ResourceList<D> = ReturnType<typeof useResourceListOf<D>>;

export function ResourceListFrame<D>(props: {
  list: ResourceList<D>;
  label: string;
  /** The question for the row action waiting for a yes, with its button. */
  confirm?: (action: RowAction, data: D) => { question: string; confirm: string } | null;
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
      <div className="mgmt-buttons">
        <button type="button" disabled={!state.matches({ loaded: 'idle' })} onClick={props.list.reload}>
          {t.refresh}
        </button>
        {state.matches({ loaded: 'refreshing' }) ? <Waiting>{t.refreshing}</Waiting> : null}
      </div>
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
