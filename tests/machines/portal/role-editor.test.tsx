// Every path of the role-editor machine, driving the role editor of the Roles screen
// (docs/requirements/portal.md#people-and-roles): the matrix (an action brings view along,
// unticking view clears the row), validation, saving, and deleting after a confirmation, with
// the server's 409 shown and the role left as it was. Built-in roles open read-only, and so does a
// role the member may not edit (their own); a member holding less than everything can tick only
// what their own role holds (common/portal/authority.ts).

import type { Role } from '@common/api/portal/people';
import {
  type Permission,
  PORTAL_MATRIX,
  PORTAL_RESOURCES,
  type PortalAction,
  type PortalResource,
} from '@common/portal/permissions';
import { mayToggle, roleEditorMachine } from '@machines/portal/role-editor.machine';
import { rolesText } from '@portal/i18n/roles';
import { RoleEditor } from '@portal/views/roles/role-editor';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, type ModelRun, testModelPaths } from '../support/model';
import { ids, renderPortal } from './support';

const librarian: Role = {
  id: ids.customRole,
  name: 'Librarian',
  builtIn: null,
  permissions: ['academics.view'],
  memberCount: 2,
};
const teacher: Role = {
  id: ids.teacherRole,
  name: 'Teacher',
  builtIn: 'teacher',
  permissions: ['academics.view', 'employees.view'],
  memberCount: 5,
};
const inUse = 'This role is held by 2 members. Give them another role first.';
const duplicate = 'A role named Librarian already exists.';

type Run = ModelRun & { role: Role | null; editable?: boolean; grantable?: Permission[] };
/** What a head teacher's role holds: the members' and roles' doors, and reading academics. */
const headTeacherHolds: Permission[] = [
  'academics.view',
  'employees.view',
  'employees.edit',
  'roles.view',
  'roles.edit',
];
const shared = {
  'name.change': [
    { value: '', label: 'cleared' },
    { value: 'Librarian', label: 'Librarian' },
  ],
  'permission.toggle': [
    { permission: 'employees.edit', label: 'Employees: edit' },
    { permission: 'employees.view', label: 'Employees: view' },
  ],
  'xstate.done.actor.saveRole': [{ output: { ...librarian } }],
  'xstate.error.actor.saveRole': [{ error: { status: 409, message: duplicate } }],
  'xstate.done.actor.deleteRole': [{ output: null }],
  'xstate.error.actor.deleteRole': [{ error: { status: 409, message: inUse } }],
};
const runs: Run[] = [
  { name: 'a new role', role: null, eventCases: shared },
  { name: 'a custom role', role: librarian, eventCases: shared },
  { name: 'a built-in role', role: teacher, eventCases: shared },
  // The role the member holds opens read-only, as a built-in one does.
  { name: 'the role one holds', role: librarian, editable: false, eventCases: shared },
  {
    name: 'a custom role, by a member holding less than everything',
    role: librarian,
    grantable: headTeacherHolds,
    eventCases: {
      ...shared,
      'permission.toggle': [
        { permission: 'employees.edit', label: 'Employees: edit' },
        { permission: 'students.export', label: 'Students: export (not held)' },
      ],
    },
  },
];

/**
 * A permission's checkbox by its accessible name, its aria-label. Not getByRole: that computes the
 * name of every checkbox in the matrix at each call, and each step checks all of them (the file
 * took five minutes in CI).
 */
const box = (label: string) => {
  const found = document.querySelectorAll<HTMLInputElement>(
    `input[type="checkbox"][aria-label=${JSON.stringify(label)}]`,
  );
  expect(found).toHaveLength(1);
  return found[0] as HTMLInputElement;
};
/** A permission's checkbox as the editor labels it in English ('Audit log: view'). */
const label = (permission: string) => {
  const [resource, action] = permission.split('.') as [PortalResource, PortalAction];
  return `${rolesText.en.resources[resource]}: ${rolesText.en.actions[action]}`;
};

