// A generic screen (a resource list, a named-list editor) runs its machine with actors the calling
// screen picks, by name, from its area's actor module (src/portal/api/<area>-actors.ts). Tests
// replace an actor by that name through ActorOverridesContext, as for any other screen, so two
// editors on one page (departments, designations) are told apart.
import { ActorOverridesContext } from '@site/lib/screen-machine';
import { useContext } from 'react';
import type { AnyActorLogic, InputFrom } from 'xstate';

export type AreaActors = Readonly<Record<string, AnyActorLogic>>;

/** The names of the actors of `A` that accept what the machine sends them (`Input`). */
export type ActorNameFor<A extends AreaActors, Input> = {
  [K in keyof A]: [Input] extends [InputFrom<A[K]>] ? K : never;
}[keyof A] &
  string;

/** For each of the machine's actors the calling screen named, the area's actor (a test's first). */
export function useAreaActors<Role extends string>(
  actors: AreaActors,
  names: Partial<Record<Role, string | undefined>>,
): Partial<Record<Role, AnyActorLogic>> {
  const overrides = useContext(ActorOverridesContext);
  const picked: Partial<Record<Role, AnyActorLogic>> = {};
  for (const [role, name] of Object.entries(names) as [Role, string | undefined][]) {
    const actor = name ? (overrides[name] ?? actors[name]) : undefined;
    if (actor) picked[role] = actor;
  }
  return picked;
}
