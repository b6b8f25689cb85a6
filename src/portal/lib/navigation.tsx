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
  /** The accessible name, where the visible text needs its row's context ("Edit: Neha Singh"). */
  label?: string;
  children: ReactNode;
  /** Marks the link of the section shown (aria-current) when the path starts with it. */
  activeOptions?: { exact?: boolean };
}

export function PortalLink({
  to,
  params,
  search,
  className,
  label,
  children,
  activeOptions,
}: PortalLinkProps) {
  return (
    <Link
      to={to as never}
      params={params as never}
      search={search as never}
      className={className}
      aria-label={label}
      activeOptions={activeOptions}
    >
      {children}
    </Link>
  );
}

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
  const router = useRouter();
  return (to: PortalPath, options: { params?: Record<string, string>; replace?: boolean } = {}) =>
    router.navigate({
      to: to as never,
      ...(options.params ? { params: options.params as never } : {}),
      ...(options.replace ? { replace: true } : {}),
    });
}
