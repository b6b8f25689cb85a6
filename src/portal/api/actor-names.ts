// Every network actor of the portal, by name, as one type: what a test may replace through
// ActorOverridesContext (src/lib/screen-machine.ts). Type-only imports: nothing is bundled. A new
// area's <area>-actors.ts joins the intersection (docs/adding-an-area.md).
import type { ActorOverrides } from '@site/lib/screen-machine';
import type { academicsActors } from './academics-actors';
import type { attendanceActors } from './attendance-actors';
import type { attendanceSyncActors } from './attendance-sync-actors';
import type { auditActors } from './audit-actors';
import type { employeesActors } from './employees-actors';
import type { examsActors } from './exams-actors';
import type { feeReportsActors } from './fee-reports-actors';
import type { feeSetupActors } from './fee-setup-actors';
import type { feesCounterActors } from './fees-counter-actors';
import type { guardianActors } from './guardian-actors';
import type { importsActors } from './imports-actors';
import type { invitationsActors } from './invitations-actors';
import type { membersActors } from './members-actors';
import type { rolesActors } from './roles-actors';
import type { schoolDataActors } from './school-data-actors';
import type { sessionActors, signedInActors } from './session-actors';
import type { studentsActors } from './students-actors';
import type { timetableActors } from './timetable-actors';

export type PortalActors = typeof sessionActors &
  typeof signedInActors &
  typeof invitationsActors &
  typeof academicsActors &
  typeof attendanceActors &
  typeof attendanceSyncActors &
  typeof auditActors &
  typeof employeesActors &
  typeof examsActors &
  typeof feeReportsActors &
  typeof feeSetupActors &
  typeof feesCounterActors &
  typeof guardianActors &
  typeof importsActors &
  typeof membersActors &
  typeof rolesActors &
  typeof schoolDataActors &
  typeof studentsActors &
  typeof timetableActors;

export type PortalActorOverrides = ActorOverrides<PortalActors>;
