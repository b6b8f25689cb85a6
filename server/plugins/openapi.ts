import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ApiRoutes } from '../app';
import { API_PREFIX, isApiPath } from '../paths';
import { docsContentSecurityPolicy } from './security-headers';
import { SECURITY_SCHEMES, securitySchemeOf } from './security-schemes';

// The API's reference, generated from the route schemas (common/api/): an OpenAPI 3.1 document at
// /prod/v1/openapi.json and a Swagger UI page at /prod/v1/docs. Swagger UI's script and styles
// come from the @fastify/swagger-ui package, so the page works without internet access, and only
// that page loads them.

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

const DESCRIPTION = `The HTTP API of Shala: accounts for an institution's owner, the owner's tenant, the
legal documents and the contact form.

**Requests and answers** are JSON (\`content-type: application/json\`); any other content type
answers 415, bodies over 64 KiB answer 413. Unknown body fields are ignored.

**Errors** all have one body: \`{ "message": "...", "error": "...", "code": "..." }\`. \`message\`
(repeated in \`error\`) is one English sentence a person can act on; \`code\`, when present, is a
stable reason a client can show its own words for (\`validation\`, \`unauthorized\`, \`forbidden\`,
\`rate_limited\`, \`email_taken\`, \`tenant_not_found\`, ...). A 400 from a malformed body names the field; where a schema
property carries \`errorMessage\`, that is the sentence the server answers when the field breaks
that rule (per keyword, such as \`required\`).

**Authentication**: login and e-mail verification answer \`{ userId, token, ... }\`. Send the token
as \`Authorization: Bearer <token>\` to the calls marked with a lock and \`bearerAuth\`. A school
portal's calls marked \`portalBearer\` take a portal session's token instead, on that school's
address, and the guardians' calls marked \`guardianBearer\` a guardian's session's token. A session lasts 7 days from sign-in and ends after 12 hours without a request; a missing,
expired or revoked token answers 401 with \`www-authenticate: Bearer\`. The tenant calls take the
owner's \`userId\` in the path and answer 403 for anyone else's.

**Limits**: calls that send mail, check tokens, log in, or change the tenant are rate-limited per
network or per account; over the limit they answer 429 with a sentence and \`retry-after\` (seconds).

**Tracing**: every answer carries \`x-request-id\`; quote it when reporting a problem.`;

/** What each status means on this API: the reference shows it next to every answer. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Done.',
  201: 'Created.',
  202: 'Accepted: the work continues in the background.',
  204: 'Done; no body.',
  400: "The request is not valid: the sentence names the field (code 'validation' or a reason of its own).",
  401: "No valid session: the bearer token is missing, expired or revoked (code 'unauthorized').",
  403: "The session's owner may not do this (code 'forbidden').",
  404: 'Not found.',
  409: 'Conflicts with the current state (for example an address already registered).',
  413: 'The body is larger than 64 KiB.',
  415: 'The body is not JSON.',
  429: "Too many requests: wait the seconds in retry-after (code 'rate_limited').",
  500: 'Something failed on the server; quote x-request-id.',
  503: 'The server is not ready or is shutting down; try again shortly.',
};

const TAGS = [
  { name: 'Accounts', description: 'Register, verify the e-mail address, sign in and out, passwords.' },
  { name: 'Tenant', description: "The signed-in owner's tenant: read it, deploy it, undeploy it." },
  { name: 'Legal documents', description: 'The terms and conditions and the privacy policy in force.' },
  { name: 'Contact', description: 'Messages from visitors to Shala.' },
  { name: 'Health', description: 'For load balancers and monitoring.' },
  {
    name: 'Portal',
    description:
      "A school's own portal, answered only on its address `<code>.<TENANT_DOMAIN>`: getting in, people and roles, employees, academic structure.",
  },
  {
    name: 'Guardians',
    description:
      "Guardians in a school's portal, on its address: a code to sign in, their children and what they may see of them.",
  },
];

type ResponseSchemas = Record<string, Record<string, unknown>>;

/**
 * Generates the document from every route registered after it. Call it before the API's routes
 * are registered (its onRoute hook must see them).
 */
export function registerOpenApi(app: FastifyInstance, options: { version: string }): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Shala API', version: options.version, description: DESCRIPTION },
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Each answer gets the description of its status; the shared error body alone would give all
    // of them the same words. A route's token is the one its own hooks check (security-schemes.ts),
    // never a schema's say. Copies only: the route's own schemas serialise the answers.
    transform: ({ schema, url, route }) => {
      // The site's own files (robots.txt, the SPA) are not part of the API.
      if (!isApiPath(url)) return { schema: { ...schema, hide: true }, url };
      const { security: _declared, ...rest } = schema ?? {};
      const scheme = securitySchemeOf(route);
      const secured = scheme ? { ...rest, security: [{ [scheme]: [] }] } : rest;
      const response = schema?.response as ResponseSchemas | undefined;
      if (!response) return { schema: secured, url };
      const described: ResponseSchemas = {};
      for (const [status, body] of Object.entries(response)) {
        described[status] = { ...body, description: STATUS_DESCRIPTIONS[status] ?? 'Answer.' };
      }
      return { schema: { ...secured, response: described }, url };
    },
  });
}

/** GET /openapi.json and the reference page under /docs, inside the API prefix. */
export const documentationRoutes: ApiRoutes = async (app) => {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page links its files by absolute path, which must include the API prefix.
    indexPrefix: API_PREFIX,
    staticCSP: docsContentSecurityPolicy(),
    theme: { title: 'Shala API reference' },
    // BaseLayout: without the standalone top bar, whose logo is an SVG with an inline <style>
    // the page's CSP refuses (and whose box for loading other documents is of no use here).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
};
