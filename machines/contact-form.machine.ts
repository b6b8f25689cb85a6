// Contact form: the form, submitting, then submitted (a thank-you with 'Send another message',
// which empties the form) or the form again with the reason (the server's message, else the
// catalogue's; the form stays filled and can be sent again). The browser checks the required
// fields first; what it lets through but the server would refuse (a message of spaces, say) is
// flagged under its field here.

import {
  type ContactField,
  type ContactMessage,
  type ContactValidationCode,
  contactFieldOrder,
  contactPayload,
  validateContact,
} from '@common/contact';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './api-failure';
import { type FormEvent, type FormInput, formContext, formPattern } from './form-machine';

export type ContactNoticeCode = 'sendFailed';

export const emptyContactMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

export interface ContactFormContext {
  values: ContactMessage;
  errors: Partial<Record<ContactField, ContactValidationCode>>;
  notice: Notice<ContactNoticeCode> | null;
}

export type ContactFormEvent = FormEvent<ContactField> | { type: 'form.reset' };

const form = formPattern<ContactFormContext, ContactField, ContactNoticeCode>({
  validate: validateContact,
  order: contactFieldOrder,
  submit: 'submitContact',
  input: ({ context }) => contactPayload(context.values),
  onDone: { target: 'submitted', actions: 'trackContact' },
  notice: { from: ['message'], fallback: 'sendFailed' },
});

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as FormInput<ContactMessage>,
  },
  actors: {
    submitContact: fromPromise<unknown, ContactMessage>(async () => undefined),
  },
  actions: {
    ...form.actions,
    trackContact: () => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => formContext({ ...emptyContactMessage, ...input?.values }),
  initial: 'editing',
  states: {
    editing: form.editing,
    submitting: form.submitting,
    submitted: {
      on: {
        'form.reset': { target: 'editing', actions: assign(formContext(emptyContactMessage)) },
      },
    },
  },
});
