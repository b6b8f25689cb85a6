// Model-based testing support: every shortest path through a machine, each transition a
// distinct target; a record of which transitions the real actor (inside the real view) actually
// took; and testModelPaths, the one driver that walks those paths through the rendered view, so a
// machine's test file says only how each event is caused and what each state must show.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';

export type ModelPath = TestPath<AnyMachineSnapshot, EventObject>;

export interface ModelOptions {
  /** Payload variants for events that carry data; other events are sent as `{ type }`. */
  eventCases?: Record<string, Array<Record<string, unknown>>>;
  /** The part of the context the view shows: it belongs to the state's identity. */
  viewContext?: (snapshot: AnyMachineSnapshot) => unknown;
  input?: unknown;
}

/** Shortest paths to every (state, incoming transition) pair of the machine. */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions = {}): ModelPath[] {
  const model = new TestModel(machine, {
    events: (snapshot: AnyMachineSnapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot)
        // A compound or parallel state's done event is raised by the machine itself, never sent.
        .filter((type) => !type.startsWith('xstate.done.state.'))
        .flatMap((type) =>
          (options.eventCases?.[type] ?? [{}]).map((payload) => ({ type, ...payload }) as EventObject),
        ),
    serializeState: (
      snapshot: AnyMachineSnapshot,
      event: EventObject | undefined,
      previous?: AnyMachineSnapshot,
    ) => {
      const state = JSON.stringify([snapshot.value, options.viewContext?.(snapshot) ?? null]);
      return event && previous
        ? `${state} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`
        : state;
    },
    ...(options.input === undefined ? {} : { input: options.input }),
  } as never);
  return model.getShortestPaths() as ModelPath[];
}

/** The data an event of the model carries (its payload variant). */
export function payloadOf<T>(event: EventObject): T {
  return event as unknown as T;
}

