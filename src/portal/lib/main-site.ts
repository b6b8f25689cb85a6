// The Shala site the portal belongs to: the portal's address without its first label (the
// tenant code), same scheme and port (docs/requirements/portal.md#address).

export function mainSiteUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const labels = location.hostname.split('.');
  const host = labels.length > 1 ? labels.slice(1).join('.') : location.hostname;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}${path}`;
}
