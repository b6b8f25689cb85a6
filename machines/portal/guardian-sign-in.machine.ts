// A guardian signs in with a one-time code (docs/requirements/guardians.md#sign-in): they write
// their phone number or e-mail address and ask for a code; the server answers the same whoever
// they are, so the page says where to look and how long the code lasts; they type the six digits
// and are signed in, or are told the code is wrong or has expired and may type it again. A new
// code may be asked for once `resendAfter` has passed (the server sends at most one a minute to a
// contact), and the contact may be changed. A refusal (too many codes from this network, the
// connection lost) keeps what was typed with the reason. The API is injected actors; the page
// starts the guardian's session (startSession) and goes to their home.

import type { GuardianCodeSent, GuardianSession, GuardianSignIn } from '@common/api/portal/guardian';
import { GUARDIAN_CODE_DIGITS } from '@common/api/portal/guardian';
import { assign, fromPromise, setup } from 'xstate';
import { type Notice, noticeFrom } from '../api-failure';

export type GuardianSignInNotice = 'codeFailed' | 'signInFailed';

export interface GuardianSignInContext {
  contact: string;
  code: string;
  /** The field that was sent in a form the page cannot send yet. */
  invalid: 'contact' | 'code' | null;
  /** How long the code lasts, as the server said. */
  minutes: number;
  notice: Notice<GuardianSignInNotice> | null;
}

export type GuardianSignInEvent =
  | { type: 'contact.change'; value: string }
  | { type: 'contact.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'contact.edit' };

/** A phone of ten digits (with +91, spaces, dashes) or something@somewhere.tld: the server decides the rest. */
export const contactLooksRight = (contact: string) => {
  const typed = contact.trim();
  if (typed.includes('@')) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed);
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 13 && !/[^\d\s()+\-.]/.test(typed);
};

/** The digits typed, spaces and all taken out: "123 456" is 123456. */
export const codeOf = (typed: string) => typed.replace(/\s/g, '');
export const codeLooksRight = (typed: string) =>
  new RegExp(`^\\d{${GUARDIAN_CODE_DIGITS}}$`).test(codeOf(typed));

export const guardianSignInMachine = setup({
  types: {
    context: {} as GuardianSignInContext,
    events: {} as GuardianSignInEvent,
  },
  actors: {
    requestGuardianCode: fromPromise<GuardianCodeSent, { contact: string }>(async () => {
      throw new Error('requestGuardianCode is provided by the page');
    }),
    signInGuardian: fromPromise<GuardianSession, GuardianSignIn>(async () => {
      throw new Error('signInGuardian is provided by the page');
    }),
  },
  delays: {
    /** A new code may be asked for after this: the server sends at most one a minute. */
    resendAfter: 60_000,
  },
  guards: {
    contactLooksRight: ({ context }) => contactLooksRight(context.contact),
    codeLooksRight: ({ context }) => codeLooksRight(context.code),
  },
  actions: {
    /** The page's: the guardian's session begins (stored on the device). */
    startSession: (_, _params: { session: GuardianSession }) => {},
    /** The page's: focus the field the guardian must fix. */
    focusField: (_, _params: { field: 'contact' | 'code' }) => {},
  },
}).createMachine({
  id: 'guardianSignIn',
  context: { contact: '', code: '', invalid: null, minutes: 10, notice: null },
  initial: 'contact',
  states: {
    contact: {
      on: {
        'contact.change': { actions: assign({ contact: ({ event }) => event.value, invalid: null }) },
        'contact.submit': [
          { guard: 'contactLooksRight', target: 'requesting' },
          {
            actions: [assign({ invalid: 'contact' }), { type: 'focusField', params: { field: 'contact' } }],
          },
        ],
      },
    },
    requesting: {
      entry: assign({ notice: null, invalid: null }),
      invoke: {
        src: 'requestGuardianCode',
        id: 'requestGuardianCode',
        input: ({ context }) => ({ contact: context.contact.trim() }),
        onDone: {
          target: 'code',
          actions: assign({ minutes: ({ event }) => event.output.minutes, code: '' }),
        },
        onError: {
          target: 'contact',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'codeFailed') }),
        },
      },
    },
    code: {
      initial: 'waiting',
      on: {
        'code.change': { actions: assign({ code: ({ event }) => event.value, invalid: null }) },
        'code.submit': [
          { guard: 'codeLooksRight', target: 'verifying' },
          { actions: [assign({ invalid: 'code' }), { type: 'focusField', params: { field: 'code' } }] },
        ],
        'contact.edit': { target: 'contact', actions: assign({ code: '', notice: null, invalid: null }) },
      },
      states: {
        /** The code just went out: a new one only after `resendAfter`. */
        waiting: { after: { resendAfter: 'resendable' } },
        resendable: { on: { 'code.resend': '#guardianSignIn.requesting' } },
        /** Back from a wrong code: where it was. */
        history: { type: 'history' },
      },
    },
    verifying: {
      entry: assign({ notice: null }),
      invoke: {
        src: 'signInGuardian',
        id: 'signInGuardian',
        input: ({ context }) => ({ contact: context.contact.trim(), code: codeOf(context.code) }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'startSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: {
          target: 'code.history',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'signInFailed') }),
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
