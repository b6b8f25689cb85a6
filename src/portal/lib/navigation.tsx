// Links and navigation inside the portal, typed by the portal's own route tree: this project
// (src/portal/tsconfig.json) registers the portal's router with TanStack's types (register.d.ts),
// so a path, its params and its search are checked like any TanStack link.
import { createLink, type NavigateOptions, useNavigate, useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import type { FileRouteTypes } from '../route-tree.gen';
import type { PortalRouter } from '../router';

export type PortalPath = FileRouteTypes['to'];

/** An anchor whose accessible name may be given apart from its text ("Edit: Neha Singh"). */
function PortalAnchor({
  label,
  href,
  ...props
}: ComponentPropsWithRef<'a'> & { label?: string | undefined }) {
  return <a href={href} {...props} aria-label={label ?? props['aria-label']} />;
}

/** TanStack's Link over the portal's routes, with `label` for the accessible name. */
export const PortalLink = createLink(PortalAnchor);

/**
 * Replaces the address with `href`, a path of the portal with its query (`/students?q=Meera`), as
 * sign-in's `next` holds it (lib/search.ts checks it is one).
 */
export function usePortalReplaceHref() {
  const router = useRouter();
  return (href: string) => router.history.replace(href);
}

/** Navigates within the portal; `replace` leaves no entry in the history. */
export function usePortalNavigate() {
  const navigate = useNavigate();
  return <const To extends PortalPath>(
    to: To,
    options?: Omit<NavigateOptions<PortalRouter, string, To>, 'to'>,
  ) => navigate({ ...options, to });
}
