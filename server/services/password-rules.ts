import { dictionary } from '@zxcvbn-ts/language-common';
import { checkPasswordIsPersonal, type ValidationCode, validationMessages } from '../../common/validation';
import { ApiError } from '../http-error';

// What the server refuses as a new password beyond the length rule (common/validation.ts): the
// commonest passwords, one character or pattern repeated, and the owner's own e-mail address or
// institution name. The list is zxcvbn-ts's "passwords-common" (@zxcvbn-ts/language-common, MIT,
// maintained with the zxcvbn-ts estimator): 49,233 passwords ranked from public breach corpora,
// all lower case, so the check ignores case. It stays on the server (about 0.4 MB), the SPA shows
// the 400's sentence.

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Entries in the list (the README states it; a test keeps it honest). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** True for a password a guesser tries first: listed, or a short pattern repeated ('aaaaaaaa', 'abcabcabc'). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // 'aaaaaaaa', 'abababab', '12341234': a unit of at most 4 characters repeated.
  return /^(.{1,4}?)\1+$/su.test(lower);
}

const codes: Partial<Record<ValidationCode, string>> = {
  passwordTooCommon: 'password_too_common',
  passwordPersonal: 'password_personal',
};

/** The new-password rule's problem, if any (after the length rule passed). */
export function checkPasswordChoice(
  password: string,
  personal: { email?: string | undefined; institutionName?: string | undefined },
): ValidationCode | undefined {
  if (isCommonPassword(password)) return 'passwordTooCommon';
  return checkPasswordIsPersonal(password, personal);
}

/** The 400 for a broken rule: the password rules carry their own code so a Hindi page can translate them. */
export function validationError(problem: ValidationCode): ApiError {
  return new ApiError(400, validationMessages[problem], codes[problem] ?? 'validation');
}

/** Throws the 400 a refused new password answers, with its own code so a Hindi page can translate it. */
export function assertPasswordChoice(
  password: string,
  personal: { email?: string | undefined; institutionName?: string | undefined },
): void {
  const problem = checkPasswordChoice(password, personal);
  if (problem) throw validationError(problem);
}
