import type { Section } from '@common/api/portal/academics';

// A school's section as the API answers it: no batch days, slot, room, capacity or teacher.
export const noBatch: Omit<Section, 'id' | 'name' | 'studentCount'> = {
  weekdays: null,
  startsAt: null,
  endsAt: null,
  room: '',
  capacity: null,
  teacherId: null,
};
