// The student record's limits, apart from the contract's schemas so the portal's forms read them
// without loading TypeBox: the editor, the import and the API keep to the same numbers.

/** A student's guardians at most. */
export const MAX_GUARDIANS = 4;
export const ADMISSION_NUMBER_MAX_LENGTH = 40;
