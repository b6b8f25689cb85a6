// The whole English message catalogue: every user-visible string, by area. The fixed English texts
// (docs/requirements/README.md#fixed-texts) are the values, word for word. Views read it through
// the hooks in use-*-messages.ts, one per area, so each page's chunk carries only its own area;
// this object is the whole for tests.
import { auth } from './en/auth';
import { content } from './en/content';
import { dashboard } from './en/dashboard';
import { landing } from './en/landing';
import { marketing } from './en/marketing';
import { shell } from './en/shell';

export const en = { ...shell, auth, dashboard, content, marketing, landing };

export type Messages = typeof en;
