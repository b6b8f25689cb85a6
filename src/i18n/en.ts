// The English message catalogue: every user-visible string, by area. SPEC.md's English texts
// are the values, word for word. A Hindi catalogue of the same shape follows (issue 9).
import { auth } from './en/auth';
import { content } from './en/content';
import { dashboard } from './en/dashboard';
import { marketing } from './en/marketing';
import { shell } from './en/shell';

export const en = { ...shell, auth, dashboard, content, marketing };

export type Messages = typeof en;
