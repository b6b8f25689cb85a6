// The Hindi catalogues, one chunk per area. catalogues.ts loads this module only for a Hindi page;
// the import()s live here rather than there because, in the module every page runs, they made
// Rolldown move the i18n modules out of the entry into a chunk of their own
// (docs/decisions/0014-javascript-budgets.md).
import type { Area, Catalogues } from './catalogues';

export const hindiChunks: { [A in Area]: () => Promise<Catalogues[A]> } = {
  shell: () => import('./hi/shell').then((module) => module.shell),
  auth: () => import('./hi/auth').then((module) => module.auth),
  content: () => import('./hi/content').then((module) => module.content),
  dashboard: () => import('./hi/dashboard').then((module) => module.dashboard),
  guide: () => import('./hi/guide').then((module) => module.guide),
  landing: () => import('./hi/landing').then((module) => module.landing),
  marketing: () => import('./hi/marketing').then((module) => module.marketing),
};
