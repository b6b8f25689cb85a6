// The school's classes with their sections, for the students screens' filters and pickers. Only
// ever a help: until they arrive (or when they cannot be read) the pickers offer nothing more.

import type { ClassSummary } from '@common/api/portal/academics';
import { loadClasses } from '@portal/api/students';
import { useEffect, useState } from 'react';

export function useClasses(): ClassSummary[] {
  const [classes, setClasses] = useState<ClassSummary[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    loadClasses(controller.signal).then(setClasses, () => setClasses([]));
    return () => controller.abort();
  }, []);
  return classes;
}

/** Every section with its class's name in front ("Class 5 A"), in the school's order. */
export function sectionOptions(classes: readonly ClassSummary[]): Array<{ id: string; label: string }> {
  return classes.flatMap((one) =>
    one.sections.map((section) => ({ id: section.id, label: `${one.name} ${section.name}` })),
  );
}
