import type { Language } from '@common/languages';
import type { Permission } from '@common/portal/permissions';

// Who is asking: the signed-in member of a portal request, as `portal.member(...)` found them
// (plugins/portal-auth.ts, services/portal/portal-directory.ts). The one shape every portal service
// takes for "who": the audit log and a taken register name them, the authority rules read their
// role and permissions (common/portal/authority.ts: a Caller is an Authority), and a service asks
// `caller.permissions` what more they may do inside a call (take any class, edit a record an
// import would change). A job acting later for a member keeps `Pick<Caller, 'memberId' | 'name'>`.

export interface Caller {
  memberId: string;
  sessionId: string;
  /** The employee record the member is linked to (a teacher's classes are their employee's). */
  employeeId: string | null;
  name: string;
  email: string;
  language: Language;
  role: { id: string; name: string; builtIn: string | null };
  permissions: ReadonlySet<Permission>;
}
