// The routes `npm run security:scan` attacks, read from the running server's own route table: its
// OpenAPI document (/prod/v1/openapi.json, generated from every route the app registers). A route
// added anywhere is scanned without being listed: where it is answered (a school's portal address
// for /portal/..., the main site otherwise, as server/plugins/tenant-host.ts decides), which
// session it needs (the `security` the document reads from the route's own token check), a
// well-formed body, path parameters and required query made from its schemas.
// scripts/lib/api-routes.mjs adds what a document cannot say: hand-made bodies that pass
// validation where a made-up one would not, and the documentation's own routes, which the
// document leaves out. tests/server/api-routes.test.ts checks that the two together name exactly
// the routes the app registers.

const API = '/prod/v1';
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

/** Strings tried in turn for a text field: the first its pattern and lengths admit. */
const STRING_CANDIDATES = [
  'Scan value',
  '2027-01-15',
  '2027-01',
  '08:00',
  '2027-01-15T03:30:00.000Z',
  ZERO_UUID,
  'x'.repeat(43),
];

/** Values by the field's name, for the rules a schema cannot state (e-mail and phone checks). */
function namedString(name) {
  if (/email/i.test(name)) return 'scan.staff@vidyamandir.in';
  if (/phone/i.test(name)) return '+91 98765 43210';
  if (/password/i.test(name)) return 'Fresh&Chalk-2028';
  return undefined;
}

function resolve(document, schema, depth) {
  if (!schema || typeof schema !== 'object' || typeof schema.$ref !== 'string' || depth > 20) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  return resolve(document, target, depth + 1);
}

function stringExample(schema, name) {
  if (schema.format === 'uuid') return ZERO_UUID;
  if (schema.format === 'date-time') return '2027-01-15T03:30:00.000Z';
  if (schema.format === 'date') return '2027-01-15';
  if (schema.format === 'email') return 'scan.staff@vidyamandir.in';
  let pattern;
  try {
    pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  } catch {
    pattern = undefined;
  }
  const fits = (value) =>
    typeof value === 'string' &&
    (!pattern || pattern.test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  return (
    [namedString(name), ...STRING_CANDIDATES].find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1))
  );
}

/** A value the schema admits, as far as a schema can tell (every property of an object, one item of a list). */
export function exampleOf(document, schema, name = '', depth = 0) {
  const resolved = resolve(document, schema, 0);
  if (!resolved || typeof resolved !== 'object' || depth > 12) return null;
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  const options = resolved.anyOf ?? resolved.oneOf;
  if (Array.isArray(options) && options.length > 0) {
    const option = options.find((item) => resolve(document, item, 0)?.type !== 'null') ?? options[0];
    return exampleOf(document, option, name, depth + 1);
  }
  if (Array.isArray(resolved.allOf) && resolved.allOf.length > 0)
    return exampleOf(document, resolved.allOf[0], name, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type.find((item) => item !== 'null') : resolved.type;
  switch (type ?? (resolved.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [
          key,
          exampleOf(document, value, key, depth + 1),
        ]),
      );
    case 'array':
      return resolved.maxItems === 0 || !resolved.items
        ? []
        : [exampleOf(document, resolved.items, name, depth + 1)];
    case 'string':
      return stringExample(resolved, name);
    case 'integer':
    case 'number': {
      const least = resolved.minimum ?? (resolved.exclusiveMinimum ?? 0) + 1;
      return Math.min(least, resolved.maximum ?? least);
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/**
 * @typedef {object} ScanRoute
 * @property {string} method
 * @property {string} path under /prod/v1, with `:param` placeholders
 * @property {'owner' | 'portal' | undefined} session the session it needs: the owner's, a portal member's, none
 * @property {boolean} portal answered only on a school's portal address
 * @property {Record<string, unknown> | undefined} body a well-formed JSON body (none for a route without one)
 * @property {Record<string, string>} params a value per path parameter that passes its schema
 * @property {string} query the required query parameters ('' or '?name=value&...')
 */

/** Every route of the document, then the listed routes it does not describe. */
export function scanRoutes(document, listed) {
  const examples = new Map(listed.map((route) => [`${route.method} ${route.path}`, route]));
  const routes = [];
  const seen = new Set();
  for (const [documentPath, operations] of Object.entries(document.paths ?? {})) {
    if (!documentPath.startsWith(`${API}/`)) continue;
    const path = documentPath.slice(API.length).replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      const key = `${method} ${path}`;
      seen.add(key);
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const session = schemes.includes('portalBearer')
        ? 'portal'
        : schemes.includes('bearerAuth')
          ? 'owner'
          : undefined;
      const parameters = (operation.parameters ?? []).map((parameter) => resolve(document, parameter, 0));
      const params = Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => [
            parameter.name,
            String(exampleOf(document, parameter.schema, parameter.name)),
          ]),
      );
      const query = parameters
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map(
          (parameter) =>
            `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(exampleOf(document, parameter.schema, parameter.name)))}`,
        )
        .join('&');
      const jsonBody = resolve(document, operation.requestBody, 0)?.content?.['application/json']?.schema;
      const body = examples.get(key)?.body ?? (jsonBody ? exampleOf(document, jsonBody) : undefined);
      routes.push({
        method,
        path,
        session,
        portal: path === '/portal' || path.startsWith('/portal/'),
        body: body && typeof body === 'object' && !Array.isArray(body) ? body : undefined,
        params,
        query: query ? `?${query}` : '',
      });
    }
  }
  for (const route of listed) {
    if (seen.has(`${route.method} ${route.path}`)) continue;
    routes.push({
      method: route.method,
      path: route.path,
      session: route.portal ? 'portal' : route.owner ? 'owner' : undefined,
      portal: Boolean(route.portal),
      body: route.body,
      params: {},
      query: '',
    });
  }
  return routes;
}
