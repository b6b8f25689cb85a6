// Which token a route needs, as the API reference states it. A route says it needs a token in
// one place only: the hook that checks the token (`authenticate` for the owners' routes,
// `portal.member(...)` for the portal's). Those hooks are marked here with their scheme, and the
// OpenAPI document (openapi.ts) reads the mark from the route's own hooks, so a route that checks
// a token is documented as needing it and one that does not, is not; no schema repeats it.

/** The bearer schemes of the OpenAPI document, by the name its `security` entries use. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: "An owner's session: the `token` that POST /auth/login or POST /auth/verify answered.",
  },
  portalBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A school portal's session: the `token` of POST /portal/session, /portal/session/handoff or /portal/invitations/accept, valid only on that school's address.",
  },
  guardianBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A guardian's session in a school's portal: the `token` of POST /portal/guardian/session, valid only on that school's address.",
  },
} as const;

export type SecurityScheme = keyof typeof SECURITY_SCHEMES;

// Hooks are marked by identity, whatever their signature.
const schemeOf = new WeakMap<object, SecurityScheme>();

/** Marks `hook` as the check of `scheme`'s token: a route running it is documented as needing one. */
export function checksToken<Hook extends (...args: never[]) => unknown>(
  scheme: SecurityScheme,
  hook: Hook,
): Hook {
  schemeOf.set(hook, scheme);
  return hook;
}

/** The hooks a route declares, as Fastify's route options hold them (one, a list, or none). */
export interface RouteHooks {
  onRequest?: unknown;
  preParsing?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
}

/** The scheme of the token the route's hooks check, undefined for a route anyone may call. */
export function securitySchemeOf(route: RouteHooks): SecurityScheme | undefined {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat();
  for (const hook of hooks) {
    const scheme = typeof hook === 'function' ? schemeOf.get(hook) : undefined;
    if (scheme) return scheme;
  }
  return undefined;
}
