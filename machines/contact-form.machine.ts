// Contact form (SPEC §2 "Home page", §4 "Contact form", §5, §7 POST /contact/submit, §8): idle,
// submitting, submitted (a thank-you with 'Send another message', which empties the form) or
// error (the server's message, else the catalogue's; the form stays filled and can be sent again).
// The browser checks the required fields first (SPEC §5); what it lets through but the server
// would refuse (a message of spaces, say) is flagged under its field here.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  type ContactField,
  type ContactMessage,
  type ContactValidationCode,
  contactFieldOrder,
  contactPayload,
  isContactValid,
  validateContact,
} from '../common/contact';
import { type Notice, noticeFrom } from './api-failure';
import { type FieldChange, withField } from './form-fields';

export type ContactNoticeCode = 'sendFailed';

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

export interface ContactFormContext {
  values: ContactMessage;
  errors: Partial<Record<ContactField, ContactValidationCode>>;
  notice: Notice<ContactNoticeCode> | null;
}

export type ContactFormEvent = FieldChange<ContactField> | { type: 'form.submit' } | { type: 'form.reset' };

function firstInvalidField(values: ContactMessage): ContactField {
  const errors = validateContact(values);
  return contactFieldOrder.find((field) => errors[field] !== undefined) ?? 'name';
}

// Editing is the same before the first attempt (idle) and after a failed one (error).
const editing = {
  'field.change': { actions: 'setField' },
  'form.submit': [
    { guard: 'isFormValid', target: 'submitting' },
    {
      actions: [
        'showErrors',
        {
          type: 'focusField',
          params: ({ context }: { context: ContactFormContext }) => ({
            field: firstInvalidField(context.values),
          }),
        },
      ],
    },
  ],
} as const;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as { values?: Partial<ContactMessage> } | undefined,
  },
  actors: {
    submitContact: fromPromise<unknown, ContactMessage>(async () => undefined),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: withField(context.values, event.field, String(event.value)), errors };
    }),
    showErrors: assign({ errors: ({ context }) => validateContact(context.values) }),
    focusField: (_, _params: { field: ContactField }) => {},
    trackContact: () => {},
  },
  guards: {
    isFormValid: ({ context }) => isContactValid(context.values),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    values: { ...emptyContactMessage, ...input?.values },
    errors: {},
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: editing },
    submitting: {
      entry: assign({ notice: null, errors: {} }),
      invoke: {
        id: 'submitContact',
        src: 'submitContact',
        input: ({ context }) => contactPayload(context.values),
        onDone: { target: 'submitted', actions: 'trackContact' },
        onError: {
          target: 'error',
          actions: assign({ notice: ({ event }) => noticeFrom(event.error, ['message'], 'sendFailed') }),
        },
      },
    },
    submitted: {
      on: {
        'form.reset': {
          target: 'idle',
          actions: assign({ values: emptyContactMessage, errors: {}, notice: null }),
        },
      },
    },
    error: { on: editing },
  },
});
