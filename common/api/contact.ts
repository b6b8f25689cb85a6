import Type, { type Static } from 'typebox';
import { type ContactField, contactLimits } from '../contact';
import { ErrorBody } from './errors';
import { Text } from './text';

// POST /prod/v1/contact/submit: a visitor's message to Shala. The edge's bounds are twice the
// form's limits, with no control characters but line breaks and tabs; common/contact.ts then
// judges the trimmed text against the exact limits, each rule with its own sentence.

const field = (required: string, name: ContactField) =>
  Text({
    required,
    wrongType: required,
    maxLength: 2 * contactLimits[name],
    multiline: true,
    description: `At most ${contactLimits[name]} characters once trimmed.`,
  });

export const ContactBody = Type.Object({
  name: field('Name is required', 'name'),
  email: field('Email is required', 'email'),
  subject: field('Subject is required', 'subject'),
  message: field('Message is required', 'message'),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactResponse = Type.Object({ message: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;

export const contactErrors = {
  400: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
};
