// Every path of the invite-member machine, driving the invitation form of User management
// (docs/requirements/portal.md#people-and-roles): validation and focus, the request sent, the
// server's sentence on a failure with every value kept, and inviting someone else after.

import { NO_ANSWER } from '@machines/api-failure';
import { inviteMemberMachine, validateInvite } from '@machines/portal/invite-member.machine';
import { InviteMemberForm } from '@portal/views/members/invite-member-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deferredActors, formView, type ModelRun, testModelPaths } from '../support/model';
import { ids, renderPortal } from './support';

const roles = [
  { id: ids.ownerRole, name: 'Owner', builtIn: 'owner' },
  { id: ids.teacherRole, name: 'Teacher', builtIn: 'teacher' },
];
const filled = { name: 'Ravi Kumar ', email: 'Ravi@VidyaMandir.in', roleId: ids.teacherRole };

const runs: Array<ModelRun & { values: Record<string, string> }> = [
  {
    name: 'starting from an empty form',
    values: {},
    eventCases: { 'field.change': [{ field: 'email', value: 'ravi@vidya', label: 'an unfinished e-mail' }] },
  },
  {
    name: 'starting from a filled form',
    values: filled,
    eventCases: {
      'field.change': [
        { field: 'roleId', value: '', label: 'role cleared' },
        { field: 'language', value: 'hi', label: 'Hindi mail' },
      ],
      'xstate.done.actor.inviteMember': [{ output: { id: ids.teacher } }],
      'xstate.error.actor.inviteMember': [
        { error: { status: 409, message: 'A member with this e-mail already exists.' }, label: '409' },
        { error: { status: NO_ANSWER }, label: 'network failure' },
      ],
    },
  },
];
const noticeFor: Record<string, string> = {
  '409': 'A member with this e-mail already exists.',
  'network failure': 'The invitation could not be sent. Please try again.',
};
const errorText: Record<string, Record<string, string>> = {
  name: { required: 'Name is required' },
  email: { required: 'Email is required', invalid: 'Email is invalid' },
  roleId: { required: 'Choose a role' },
};

const form = formView(validateInvite as never);
const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const controlOf: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  roleId: 'Role',
  language: 'Invitation language',
};

function change(field: string, value: string) {
  fireEvent.change(control(controlOf[field] ?? field), { target: { value } });
}

function expectForm(state: AnyMachineSnapshot, event: EventObject, inputs: (name: string) => unknown[]) {
  if (state.matches('invited')) {
    expect(screen.getByRole('status')).toHaveTextContent('Invitation sent to ravi@vidyamandir.in.');
    expect(screen.getByRole('button', { name: 'Invite someone else' })).toBeEnabled();
    return;
  }
  const submitting = state.matches('submitting');
  expect(screen.getByRole('button', { name: submitting ? 'Sending…' : 'Send invitation' })).toHaveProperty(
    'disabled',
    submitting,
  );
  const values = state.context.values as Record<string, string>;
  for (const field of ['name', 'email', 'roleId', 'language']) {
    expect(control(controlOf[field] as string).value).toBe(values[field]);
    expect(control(controlOf[field] as string).disabled).toBe(submitting);
    const code = state.context.errors[field] as string | undefined;
    expect(document.getElementById(`invite-${field}-error`)?.textContent ?? '').toBe(
      code ? (errorText[field]?.[code] ?? '') : '',
    );
  }
  // The owner's role is not offered.
  expect(screen.queryByRole('option', { name: 'Owner' })).toBeNull();
  if (submitting)
    expect(inputs('inviteMember')).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@vidyamandir.in',
        roleId: ids.teacherRole,
        language: values.language,
      },
    ]);
  if (event.type === 'form.submit' && state.matches('editing')) {
    const first = ['name', 'email', 'roleId'].find((field) => state.context.errors[field]);
    expect(document.activeElement).toBe(control(controlOf[first ?? 'name'] as string));
  }
  const alert = screen.queryByRole('alert');
  if (state.matches({ editing: 'error' })) {
    const label = (event as { label?: string }).label ?? '';
    if (noticeFor[label]) expect(alert).toHaveTextContent(noticeFor[label]);
    expect(alert).not.toBeNull();
  } else expect(alert).toBeNull();
}

describe('invite-member machine, through the invitation form', () => {
  testModelPaths({
    machine: inviteMemberMachine,
    file: import.meta.filename,
    runs: runs.map((run) => ({ ...run, input: { values: run.values } })),
    // The values too: after "invite someone else" the same form state holds other values.
    viewContext: (snapshot) => ({ ...(form(snapshot) as object), values: snapshot.context.values }),
    open({ inspect }) {
      const deferred = deferredActors(['inviteMember']);
      const onInvited = vi.fn();
      renderPortal(<InviteMemberForm roles={roles} onInvited={onInvited} />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred, onInvited };
    },
    on: {
      'xstate.init': (_, __, { run }) => {
        for (const [field, value] of Object.entries((run as { values: Record<string, string> }).values))
          change(field, value);
      },
      'field.change': ({ field, value }: { field: string; value: string }) => change(field, value),
      'form.submit': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))),
      'invite.another': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invite someone else' }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect: (state, { deferred, onInvited }, { event }) => {
      expectForm(state, event, deferred.inputs);
      if (event.type === 'xstate.done.actor.inviteMember') expect(onInvited).toHaveBeenCalledTimes(1);
    },
  });
});
