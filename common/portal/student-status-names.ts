import type { StudentStatus } from '../api/portal/students';
import type { Language } from '../languages';

// A student's status in words, in the portal's order: the students list's filter and rows, the
// audit log's list entries and the list's CSV file all say it the same way.

export const STUDENT_STATUS_NAMES: Readonly<Record<Language, Readonly<Record<StudentStatus, string>>>> = {
  en: { active: 'On the rolls', left: 'Left', erased: 'Erased' },
  hi: { active: 'नामांकित', left: 'स्कूल छोड़ चुके', erased: 'मिटाया गया' },
};
