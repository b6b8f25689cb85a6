import { ContactBody, ContactResponse, contactErrors } from '../../common/api/contact';
import type { ApiRoutes } from '../app';
import { ContactService, contactReceived } from '../services/contact';
import type { RateLimitRule } from '../services/rate-limit';
import { clientKey } from './auth';

// POST /prod/v1/contact/submit: 201 `{ message }` once the message is stored. The rules and their
// sentences are the form's (common/contact.ts); the shape is the contract's (common/api/contact.ts).
// Five messages an hour from one network, then 429 with a sentence.

export const CONTACT_LIMIT: RateLimitRule = {
  name: 'contact-ip',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'Too many messages from your network. Please wait {minutes} and try again.',
};

const contactRoutes: ApiRoutes = async (app, { config, database, clock, outbox, rateLimiter }) => {
  const contact = new ContactService({ config, database, clock, outbox });

  app.post(
    '/contact/submit',
    {
      // After the shape is checked: only well-formed messages count against the sender.
      preHandler: async (request) => {
        await rateLimiter.hit(CONTACT_LIMIT, clientKey(request.ip));
      },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to Shala',
        description:
          'Stores the message and notifies Shala by mail. Five messages an hour from one network, then 429.',
        body: ContactBody,
        response: { 201: ContactResponse, ...contactErrors },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body);
      return reply.code(201).send({ message: contactReceived });
    },
  );
};

export default contactRoutes;
