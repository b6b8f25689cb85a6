import Type, { type Static } from 'typebox';

// The closed sets of a guardian's consent (docs/requirements/students.md): the students' contract
// and the audit log's both name them.

/** How the school verified that the one consenting is the child's parent or lawful guardian. */
export const CONSENT_METHODS = ['admission_form', 'in_person', 'signed_letter', 'otp_phone'] as const;
export const ConsentMethod = Type.Enum(CONSENT_METHODS);
export type ConsentMethod = Static<typeof ConsentMethod>;

/**
 * What consent covers. `school_records` is the school keeping the child's record; the others are
 * features beyond it (alerts to guardians, photos), off for a student without consent to them.
 */
export const CONSENT_PURPOSES = ['school_records', 'guardian_messages', 'photos'] as const;
export const ConsentPurpose = Type.Enum(CONSENT_PURPOSES);
export type ConsentPurpose = Static<typeof ConsentPurpose>;