export function describePath(path: ModelPath): string {
  // Payload variants carry a `label` (ignored by the machines) to keep test names readable.
  const steps = path.steps.slice(1).map((step) => {
    const label = (step.event as { label?: unknown }).label;
    return typeof label === 'string' ? `${step.event.type} (${label})` : step.event.type;
  });
  return steps.length ? steps.join(' → ') : '(initial state)';
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

function ownTransitions(node: AnyStateNode): TransitionLike[] {
  const list: TransitionLike[] = [];
  for (const transitions of node.transitions.values()) list.push(...(transitions as TransitionLike[]));
  list.push(...((node.always ?? []) as TransitionLike[]));
  return list;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

function keyOf(t: TransitionLike): string {
  const siblings = ownTransitions(t.source).filter((other) => other.eventType === t.eventType);
  const index = siblings.indexOf(t);
  return `${t.source.id}|${t.eventType}|${index}`;
}

function labelOf(t: TransitionLike): string {
  const from = t.source.path.join('.') || '(root)';
  const guard = t.guard
    ? ` [${typeof t.guard === 'object' && t.guard && 'type' in t.guard ? String((t.guard as { type: unknown }).type) : 'guard'}]`
    : '';
  const targets = t.target?.length ? t.target.map((n) => n.path.join('.')).join(', ') : '(stays)';
  return `${from} --${t.eventType || 'always'}${guard}--> ${targets}`;
}

/**
 * Records the transitions the real actor takes, through XState's inspection API, and checks
 * at the end that every transition the machine defines was taken by some path.
 */
export function trackTransitions(machine: AnyStateMachine, file: string) {
  const all = new Map<string, string>();
  for (const node of allNodes(machine.root))
    for (const t of ownTransitions(node)) all.set(keyOf(t), labelOf(t));
  const covered = new Set<string>();
  const actors = new Map<string, AnyActorRef>();

  const inspect = (event: InspectionEvent) => {
    const logicId = (event.actorRef as { logic?: { id?: string } }).logic?.id;
    if (logicId !== machine.id) return;
    if (event.type === '@xstate.actor') actors.set(machine.id, event.actorRef as AnyActorRef);
    if (event.type === '@xstate.microstep') {
      for (const t of (event as unknown as { _transitions: TransitionLike[] })._transitions) {
        if (t.eventType === 'xstate.init') continue;
        covered.add(keyOf(t));
      }
    }
  };

  return {
    inspect,
    /** The live actor of this machine (the one the view created). */
    actor(): AnyActorRef {
      const actor = actors.get(machine.id);
      if (!actor) throw new Error(`No actor of machine '${machine.id}' has started`);
      return actor;
    },
    reset() {
      actors.clear();
    },
    uncovered(): string[] {
      return [...all.keys()].filter((key) => !covered.has(key)).map((key) => all.get(key) ?? key);
    },
    /** Writes the figures `npm run test:paths` prints. */
    report(paths: number) {
      const dir = process.env.PATHS_REPORT_DIR;
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      const name = file.replace(/^.*[\\/]/, '').replace(/\.test\.tsx?$/, '');
      writeFileSync(
        join(dir, `${machine.id}--${name}.json`),
        JSON.stringify({
          machine: machine.id,
          file: name,
          states: allNodes(machine.root).length - 1,
          paths,
          transitions: [...all.entries()].map(([key, label]) => ({ label, covered: covered.has(key) })),
        }),
      );
    },
  };
}

/** After each step the real actor must be where the model says it is. */
export function expectActorAt(actor: AnyActorRef, snapshot: AnyMachineSnapshot): void {
  expect((actor.getSnapshot() as AnyMachineSnapshot).value).toEqual(snapshot.value);
}

/**
 * Stub promise actors the test settles by hand: `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` steps resolve or reject the oldest pending call of that actor.
 */
export function deferredActors<const Names extends string>(names: readonly Names[]) {
  const pending = new Map<
    string,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }>
  >();
  const queue = (name: string) => {
    const list = pending.get(name) ?? [];
    pending.set(name, list);
    return list;
  };
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const call = { resolve, reject, input };
            queue(name).push(call);
            // A call whose actor stopped (its state was left) can no longer be settled.
            signal.addEventListener('abort', () => {
              const list = queue(name);
              const index = list.indexOf(call);
              if (index >= 0) list.splice(index, 1);
            });
          }),
      ),
    ]),
  ) as Record<Names, ReturnType<typeof fromPromise<unknown, unknown>>>;
  return {
    actors,
    /** The inputs of the calls still waiting, oldest first. */
    inputs: (name: Names | (string & {})) => queue(name).map((call) => call.input),
    async settle(name: string, outcome: 'done' | 'error', value: unknown) {
      const call = queue(name).shift();
      if (!call) throw new Error(`Actor '${name}' was not invoked`);
      await act(async () => {
        if (outcome === 'done') call.resolve(value);
        else call.reject(value);
      });
    },
    reset() {
      pending.clear();
    },
  };
}

/**
 * Executes XState's built-in events in the page: a delay elapses on the fake clock (checked
 * one millisecond early first), an invoked actor resolves or rejects.
 */
export async function execBuiltIn(
  event: EventObject,
  ctx: {
    machine: AnyStateMachine;
    deferred?: { settle: (name: string, outcome: 'done' | 'error', value: unknown) => Promise<void> };
    beforeDelayEnds?: () => void;
    /** Invoke ids whose actor has another name (two invokes of one actor). */
    actorOf?: Record<string, string>;
  },
): Promise<boolean> {
  const after = event.type.match(/^xstate\.after\.([^.]+)\./);
  if (after) {
    const delays = (ctx.machine.implementations.delays ?? {}) as Record<string, unknown>;
    const name = after[1] ?? '';
    const ms = typeof delays[name] === 'number' ? (delays[name] as number) : Number(name);
    if (!Number.isFinite(ms)) throw new Error(`Unknown delay '${name}'`);
    await act(async () => {
      vi.advanceTimersByTime(ms - 1);
    });
    ctx.beforeDelayEnds?.();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    return true;
  }
  const done = event.type.match(/^xstate\.(done|error)\.actor\.(.+)$/);
  if (done && ctx.deferred) {
    const outcome = done[1] === 'done' ? 'done' : 'error';
    const value =
      outcome === 'done' ? (event as { output?: unknown }).output : (event as { error?: unknown }).error;
    const invokeId = done[2] ?? '';
    await ctx.deferred.settle(ctx.actorOf?.[invokeId] ?? invokeId, outcome, value);
    return true;
  }
  return false;
}

