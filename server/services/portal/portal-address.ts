import type { Config } from '@server/config';

// Where a tenant's portal lives (docs/requirements/portal.md#address): `<code>.<TENANT_DOMAIN>`,
// with the scheme and port of PUBLIC_URL, so `npm start` (PUBLIC_URL http://localhost:3000,
// TENANT_DOMAIN localhost) gives http://<code>.localhost:3000 and production (https://shala.in,
// shala.in) gives https://<code>.shala.in.

/** A tenant code as accounts.ts makes them: one DNS label. */
const CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function portalOrigin(config: Pick<Config, 'publicUrl' | 'tenantDomain'>, code: string): string {
  const base = new URL(config.publicUrl);
  return `${base.protocol}//${code}.${config.tenantDomain}${base.port ? `:${base.port}` : ''}`;
}

/**
 * A mailed link to a page of the portal carrying a one-time token: `<portal>/accept-invitation#token=...`.
 * The token rides in the fragment, which browsers never send, so no request log, proxy or Referer
 * ever holds it; the page reads it and sends it in a POST body (docs/requirements/security.md#logs).
 */
export function portalTokenLink(
  config: Pick<Config, 'publicUrl' | 'tenantDomain'>,
  code: string,
  page: '/accept-invitation' | '/reset-password',
  token: string,
): string {
  return `${portalOrigin(config, code)}${page}#${new URLSearchParams({ token })}`;
}

/**
 * The tenant code a request's host names, or undefined when the host is not a portal address
 * (the main site, an IP address, a deeper subdomain). `hostname` has no port.
 */
export function portalCodeOf(hostname: string, tenantDomain: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const suffix = `.${tenantDomain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return undefined;
  const label = host.slice(0, -suffix.length);
  return CODE.test(label) ? label : undefined;
}
