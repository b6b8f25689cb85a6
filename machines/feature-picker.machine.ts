// The dashboard's feature picker (docs/requirements/tenant.md#activation, #ncert-classes): NCERT
// courses with 12 classes and group toggles. Unticking NCERT clears the classes; a group toggle
// selects its classes, or clears them when all are already selected. Upcoming features cannot be
// chosen.

import type { TenantFeature } from '@common/api/tenants';
import { CLASS_GROUPS, type ClassGroup, NCERT_COURSES, sortClassIds } from '@common/tenant-features';
import { assign, setup } from 'xstate';

export interface FeaturePickerContext {
  /** Selected class ids, in grade order. */
  classes: string[];
}

export type FeaturePickerEvent =
  | { type: 'ncert.toggle' }
  | { type: 'class.toggle'; id: string }
  | { type: 'group.toggle'; group: ClassGroup };

export function isGroupSelected(classes: readonly string[], group: ClassGroup): boolean {
  return CLASS_GROUPS[group].every((id) => classes.includes(id));
}

function toggledGroup(classes: readonly string[], group: ClassGroup): string[] {
  const members = CLASS_GROUPS[group];
  return isGroupSelected(classes, group)
    ? classes.filter((id) => !members.includes(id))
    : sortClassIds([...classes, ...members]);
}

function toggledClass(classes: readonly string[], id: string): string[] {
  return classes.includes(id) ? classes.filter((other) => other !== id) : sortClassIds([...classes, id]);
}

/** The deploy payload's features for the picker's state (tenant.md#activation). */
export function selectedFeatures(ncert: boolean, classes: readonly string[]): TenantFeature[] {
  return ncert ? [{ name: NCERT_COURSES, values: [...classes] }] : [];
}

export const featurePickerMachine = setup({
  types: {
    context: {} as FeaturePickerContext,
    events: {} as FeaturePickerEvent,
    input: {} as { classes?: readonly string[] } | undefined,
  },
  actions: {
    trackToggle: (_, _params: { feature: string; selected: boolean }) => {},
  },
}).createMachine({
  id: 'featurePicker',
  context: ({ input }) => ({ classes: sortClassIds(input?.classes ?? []) }),
  initial: 'ncertOff',
  states: {
    ncertOff: {
      on: {
        'ncert.toggle': {
          target: 'ncertOn',
          actions: { type: 'trackToggle', params: { feature: NCERT_COURSES, selected: true } },
        },
      },
    },
    ncertOn: {
      on: {
        'ncert.toggle': {
          target: 'ncertOff',
          actions: [
            assign({ classes: [] }),
            { type: 'trackToggle', params: { feature: NCERT_COURSES, selected: false } },
          ],
        },
        'class.toggle': {
          actions: assign({ classes: ({ context, event }) => toggledClass(context.classes, event.id) }),
        },
        'group.toggle': {
          actions: assign({ classes: ({ context, event }) => toggledGroup(context.classes, event.group) }),
        },
      },
    },
  },
});
