import Type from 'typebox';
import { type ContactField, contactLimits } from '../../common/contact';
import type { ApiRoutes } from '../app';
import { ErrorBody } from '../http-error';
import { Text } from '../plugins/validation';
import { contactReceived } from '../services/contact';
import { clientKey, RATE_LIMITS } from '../services/rate-limit';

// POST /prod/v1/contact/submit (SPEC §7 "POST /contact/submit"; issue 6): 201 `{ message }` once
// the message is stored. The rules and their sentences are the form's (common/contact.ts); the
// shape is checked here. Five messages an hour from one network, then 429 with a sentence.

// The edge's bounds: no control characters but line breaks and tabs, and twice the form's limits.
// common/contact.ts then judges the trimmed text against the exact limits and refuses a line break
// in the name or subject, each with its own sentence.
const field = (required: string, name: ContactField) =>
  Text({ required, wrongType: required, maxLength: 2 * contactLimits[name], multiline: true });

const ContactBody = Type.Object({
  name: field('Name is required', 'name'),
  email: field('Email is required', 'email'),
  subject: field('Subject is required', 'subject'),
  message: field('Message is required', 'message'),
});

const contactRoutes: ApiRoutes = async (app, { contact, rateLimiter }) => {
  app.post(
    '/contact/submit',
    {
      // After the shape is checked: only well-formed messages count against the sender.
      preHandler: async (request) => {
        await rateLimiter.hit(RATE_LIMITS.contactPerIp, clientKey(request.ip));
      },
      schema: {
        body: ContactBody,
        response: {
          201: Type.Object({ message: Type.String() }),
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
          500: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body);
      return reply.code(201).send({ message: contactReceived });
    },
  );
};

export default contactRoutes;
