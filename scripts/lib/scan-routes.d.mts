// Types of scan-routes.mjs for the TypeScript that uses it (tests/server/api-routes.test.ts).
import type { ApiRoute } from './api-routes.mjs';

export interface ScanRoute {
  method: string;
  /** Under /prod/v1, with `:param` placeholders. */
  path: string;
  /** The session it needs: the owner's, a portal member's, or none. */
  session: 'owner' | 'portal' | undefined;
  /** Answered only on a school's portal address. */
  portal: boolean;
  body: Record<string, unknown> | undefined;
  params: Record<string, string>;
  /** The required query parameters: '' or '?name=value&...'. */
  query: string;
}

export function exampleOf(document: unknown, schema: unknown, name?: string): unknown;
export function scanRoutes(document: unknown, listed: readonly ApiRoute[]): ScanRoute[];
