// What every management screen of the portal shares: how a view starts its machine (the network
// actors, replaceable by tests through PortalActorsContext, and the view's own actions, always
// the latest render's), and the few pieces every screen shows while it waits or after a failure.
import { useActor } from '@xstate/react';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import type { AnyActorLogic, AnyStateMachine, InputFrom } from 'xstate';
import type { Notice } from '../../../../machines/api-failure';
import { useActorOptions } from '../../../lib/inspector';
import { useText } from '../../i18n/language';
import { managementText } from '../../i18n/management';
import { serverErrors } from '../../i18n/server-errors';

/** Stub network actors by name, for tests: the views never call the network themselves then. */
export const PortalActorsContext = createContext<Record<string, AnyActorLogic>>({});

// biome-ignore lint/suspicious/noExplicitAny: action implementations receive each machine's own args
type ActionImpl = (...args: any[]) => void;

export interface Implementations {
  actors?: Record<string, AnyActorLogic>;
  actions?: Record<string, ActionImpl>;
}

/** Starts `machine` once for this view, with its actors and actions. */
export function usePortalMachine<M extends AnyStateMachine>(
  machine: M,
  implementations: Implementations,
  input?: InputFrom<M>,
) {
  const overrides = useContext(PortalActorsContext);
  const latest = useRef(implementations);
  latest.current = implementations;
  const [logic] = useState(() => {
    const actors = Object.fromEntries(
      Object.entries(implementations.actors ?? {}).map(([name, actor]) => [name, overrides[name] ?? actor]),
    );
    const actions = Object.fromEntries(
      Object.keys(implementations.actions ?? {}).map((name) => [
        name,
        (...args: unknown[]) => latest.current.actions?.[name]?.(...args),
      ]),
    );
    return machine.provide({ actors, actions } as never) as M;
  });
  return useActor(logic, { ...useActorOptions(), ...(input === undefined ? {} : { input }) } as never);
}

/**
 * What a failure says: the server's sentence when there was one (in Hindi, the words for its code
 * when src/portal/i18n/server-errors.ts knows it), else the screen's own words for that failure.
 */
export function useNoticeText(): (notice: Notice | null, texts: Record<string, unknown>) => string {
  const serverWords = useText(serverErrors);
  return (notice, texts) => {
    if (!notice) return '';
    if (notice.serverText) return (notice.serverCode && serverWords[notice.serverCode]) || notice.serverText;
    const text = texts[notice.code];
    return typeof text === 'string' ? text : '';
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
