// The values of the students contract's choices (common/api/portal/students.ts), without the
// schema library: the portal's screens list them in their pickers and stay small.

export const GENDERS = ['female', 'male', 'other'] as const;

/** How a guardian is related to the student. */
export const RELATIONS = ['mother', 'father', 'guardian', 'grandparent', 'sibling', 'other'] as const;

/** active: on the rolls; left: left the school (kept, not in default lists); erased: personal data removed on request. */
export const STUDENT_STATUSES = ['active', 'left', 'erased'] as const;

/** How the school verified that the one consenting is the child's parent or lawful guardian. */
export const CONSENT_METHODS = ['admission_form', 'in_person', 'signed_letter', 'otp_phone'] as const;

/** What consent covers: `school_records` is the school keeping the child's record; the others are features beyond it. */
export const CONSENT_PURPOSES = ['school_records', 'guardian_messages', 'photos'] as const;

/** What erasure keeps, in the words the portal shows before the owner confirms it. */
export const ERASURE_KEEPS = ['admissionNumber', 'class', 'admittedOn', 'leftOn', 'auditLog'] as const;
