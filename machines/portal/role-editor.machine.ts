// The role editor (docs/requirements/portal.md#people-and-roles): a name and a permission matrix.
// Ticking an action ticks viewing the same resource (one cannot edit what one cannot see);
// unticking view unticks the whole row. A role needs a name and at least one permission. Built-in
// roles open read-only, and so does a role the member may not edit (the authority rule,
// common/portal/authority.ts: their own, or one holding what they lack); a box whose permission
// (with what it brings) the member does not hold cannot be ticked. A custom role already saved can be deleted after a confirmation; the
// server refuses (409) while members hold it, and its sentence is shown with the form intact.

import type { RoleBody } from '@common/api/portal/people';
import { normalisePermissions, type Permission, withoutPermission } from '@common/portal/permissions';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export type RoleErrors = { name?: 'required'; permissions?: 'required' };

export interface RoleEditorContext {
  /** Null until a new role is first saved. */
  id: string | null;
  name: string;
  permissions: Permission[];
  builtIn: boolean;
  /** The permissions the member may give (their own); null: all (the Owner). */
  grantable: Permission[] | null;
  errors: RoleErrors;
  notice: Notice<'saveFailed' | 'deleteFailed'> | null;
}

export type RoleEditorEvent =
  | { type: 'name.change'; value: string }
  | { type: 'permission.toggle'; permission: Permission }
  | { type: 'role.save' }
  | { type: 'role.delete' }
  | { type: 'role.confirmDelete' }
  | { type: 'role.cancelDelete' };

export interface RoleEditorInput {
  id?: string | null;
  name?: string;
  permissions?: readonly string[];
  builtIn?: boolean;
  grantable?: readonly Permission[] | null;
}

/** The matrix after one box is clicked. */
export function toggledPermissions(current: readonly Permission[], permission: Permission): Permission[] {
  // What a permission brings comes with it, and goes with it (common/portal/permissions.ts).
  return current.includes(permission)
    ? withoutPermission(current, permission)
    : normalisePermissions([...current, permission]);
}

/** Whether ticking or unticking `permission` leaves the role within what the member may give. */
export function mayToggle(
  context: Pick<RoleEditorContext, 'permissions' | 'grantable'>,
  permission: Permission,
) {
  const { grantable } = context;
  if (grantable === null) return true;
  return toggledPermissions(context.permissions, permission).every((held) => grantable.includes(held));
}

export function validateRole(context: Pick<RoleEditorContext, 'name' | 'permissions'>): RoleErrors {
  const errors: RoleErrors = {};
  if (!context.name.trim()) errors.name = 'required';
  if (context.permissions.length === 0) errors.permissions = 'required';
  return errors;
}

export const roleEditorMachine = setup({
  types: {
    context: {} as RoleEditorContext,
    events: {} as RoleEditorEvent,
    input: {} as RoleEditorInput | undefined,
  },
  actors: {
    saveRole: fromPromise<{ id: string }, { id: string | null; body: RoleBody }>(async () => ({ id: '' })),
    deleteRole: fromPromise<unknown, { id: string }>(async () => null),
  },
  actions: {
    /** The page refreshes its list of roles. */
    roleSaved: () => {},
    roleDeleted: () => {},
  },
  guards: {
    isBuiltIn: ({ context }) => context.builtIn,
    mayToggle: ({ context, event }) =>
      event.type === 'permission.toggle' && mayToggle(context, event.permission),
    isValid: ({ context }) => Object.keys(validateRole(context)).length === 0,
    isSaved: ({ context }) => context.id !== null,
  },
}).createMachine({
  id: 'roleEditor',
  context: ({ input }) => ({
    id: input?.id ?? null,
    name: input?.name ?? '',
    permissions: normalisePermissions(input?.permissions ?? []),
    builtIn: input?.builtIn ?? false,
    grantable: input?.grantable ? normalisePermissions(input.grantable) : null,
    errors: {},
    notice: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isBuiltIn', target: 'readOnly' }, { target: 'editing' }],
    },
    readOnly: {},
    editing: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'name.change': {
          actions: assign({
            name: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, name: undefined }),
          }),
        },
        'permission.toggle': {
          guard: 'mayToggle',
          actions: assign({
            permissions: ({ context, event }) => toggledPermissions(context.permissions, event.permission),
            errors: ({ context }) => ({ ...context.errors, permissions: undefined }),
          }),
        },
        'role.save': [
          { guard: 'isValid', target: 'saving' },
          { actions: assign({ errors: ({ context }) => validateRole(context) }) },
        ],
        'role.delete': { guard: 'isSaved', target: 'confirmingDelete' },
      },
    },
    saving: {
      entry: assign({ notice: null, errors: {} }),
      invoke: {
        id: 'saveRole',
        src: 'saveRole',
        input: ({ context }) => ({
          id: context.id,
          body: { name: context.name.trim(), permissions: context.permissions },
        }),
        onDone: {
          target: 'saved',
          actions: [assign({ id: ({ event }) => event.output.id }), 'roleSaved'],
        },
        onError: {
          target: 'editing.error',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'saveFailed') }),
        },
      },
    },
    saved: {
      on: {
        'name.change': { target: 'editing', actions: assign({ name: ({ event }) => event.value }) },
        'permission.toggle': {
          guard: 'mayToggle',
          target: 'editing',
          actions: assign({
            permissions: ({ context, event }) => toggledPermissions(context.permissions, event.permission),
          }),
        },
        'role.delete': 'confirmingDelete',
      },
    },
    confirmingDelete: {
      entry: assign({ notice: null }),
      on: {
        'role.confirmDelete': 'deleting',
        'role.cancelDelete': 'editing',
      },
    },
    deleting: {
      invoke: {
        id: 'deleteRole',
        src: 'deleteRole',
        input: ({ context }) => ({ id: context.id as string }),
        onDone: { target: 'deleted', actions: 'roleDeleted' },
        onError: {
          target: 'editing.error',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'deleteFailed') }),
        },
      },
    },
    deleted: { type: 'final' },
  },
});
