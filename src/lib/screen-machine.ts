// How every screen of both apps starts its machine: the network actors come from the area's actor
// module beside its API client (src/api/<area>-actors.ts on the site, src/portal/api/<area>-actors.ts
// in the portal) and tests replace them by name through ActorOverridesContext; the view's own
// actions (focus a field, navigate) are always the latest render's. A view never calls the network.
import { useActor } from '@xstate/react';
import { createContext, useContext, useRef, useState } from 'react';
import type { AnyActorLogic, AnyStateMachine, InputFrom } from 'xstate';
import { useActorOptions } from './inspector';

/** Stub network actors by name, for tests, in either app. */
export type ActorOverrides<Actors> = Partial<Record<keyof Actors & string, AnyActorLogic>>;

export const ActorOverridesContext = createContext<Readonly<Record<string, AnyActorLogic>>>({});

// biome-ignore lint/suspicious/noExplicitAny: action implementations receive each machine's own args
type ActionImpl = (...args: any[]) => void;

export interface Implementations {
  actors?: Record<string, AnyActorLogic>;
  actions?: Record<string, ActionImpl>;
}

/** Starts `machine` once for this view, with its actors (test overrides first) and actions. */
export function useScreenMachine<M extends AnyStateMachine>(
  machine: M,
  implementations: Implementations,
  input?: InputFrom<M>,
) {
  const overrides = useContext(ActorOverridesContext);
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
    return machine.provide({ actors, actions } as Parameters<M['provide']>[0]) as M;
  });
  return useActor(logic, { ...useActorOptions(), ...(input === undefined ? {} : { input }) } as Parameters<
    typeof useActor<M>
  >[1]);
}
