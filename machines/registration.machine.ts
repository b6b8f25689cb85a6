// Registration: the form, submitting, then emailSent (check your inbox, with resend) or the
// form again with the reason.

import type { Language } from '@common/languages';
import {
  type FieldErrors,
  normalizeEmail,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationPayload,
  registrationPayload,
  validateRegistration,
} from '@common/validation';
import { assign, fromPromise, setup } from 'xstate';
import { asApiFailure, type Notice } from './api-failure';
import type { FieldChange } from './form-fields';
import { type FormInput, formContext, formPattern } from './form-machine';

export const registrationFieldOrder: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'institutionName',
  'phone',
  'agreeTerms',
];

export const emptyRegistrationForm: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  institutionName: '',
  phone: '',
  agreeTerms: false,
};

export type RegistrationNoticeCode = 'emailTaken' | 'registrationFailed';
export type ResendNoticeCode = 'resendFailed';

export interface RegistrationContext {
  values: RegistrationForm;
  errors: FieldErrors<RegistrationField>;
  notice: Notice<RegistrationNoticeCode> | null;
  /** The address the verification mail went to (normalised as sent). */
  sentTo: string;
  resendNotice: Notice<ResendNoticeCode> | null;
}

export type RegistrationEvent =
  | FieldChange<RegistrationField>
  /** `language`: the page's, which the owner's mails will be written in. */
  | { type: 'form.submit'; language: Language }
  | { type: 'verification.resend' };

const form = formPattern<RegistrationContext, RegistrationField, RegistrationNoticeCode>({
  validate: validateRegistration,
  order: registrationFieldOrder,
  submit: 'register',
  // Entered only by a valid form.submit, which says the page's language.
  input: ({ context, event }) => registrationPayload(context.values, event.language ?? 'en'),
  onDone: { target: 'emailSent', actions: ['rememberAddress', 'trackRegistration'] },
  onError: [
    { guard: 'isEmailTaken', target: 'editing.error', actions: assign({ notice: { code: 'emailTaken' } }) },
  ],
  notice: { from: ['message'], fallback: 'registrationFailed' },
});

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as FormInput<RegistrationForm>,
  },
  actors: {
    register: fromPromise<unknown, RegistrationPayload>(async () => undefined),
    resendVerification: fromPromise<unknown, { email: string }>(async () => undefined),
  },
  actions: {
    ...form.actions,
    rememberAddress: assign({ sentTo: ({ context }) => normalizeEmail(context.values.email) }),
    trackRegistration: () => {},
  },
  guards: {
    ...form.guards,
    isEmailTaken: ({ event }) => asApiFailure((event as { error?: unknown }).error).status === 409,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    ...formContext({ ...emptyRegistrationForm, ...input?.values }),
    sentTo: '',
    resendNotice: null,
  }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    emailSent: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'verification.resend': 'resending' } },
        resending: {
          entry: assign({ resendNotice: null }),
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            input: ({ context }) => ({ email: context.sentTo }),
            onDone: { target: 'resent' },
            // Whatever went wrong, a resend failure gets one fixed message.
            onError: { target: 'resendFailed', actions: assign({ resendNotice: { code: 'resendFailed' } }) },
          },
        },
        resent: { on: { 'verification.resend': 'resending' } },
        resendFailed: { on: { 'verification.resend': 'resending' } },
      },
    },
  },
});
