// Accepting an invitation (docs/requirements/portal.md#people-and-roles): the link's invitation is
// loaded (who it is for, the role, the school); an invalid, used or expired link shows why. The
// form has the name prefilled, a password typed twice; submitting signs the new member in and the
// portal goes home, or the form comes back with the server's sentence, the values kept. The page
// speaks the invitation's language (the one its mail was written in) until the reader switches.

import type { AcceptInvitationBody, InvitationView } from '@common/api/portal/invitations';
import type { PortalSession } from '@common/api/portal/session';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';
import { type FormEvent, formContext, formPattern } from '../form-machine';
import { type AcceptField, type AcceptForm, type PortalFieldCode, validateAccept } from './portal-validation';

export type InvitationLinkNoticeCode = 'invitationMissing' | 'invitationInvalid';
export type AcceptNoticeCode = 'acceptFailed';

export interface AcceptInvitationInput {
  /** The `token` query parameter; null when absent. */
  token: string | null;
}

export interface AcceptInvitationContext {
  token: string;
  invitation: InvitationView | null;
  values: AcceptForm;
  errors: Partial<Record<AcceptField, PortalFieldCode>>;
  /** Why the link cannot be used. */
  linkNotice: Notice<InvitationLinkNoticeCode> | null;
  notice: Notice<AcceptNoticeCode> | null;
}

const form = formPattern<AcceptInvitationContext, AcceptField, AcceptNoticeCode>({
  validate: validateAccept,
  order: ['name', 'password', 'confirmPassword'],
  submit: 'acceptInvitation',
  input: ({ context }) => ({
    token: context.token,
    name: context.values.name.trim(),
    password: context.values.password,
  }),
  onDone: {
    target: 'signedIn',
    actions: [
      {
        type: 'startSession',
        params: ({ event }: { event: { output: PortalSession } }) => ({ session: event.output }),
      },
      'goHome',
    ],
  },
  notice: { from: ['message'], fallback: 'acceptFailed' },
});

export const acceptInvitationMachine = setup({
  types: {
    context: {} as AcceptInvitationContext,
    events: {} as FormEvent<AcceptField>,
    input: {} as AcceptInvitationInput,
  },
  actors: {
    viewInvitation: fromPromise<InvitationView, { token: string }>(async () => {
      throw new Error('not provided');
    }),
    acceptInvitation: fromPromise<PortalSession, AcceptInvitationBody>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    ...form.actions,
    /** The session machine's session.signIn. */
    startSession: (_, _params: { session: PortalSession }) => {},
    /** The page's language becomes the invitation's (the portal's suggestLanguage). */
    adoptLanguage: (_, _params: { language: InvitationView['language'] }) => {},
    goHome: () => {},
  },
  guards: {
    ...form.guards,
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'acceptInvitation',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    invitation: null,
    ...formContext({ name: '', password: '', confirmPassword: '' }),
    linkNotice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasToken', target: 'loading' },
        { target: 'invalid', actions: assign({ linkNotice: { code: 'invitationMissing' } }) },
      ],
    },
    loading: {
      invoke: {
        id: 'viewInvitation',
        src: 'viewInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              invitation: ({ event }) => event.output,
              values: ({ context, event }) => ({ ...context.values, name: event.output.name }),
            }),
            { type: 'adoptLanguage', params: ({ event }) => ({ language: event.output.language }) },
          ],
        },
        onError: {
          target: 'invalid',
          actions: assign({
            linkNotice: ({ event }) => noticeFrom(event.error, ['message'], 'invitationInvalid'),
          }),
        },
      },
    },
    invalid: { type: 'final' },
    editing: form.editing,
    submitting: form.submitting,
    signedIn: { type: 'final' },
  },
});
