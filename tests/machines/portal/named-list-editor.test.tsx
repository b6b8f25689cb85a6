// Every path of the named-list-editor machine, driving a class's sections on the class page
// (docs/requirements/portal.md#academic-structure): adding with the next free letter offered,
// renaming inline, removing after a confirmation, each failure keeping the list and the name. The
// page's actors are replaced by their own names (addSection, ...), each call carrying the class.

import type { Section } from '@common/api/portal/academics';
import { type NamedItem, namedListEditorMachine } from '@machines/portal/named-list-editor.machine';
import { ClassSections } from '@portal/views/academics/class-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, testModelPaths } from '../support/model';
import { administrator, renderPortal } from './support';
import { noBatch } from './support/classes';

vi.mock('@portal/lib/use-portal-member', () => ({
  usePortalMember: () => administrator,
  hasPermission: (member: { permissions: string[] } | null, permission: string) =>
    member?.permissions.includes(permission) ?? false,
}));

const A = 'c3b1a2d4-0000-4000-8000-00000000000a';
const B = 'c3b1a2d4-0000-4000-8000-00000000000b';
const D = 'c3b1a2d4-0000-4000-8000-00000000000d';
const C = 'c3b1a2d4-0000-4000-8000-00000000000c';
const sections: Section[] = [
  { id: A, name: 'A', studentCount: 0, ...noBatch },
  { id: B, name: 'B', studentCount: 12, ...noBatch },
  { id: D, name: 'D', studentCount: 0, ...noBatch },
];
const serverSays = {
  addItem: 'A section named C already exists in this class.',
  renameItem: 'Section name must be at most 20 characters',
  removeItem: 'This section has students.',
};
/** The class page's actor behind each of the machine's. */
const actorOf = { addItem: 'addSection', renameItem: 'renameSection', removeItem: 'removeSection' } as const;
const CLASS = 'class-7';

const run = {
  input: { items: sections.map((section) => ({ ...section, locked: section.studentCount ? 'x' : null })) },
  eventCases: {
    'item.add': [{ suggestion: 'C' }],
    'item.rename': [{ id: A }],
    'item.remove': [{ id: D }],
    'name.change': [
      { value: '', label: 'cleared' },
      { value: 'Rose', label: 'Rose' },
    ],
    'xstate.done.actor.addItem': [{ output: { id: C, name: 'E', studentCount: 0, ...noBatch } }],
    'xstate.done.actor.renameItem': [{ output: { id: A, name: 'Rose', studentCount: 0, ...noBatch } }],
    'xstate.done.actor.removeItem': [{ output: null }],
    'xstate.error.actor.addItem': [{ error: { status: 409, message: serverSays.addItem } }],
    'xstate.error.actor.renameItem': [{ error: { status: 400, message: serverSays.renameItem } }],
    'xstate.error.actor.removeItem': [{ error: { status: 409, message: serverSays.removeItem } }],
  },
};

// The items as a set: adding the same answer twice is one state, not a new one each time.
const viewContext = (snapshot: AnyMachineSnapshot) => ({
  items: [...new Set(snapshot.context.items.map((item: NamedItem) => `${item.id}:${item.name}`))].sort(),
  draft: snapshot.context.draft,
  nameMissing: snapshot.context.nameMissing,
  notice: snapshot.context.notice,
});

const panel = () => screen.getByRole('region', { name: 'Sections' });
const nameInput = () => within(panel()).getByRole('textbox') as HTMLInputElement;
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(within(panel()).getByRole('button', { name })));