function expectEditor(
  run: Run,
  state: AnyMachineSnapshot,
  event: EventObject,
  world: { deferred: { inputs: (name: string) => unknown[] }; onSaved: () => void; onDeleted: () => void },
) {
  const { name, permissions, errors, notice, id } = state.context;
  if (state.matches('deleted')) {
    expect(world.onDeleted).toHaveBeenCalledTimes(1);
    return;
  }
  const readOnly = state.matches('readOnly');
  const saving = state.matches('saving');
  const deleting = state.matches('deleting');
  const confirming = state.matches('confirmingDelete');
  expect((screen.getByLabelText('Role name') as HTMLInputElement).value).toBe(name);
  expect((screen.getByLabelText('Role name') as HTMLInputElement).readOnly).toBe(readOnly);
  for (const resource of PORTAL_RESOURCES)
    for (const action of PORTAL_MATRIX[resource]) {
      const permission = `${resource}.${action}`;
      expect(box(label(permission)).checked).toBe(permissions.includes(permission));
      const beyond = !mayToggle(state.context, permission as Permission);
      expect(box(label(permission)).disabled).toBe(readOnly || saving || deleting || confirming || beyond);
    }
  const builtIn = run.role?.builtIn != null;
  expect(screen.queryByText('Built-in roles are shown read-only.') !== null).toBe(readOnly && builtIn);
  expect(screen.queryByText(/^Your role cannot change this role/) !== null).toBe(readOnly && !builtIn);
  expect(screen.queryByText('You can give only the permissions your own role has.') !== null).toBe(
    !readOnly && run.grantable !== undefined,
  );
  if (run.grantable) {
    // What the member's role lacks cannot be ticked; what it holds can (while editing).
    expect(box(label('students.export')).disabled).toBe(true);
    expect(permissions).not.toContain('students.export');
  }
  if (readOnly) {
    expect(screen.queryByRole('button', { name: /Save role|Delete role/ })).toBeNull();
    return;
  }
  expect(screen.getByRole('button', { name: saving ? 'Saving…' : 'Save role' })).toHaveProperty(
    'disabled',
    saving || deleting || confirming,
  );
  expect(screen.queryByText('Role name is required') !== null).toBe(Boolean(errors.name));
  expect(screen.queryByText('Choose at least one permission.') !== null).toBe(Boolean(errors.permissions));
  expect(screen.queryByText('Role saved.') !== null).toBe(state.matches('saved'));
  if (saving)
    expect(world.deferred.inputs('saveRole')).toEqual([{ id, body: { name: name.trim(), permissions } }]);
  if (state.matches('saved')) expect(world.onSaved).toHaveBeenCalled();
  const question = screen.queryByRole('group', { name: `Delete the role ${name}? This cannot be undone.` });
  expect(question !== null).toBe(confirming || deleting);
  if (question)
    expect(
      within(question).getByRole('button', { name: deleting ? 'Deleting…' : 'Delete role' }),
    ).toHaveProperty('disabled', deleting);
  else expect(screen.queryByRole('button', { name: 'Delete role' }) !== null).toBe(id !== null);
  if (deleting) expect(world.deferred.inputs('deleteRole')).toEqual([{ id }]);
  const alert = screen.queryByRole('alert');
  if (notice) expect(alert).toHaveTextContent(notice.serverText);
  else expect(alert).toBeNull();
  if (event.type === 'xstate.error.actor.deleteRole') expect(alert).toHaveTextContent(inUse);
}

describe('role-editor machine, through the role editor', () => {
  testModelPaths({
    machine: roleEditorMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({
      ...run,
      input: run.role
        ? {
            id: run.role.id,
            name: run.role.name,
            permissions: run.role.permissions,
            builtIn: run.role.builtIn !== null || run.editable === false,
            grantable: run.grantable ?? null,
          }
        : undefined,
    })),
    viewContext: (snapshot) => ({
      name: snapshot.context.name,
      permissions: snapshot.context.permissions,
      errors: snapshot.context.errors,
      notice: snapshot.context.notice,
      id: snapshot.context.id,
    }),
    open({ inspect, run }) {
      const deferred = deferredActors(['saveRole', 'deleteRole']);
      const onSaved = vi.fn();
      const onDeleted = vi.fn();
      renderPortal(
        <RoleEditor
          role={run.role}
          editable={run.role?.builtIn == null && run.editable !== false}
          {...(run.grantable ? { grantable: run.grantable } : {})}
          canDelete
          onSaved={onSaved}
          onDeleted={onDeleted}
          onClose={() => {}}
        />,
        { inspect, actors: deferred.actors },
      );
      return { deferred, onSaved, onDeleted };
    },
    on: {
      'name.change': ({ value }: { value: string }) =>
        act(async () => {
          const input = screen.getByLabelText('Role name') as HTMLInputElement;
          // Typing the name it already has: React reports only changes, so retype it.
          if (input.value === value) fireEvent.change(input, { target: { value: `${value}x` } });
          fireEvent.change(input, { target: { value } });
        }),
      'permission.toggle': ({ permission }: { permission: string }) =>
        act(async () => fireEvent.click(box(label(permission)))),
      'role.save': () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save role' }))),
      'role.delete': (_, __, { actor }) => {
        // A role not saved yet has nothing to delete: the machine refuses, the view offers nothing.
        if ((actor.getSnapshot() as AnyMachineSnapshot).context.id === null)
          return expect(screen.queryByRole('button', { name: 'Delete role' })).toBeNull();
        return act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete role' })));
      },
      'role.confirmDelete': () =>
        act(async () =>
          fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Delete role' })),
        ),
      'role.cancelDelete': () =>
        act(async () =>
          fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Cancel' })),
        ),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, world, { event, run }) => expectEditor(run as Run, state, event, world),
  });
});
