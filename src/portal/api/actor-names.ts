// Every network actor of the portal, by name, as one type: what a test may replace through
// ActorOverridesContext (src/lib/screen-machine.ts). Type-only imports: nothing is bundled.
import type { ActorOverrides } from '@site/lib/screen-machine';
import type { AnyActorLogic } from 'xstate';
import type { invitationsActors } from './invitations-actors';
import type { sessionActors } from './session-actors';

// MERGE: the management areas' actors, named as their tests replace them, until each area's
// <area>-actors.ts joins the intersection below; delete this type once they all have.
type NotYetInModules = Record<
  | 'act'
  | 'addItem'
  | 'cancelImport'
  | 'clearSlot'
  | 'deleteRole'
  | 'downloadData'
  | 'downloadProblems'
  | 'downloadTemplate'
  | 'enqueue'
  | 'eraseStudent'
  | 'exportCsv'
  | 'fetchClassList'
  | 'fetchImport'
  | 'handOver'
  | 'invite'
  | 'leaveStudent'
  | 'listAudit'
  | 'listStudents'
  | 'load'
  | 'loadStudent'
  | 'moveStudent'
  | 'readDeviceCopy'
  | 'recordConsent'
  | 'removeItem'
  | 'renameItem'
  | 'runImport'
  | 'saveDay'
  | 'saveEmployee'
  | 'saveRole'
  | 'saveSlot'
  | 'saveStudent'
  | 'uploadFile'
  | 'withdrawConsent',
  AnyActorLogic
>;

export type PortalActors = typeof sessionActors & typeof invitationsActors & NotYetInModules;

export type PortalActorOverrides = ActorOverrides<PortalActors>;
