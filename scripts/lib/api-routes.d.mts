// Types of api-routes.mjs for the TypeScript that uses it (tests/server/api-routes.test.ts).
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  owner?: boolean;
  portal?: boolean;
}
export const API_ROUTES: readonly ApiRoute[];
