// The student record's limits, apart from the contract's schemas so the portal's forms read them
// without loading TypeBox: the editor, the import and the API keep to the same numbers.

/** A student's guardians at most. */
export const MAX_GUARDIANS = 4;
export const ADMISSION_NUMBER_MAX_LENGTH = 40;
/** A coaching student's further batches at most, besides the home batch. */
export const MAX_FURTHER_BATCHES = 8;
