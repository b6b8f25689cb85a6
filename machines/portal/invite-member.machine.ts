// Inviting a member (docs/requirements/portal.md#people-and-roles): name, e-mail and role, sent
// as one invitation; the portal mails the link, in the language the inviter chose (English unless
// they choose Hindi). The form follows the form pattern: a failed send
// returns to the form with the server's sentence and every value kept. An invitation for an
// employee carries the employee's id and starts from their name and e-mail.

import type { InviteBody } from '@common/api/portal/people';
import { isLanguage } from '@common/languages';
import { isPlainEmail } from '@common/validation';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';

export interface InviteForm {
  name: string;
  email: string;
  roleId: string;
  /** The invitation mail's language: 'en' or 'hi'. */
  language: string;
}
export type InviteField = keyof InviteForm;
export type PortalFieldCode = 'required' | 'invalid';

export interface InviteMemberContext {
  values: InviteForm;
  errors: Partial<Record<InviteField, PortalFieldCode>>;
  notice: Notice<'inviteFailed'> | null;
  employeeId: string | null;
}

export type InviteMemberEvent = FormEvent<InviteField> | { type: 'invite.another' };

export function validateInvite(values: InviteForm): Partial<Record<InviteField, PortalFieldCode>> {
  const errors: Partial<Record<InviteField, PortalFieldCode>> = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.email.trim()) errors.email = 'required';
  else if (!isPlainEmail(values.email.trim())) errors.email = 'invalid';
  if (!values.roleId) errors.roleId = 'required';
  return errors;
}

export function inviteBody(context: InviteMemberContext): InviteBody {
  return {
    name: context.values.name.trim(),
    email: context.values.email.trim().toLowerCase(),
    roleId: context.values.roleId,
    language: isLanguage(context.values.language) ? context.values.language : 'en',
    ...(context.employeeId ? { employeeId: context.employeeId } : {}),
  };
}

const empty: InviteForm = { name: '', email: '', roleId: '', language: 'en' };

const form = formPattern<InviteMemberContext, InviteField, 'inviteFailed'>({
  validate: validateInvite,
  order: ['name', 'email', 'roleId'],
  submit: 'inviteMember',
  input: ({ context }) => inviteBody(context),
  onDone: { target: 'invited', actions: 'memberInvited' },
  notice: { from: ['message'], fallback: 'inviteFailed' },
});

export const inviteMemberMachine = setup({
  types: {
    context: {} as InviteMemberContext,
    events: {} as InviteMemberEvent,
    input: {} as { values?: Partial<InviteForm>; employeeId?: string } | undefined,
  },
  actors: {
    inviteMember: fromPromise<unknown, InviteBody>(async () => null),
  },
  actions: {
    ...form.actions,
    /** The page refreshes its member list. */
    memberInvited: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'inviteMember',
  context: ({ input }) => ({
    ...formContext({ ...empty, ...input?.values }),
    employeeId: input?.employeeId ?? null,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    invited: {
      on: {
        // The next invitation starts empty but keeps the role and the language just used.
        'invite.another': {
          target: 'editing',
          actions: assign({
            values: ({ context }) => ({
              ...empty,
              roleId: context.values.roleId,
              language: context.values.language,
            }),
            employeeId: null,
          }),
        },
      },
    },
  },
});
