import { ContactBody, ContactResponse, contactErrors } from '@common/api/contact';
import type { ApiRoutes } from '../app';
import { contactReceived } from '../services/contact';
import { clientKey, RATE_LIMITS } from '../services/rate-limit';

// POST /prod/v1/contact/submit: 201 `{ message }` once the message is stored. The rules and their
// sentences are the form's (common/contact.ts); the shape is the contract's (common/api/contact.ts).
// Five messages an hour from one network, then 429 with a sentence.

const contactRoutes: ApiRoutes = async (app, { contact, rateLimiter }) => {
  app.post(
    '/contact/submit',
    {
      // After the shape is checked: only well-formed messages count against the sender.
      preHandler: async (request) => {
        await rateLimiter.hit(RATE_LIMITS.contactPerIp, clientKey(request.ip));
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
