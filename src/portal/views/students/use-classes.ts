// The school's classes with their sections, for the students screens' filters and pickers, over
// the class-choices machine: none until they arrive (or while they cannot be read).

import type { ClassSummary } from '@common/api/portal/academics';
import { classChoicesMachine } from '@machines/portal/class-choices.machine';
import { academicsActors } from '@portal/api/academics-actors';
import { useScreenMachine } from '@site/lib/screen-machine';

export function useClasses(): ClassSummary[] {
  const [state] = useScreenMachine(classChoicesMachine, {
    actors: { loadClasses: academicsActors.loadClasses },
  });
  return state.context.classes;
}

/** Every section with its class's name in front ("Class 5 A"), in the school's order. */
export function sectionOptions(classes: readonly ClassSummary[]): Array<{ id: string; label: string }> {
  return classes.flatMap((one) =>
    one.sections.map((section) => ({ id: section.id, label: `${one.name} ${section.name}` })),
  );
}