/** One walk of the model: its own input and payload variants (nested describe blocks when named). */
export interface ModelRun {
  name?: string | readonly string[];
  input?: unknown;
  eventCases?: Record<string, Array<Record<string, unknown>>>;
}

/** Where a path stands: the step just taken, and what the driver knows around it. */
export interface ModelStep<R extends ModelRun = ModelRun> {
  event: EventObject;
  state: AnyMachineSnapshot;
  index: number;
  path: ModelPath;
  run: R;
  /** The live actor of the machine, inside the view. */
  actor: AnyActorRef;
}

type BuiltInOptions = Omit<Parameters<typeof execBuiltIn>[1], 'machine'>;

export interface ModelTest<W, R extends ModelRun = ModelRun> {
  machine: AnyStateMachine;
  /** The test file (import.meta.filename): names the figures `npm run test:paths` prints. */
  file: string;
  runs?: readonly R[];
  viewContext?: ModelOptions['viewContext'];
  /** Renders the view for one path and returns what the actions and assertions work with. */
  open: (args: { inspect: (event: InspectionEvent) => void; run: R; path: ModelPath }) => Promise<W> | W;
  /**
   * How the person (or the page around the view) causes each event. Events without an entry are
   * XState's own: a delay elapses or an invoked actor settles (`builtIn` says how).
   */
  on: Record<string, (event: never, world: W, step: ModelStep<R>) => unknown>;
  builtIn?: (world: W, step: ModelStep<R>) => BuiltInOptions;
  /** Runs after each event, before the checks (pending work the event started, say). */
  settle?: (world: W, step: ModelStep<R>) => unknown;
  /** What the view must show in this state: the exact texts, controls and side effects. */
  expect: (state: AnyMachineSnapshot, world: W, step: ModelStep<R>) => unknown;
}

/**
 * Declares one test per shortest path of the machine (per run), each rendering the view and
 * driving it step by step, then the test that every transition was taken, and writes the
 * coverage figures. Call it inside the file's describe block.
 */
export function testModelPaths<W, R extends ModelRun = ModelRun>(spec: ModelTest<W, R>): void {
  const coverage = trackTransitions(spec.machine, spec.file);
  let pathCount = 0;
  for (const run of spec.runs ?? [{} as R]) {
    const declare = () => {
      const paths = modelPaths(spec.machine, {
        input: run.input,
        ...(run.eventCases ? { eventCases: run.eventCases } : {}),
        ...(spec.viewContext ? { viewContext: spec.viewContext } : {}),
      });
      pathCount += paths.length;
      for (const path of paths) {
        it(describePath(path), async () => {
          coverage.reset();
          const world = await spec.open({ inspect: coverage.inspect, run, path });
          const actor = coverage.actor();
          for (const [index, { event, state }] of path.steps.entries()) {
            const step: ModelStep<R> = { event, state, index, path, run, actor };
            const action = spec.on[event.type] as ((...args: unknown[]) => unknown) | undefined;
            if (action) await action(event, world, step);
            else if (
              event.type !== 'xstate.init' &&
              !(await execBuiltIn(event, { machine: spec.machine, ...spec.builtIn?.(world, step) }))
            )
              throw new Error(`No executor for ${event.type}`);
            await spec.settle?.(world, step);
            expectActorAt(actor, state);
            await spec.expect(state, world, step);
          }
        });
      }
    };
    const names = typeof run.name === 'string' ? [run.name] : (run.name ?? []);
    names.reduceRight<() => void>((inner, name) => () => describe(name, inner), declare)();
  }
  it('takes every transition of the machine on some path', () => {
    expect(coverage.uncovered()).toEqual([]);
  });
  afterAll(() => coverage.report(pathCount));
}

/**
 * What a form machine's view shows beyond its state: whether the values would pass, the field
 * errors and the notice. Part of each state's identity, so each is reached on its own path.
 */
export function formView(validate: (values: never) => object) {
  return (snapshot: AnyMachineSnapshot) => ({
    valid: Object.keys(validate(snapshot.context.values as never)).length === 0,
    errors: snapshot.context.errors,
    notice: snapshot.context.notice,
  });
}
