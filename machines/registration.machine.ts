// Registration (SPEC §2 "Registration", §4 "Registration", §5, §7 register and resend, §8):
// idle, submitting, emailSent (check your inbox, with resend) or error.

import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '../common/languages';
import {
  type FieldErrors,
  normalizeEmail,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationPayload,
  registrationPayload,
  validateRegistration,
} from '../common/validation';
import { asApiFailure, type Notice, noticeFrom } from './api-failure';
import { type FieldChange, firstInvalid, withField, withoutError } from './form-fields';

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
  /** `language`: the page's, which the owner's mails will be written in (issue 9). */
  | { type: 'form.submit'; language: Language }
  | { type: 'verification.resend' };

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { values?: Partial<RegistrationForm> } | undefined,
  },
  actors: {
    register: fromPromise<unknown, RegistrationPayload>(async () => undefined),
    resendVerification: fromPromise<unknown, { email: string }>(async () => undefined),
  },
  actions: {
    focusField: (_, _params: { field: RegistrationField }) => {},
    trackRegistration: () => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateRegistration(context.values)).length === 0,
    isEmailTaken: ({ event }) => asApiFailure((event as { error?: unknown }).error).status === 409,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    values: { ...emptyRegistrationForm, ...input?.values },
    errors: {},
    notice: null,
    sentTo: '',
    resendNotice: null,
  }),
  initial: 'editing',
  states: {
    // The form, before any submission (idle) or after a failed one (error: the banner explains,
    // the form stays filled and editable).
    editing: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => withField(context.values, event.field, event.value),
            errors: ({ context, event }) => withoutError(context.errors, event.field),
          }),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          {
            actions: [
              assign({ errors: ({ context }) => validateRegistration(context.values) }),
              {
                type: 'focusField',
                params: ({ context }) => ({
                  field:
                    firstInvalid(validateRegistration(context.values), registrationFieldOrder) ?? 'firstName',
                }),
              },
            ],
          },
        ],
      },
    },
    submitting: {
      entry: assign({ notice: null, errors: {} }),
      invoke: {
        id: 'register',
        src: 'register',
        // Entered only by a valid form.submit, which says the page's language.
        input: ({ context, event }) =>
          registrationPayload(context.values, (event as { language?: Language }).language ?? 'en'),
        onDone: {
          target: 'emailSent',
          actions: [
            assign({ sentTo: ({ context }) => normalizeEmail(context.values.email) }),
            'trackRegistration',
          ],
        },
        onError: [
          {
            guard: 'isEmailTaken',
            target: 'editing.error',
            actions: assign({ notice: { code: 'emailTaken' } }),
          },
          {
            target: 'editing.error',
            actions: assign({
              notice: ({ event }) => noticeFrom(event.error, ['message'], 'registrationFailed'),
            }),
          },
        ],
      },
    },
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
            // SPEC §8: any resend failure gives one fixed message.
            onError: { target: 'resendFailed', actions: assign({ resendNotice: { code: 'resendFailed' } }) },
          },
        },
        resent: { on: { 'verification.resend': 'resending' } },
        resendFailed: { on: { 'verification.resend': 'resending' } },
      },
    },
  },
});
