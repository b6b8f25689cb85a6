import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { GUARDIAN_PAGE_PATH, type GuardianContacts } from '../services/messaging/guardian-contacts';
import {
  answeredPage,
  GUARDIAN_PAGE_CSP,
  invalidLinkPage,
  questionPage,
} from '../services/messaging/guardian-page';
import type { PortalDirectory } from '../services/portal/portal-directory';
import { clientKey, RATE_LIMITS, type RateLimiter } from '../services/rate-limit';

// A guardian's answer to a school's first message (services/messaging/guardian-contacts.ts), at
// `/messages` on the school's portal address, outside the API: a page, not a call. No sign-in;
// the link's token is the key. GET shows the question and changes nothing; POST (a plain form)
// answers. The token travels in the query of the link only (the request log redacts a `token`
// parameter, server/logger.ts) and in the form's body. Token checks count as every other link's
// (RATE_LIMITS.tokenChecksPerIp).

export interface GuardianMessagePagesOptions {
  contacts: GuardianContacts;
  directory: PortalDirectory;
  rateLimiter: RateLimiter;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const guardianMessagePages: FastifyPluginAsync<GuardianMessagePagesOptions> = async (app, options) => {
  const { contacts, directory, rateLimiter } = options;
  // A plain HTML form posts urlencoded: only here (the API speaks JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', GUARDIAN_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  /** The school of this portal address, or undefined (the main site, an unknown or inactive code). */
  const schoolOf = async (request: FastifyRequest) => {
    if (!request.portalCode) return undefined;
    const tenant = await directory.find(request.portalCode);
    return tenant?.active ? tenant : undefined;
  };
  const limit = async (request: FastifyRequest) => {
    await rateLimiter.hit(RATE_LIMITS.tokenChecksPerIp, clientKey(request.ip));
  };

  app.get<{ Querystring: { token?: string } }>(
    GUARDIAN_PAGE_PATH,
    { onRequest: limit, schema: { hide: true } },
    async (request, reply) => {
      const school = await schoolOf(request);
      const token = String(request.query.token ?? '');
      const view = school && TOKEN.test(token) ? await contacts.view(school.id, token) : undefined;
      if (!view) return send(reply, school ? 400 : 404, invalidLinkPage());
      return send(reply, 200, questionPage(view, token));
    },
  );

  app.post<{ Body: { token?: unknown; answer?: unknown } | undefined }>(
    GUARDIAN_PAGE_PATH,
    { onRequest: limit, schema: { hide: true } },
    async (request, reply) => {
      const school = await schoolOf(request);
      const token = String(request.body?.token ?? '');
      const answer = request.body?.answer;
      if (!school || !TOKEN.test(token) || (answer !== 'accept' && answer !== 'stop')) {
        return send(reply, school ? 400 : 404, invalidLinkPage());
      }
      const view = await contacts.answer(school.id, token, answer);
      return view ? send(reply, 200, answeredPage(view)) : send(reply, 400, invalidLinkPage());
    },
  );
};

export default guardianMessagePages;