function expectPanel(
  state: AnyMachineSnapshot,
  event: EventObject,
  inputs: (name: string) => unknown[],
  live: AnyMachineSnapshot,
) {
  const names = within(panel())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.mgmt-named-list__name')?.textContent ?? 'editing');
  const { items, targetId, nameMissing, notice } = state.context;
  // The offered name depends on the names taken on this path (the next free letter).
  const draft = live.context.draft as string;
  const renaming = state.matches('renaming');
  expect(names).toEqual(
    items.map((item: { id: string; name: string }) =>
      renaming && item.id === targetId ? 'editing' : item.name,
    ),
  );
  // A section with students says why it stays, and offers no Remove.
  expect(within(panel()).getByText('Has 12 students: cannot be removed.')).toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: 'Remove B' })).toBeNull();
  const alert = within(panel()).queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(notice.serverText);
  else expect(alert).toBeNull();
  if (event.type.startsWith('xstate.error.actor.'))
    expect(alert).toHaveTextContent(serverSays[event.type.slice(19) as keyof typeof serverSays]);

  const submitting = ['adding', 'renaming', 'removing'].some((mode) =>
    state.matches({ [mode]: 'submitting' } as never),
  );
  expect(panel().getAttribute('aria-busy')).toBe(String(submitting));
  if (state.matches('idle')) {
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'New section' })).toBeEnabled();
    expect(within(panel()).queryByRole('group')).toBeNull();
    return;
  }
  if (state.matches('adding') || renaming) {
    // The typed name is kept through a failure.
    expect(nameInput().value).toBe(draft);
    expect(nameInput().disabled).toBe(submitting);
    expect(within(panel()).queryByText('Name is required') !== null).toBe(nameMissing);
    const label = state.matches('adding')
      ? 'New section'
      : `New name for ${live.context.items.find((item: NamedItem) => item.id === A)?.name}`;
    expect(within(panel()).getByLabelText(label)).toBe(nameInput());
    const done = state.matches('adding') ? (submitting ? 'Adding…' : 'Add') : submitting ? 'Saving…' : 'Save';
    expect(within(panel()).getByRole('button', { name: done })).toHaveProperty('disabled', submitting);
    if (submitting)
      expect(inputs(state.matches('adding') ? 'addSection' : 'renameSection')).toEqual([
        { parentId: CLASS, id: state.matches('adding') ? null : A, name: draft.trim() },
      ]);
    return;
  }
  const confirm = within(panel()).getByRole('group', { name: 'Remove “D”?' });
  expect(within(confirm).getByRole('button', { name: submitting ? 'Removing…' : 'Remove' })).toHaveProperty(
    'disabled',
    submitting,
  );
  if (submitting) expect(inputs('removeSection')).toEqual([{ parentId: CLASS, id: D }]);
}

describe('named-list-editor machine, through the class page', () => {
  testModelPaths({
    machine: namedListEditorMachine,
    file: import.meta.filename,
    runs: [run],
    viewContext,
    open({ inspect }) {
      const deferred = deferredActors(Object.values(actorOf));
      renderPortal(<ClassSections classId={CLASS} sections={sections} />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred };
    },
    on: {
      'item.add': () => click('New section'),
      'item.rename': (_, __, { actor }) => {
        const items = (actor.getSnapshot() as AnyMachineSnapshot).context.items as NamedItem[];
        return click(`Rename ${items.find((item) => item.id === A)?.name}`);
      },
      'item.remove': (_, __, { actor }) => {
        const items = (actor.getSnapshot() as AnyMachineSnapshot).context.items as NamedItem[];
        // Once D is gone the model still tries to remove it; the machine refuses, the view offers nothing.
        if (!items.some((item) => item.id === D))
          return expect(within(panel()).queryByRole('button', { name: 'Remove D' })).toBeNull();
        return click('Remove D');
      },
      'name.change': ({ value }: { value: string }) =>
        act(async () => fireEvent.change(nameInput(), { target: { value } })),
      'item.save': (_, __, { state }) => click(state.matches('adding') ? 'Add' : 'Save'),
      'item.confirm': () => click('Remove'),
      'item.cancel': () => click('Cancel'),
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf }),
    expect: (state, { deferred }, { event, actor }) =>
      expectPanel(state, event, deferred.inputs, actor.getSnapshot() as AnyMachineSnapshot),
  });
});
