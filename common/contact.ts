// The contact message (docs/requirements/contact.md; POST /contact/submit): rules shared by the
// home page's form and the API. The form leaves the "required" checks to the browser; the server
// repeats every rule and answers 400 with the message of the first broken one.
import { EMAIL_PATTERN, normalizeEmail } from './email';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const contactFieldOrder: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Upper bounds that keep one message readable and the table small; the form sets them as maxlength. */
export const contactLimits: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

export const contactValidationMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailTooLong: 'Email must be at most 254 characters',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be at most 150 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  // Name and subject end up in the notification mail's headers: a line break there could add headers.
  lineBreak: 'Name and subject must be on one line',
} as const;

export type ContactValidationCode = keyof typeof contactValidationMessages;

const LINE_BREAK = /[\r\n]/;

/** The first broken rule of each field, in the form's order (empty when the message can be sent). */
export function validateContact(
  values: ContactMessage,
): Partial<Record<ContactField, ContactValidationCode>> {
  const errors: Partial<Record<ContactField, ContactValidationCode>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (LINE_BREAK.test(values.name)) errors.name = 'lineBreak';
  else if (name.length > contactLimits.name) errors.name = 'nameTooLong';

  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > contactLimits.email) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';

  const subject = values.subject.trim();
  if (!subject) errors.subject = 'subjectRequired';
  else if (LINE_BREAK.test(values.subject)) errors.subject = 'lineBreak';
  else if (subject.length > contactLimits.subject) errors.subject = 'subjectTooLong';

  const message = values.message.trim();
  if (!message) errors.message = 'messageRequired';
  else if (message.length > contactLimits.message) errors.message = 'messageTooLong';
  return errors;
}

export function isContactValid(values: ContactMessage): boolean {
  return Object.keys(validateContact(values)).length === 0;
}

/** What is sent and stored: trimmed, the address lower-cased. */
export function contactPayload(values: ContactMessage): ContactMessage {
  return {
    name: values.name.trim(),
    email: normalizeEmail(values.email),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
