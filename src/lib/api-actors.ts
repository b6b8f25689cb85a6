// Lets tests swap the network actors of page machines for stubs, without touching the views.
import { createContext, useContext } from 'react';
import type { AnyActorLogic } from 'xstate';
import { type ApiActorName, apiActors } from '../api/actors';

export type ApiActorOverrides = Partial<Record<ApiActorName, AnyActorLogic>>;

export const ApiActorsContext = createContext<ApiActorOverrides>({});

/** The named network actors, with any test overrides applied. */
export function useApiActors<const Names extends ApiActorName>(
  ...names: Names[]
): Pick<typeof apiActors, Names> {
  const overrides = useContext(ApiActorsContext);
  return Object.fromEntries(names.map((name) => [name, overrides[name] ?? apiActors[name]])) as Pick<
    typeof apiActors,
    Names
  >;
}
