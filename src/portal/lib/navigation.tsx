// Links and navigation inside the portal, typed by the portal's own route tree. TanStack's types
// know one registered router per program, and that is the marketing site's (src/router.tsx):
// these wrappers check the portal's paths instead.
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FileRouteTypes } from '../route-tree.gen';

export type PortalPath = FileRouteTypes['to'];

export interface PortalLinkProps {
  to: PortalPath;
  params?: Record<string, string>;
  search?: Record<string, string>;
  className?: string;
  children: ReactNode;
  /** Marks the link of the section shown (aria-current) when the path starts with it. */
  activeOptions?: { exact?: boolean };
}

export function PortalLink({ to, params, search, className, children, activeOptions }: PortalLinkProps) {
  return (
    <Link
      to={to as never}
      params={params as never}
      search={search as never}
      className={className}
      activeOptions={activeOptions}
    >
      {children}
    </Link>
  );
}

/** Navigates within the portal; `replace` leaves no entry in the history. */
export function usePortalNavigate() {
  const router = useRouter();
  return (to: PortalPath, options: { replace?: boolean } = {}) =>
    router.navigate({ to: to as never, ...(options.replace ? { replace: true } : {}) });
}
