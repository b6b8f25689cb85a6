import Type, { type Static } from 'typebox';

// The closed sets of a guardian's consent (docs/requirements/students.md): the students' contract
// and the audit log's both name them.

/** How the school verified that the one consenting is the child's parent or lawful guardian. */
export const SCHOOL_CONSENT_METHODS = ['admission_form', 'in_person', 'signed_letter', 'otp_phone'] as const;
export const SchoolConsentMethod = Type.Enum(SCHOOL_CONSENT_METHODS);
export type SchoolConsentMethod = Static<typeof SchoolConsentMethod>;

/**
 * Consent the guardian gave themselves in the portal (docs/requirements/guardians.md#consent),
 * verified by the code that signed them in: to their phone, or to their e-mail address. Only the
 * guardian's own sign-in records these; no member can claim them.
 */
export const GUARDIAN_CONSENT_METHODS = ['code_to_phone', 'code_to_email'] as const;

/** Every way a consent on record was verified. */
export const CONSENT_METHODS = [...SCHOOL_CONSENT_METHODS, ...GUARDIAN_CONSENT_METHODS] as const;
export const ConsentMethod = Type.Enum(CONSENT_METHODS);
export type ConsentMethod = Static<typeof ConsentMethod>;

/**
 * What consent covers. `school_records` is the school keeping the child's record; the others are
 * features beyond it (alerts to guardians, photos), off for a student without consent to them.
 */
export const CONSENT_PURPOSES = ['school_records', 'guardian_messages', 'photos'] as const;
export const ConsentPurpose = Type.Enum(CONSENT_PURPOSES);
export type ConsentPurpose = Static<typeof ConsentPurpose>;
