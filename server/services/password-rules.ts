import { checkPasswordIsPersonal, type ValidationCode, validationMessages } from '@common/validation';
import { type ApiError, refuse } from '../http-error';

// What the server refuses as a new password beyond the length rule (common/validation.ts): the
// commonest passwords, one character or pattern repeated, and the owner's own e-mail address or
// institution name. The list is zxcvbn-ts's "passwords-common" (@zxcvbn-ts/language-common, MIT,
// maintained with the zxcvbn-ts estimator): 49,233 passwords ranked from public breach corpora,
// all lower case, so the check ignores case. It stays on the server (about 0.4 MB), the SPA shows
// the 400's sentence.

// The list is read on first use (about 80-250 ms: it ships compressed), not when the server
// starts; main.ts warms it once the server listens, and test files that never check a new password
// never pay for it. Only the password file is imported, not the package's other dictionaries.
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common/dist/passwords.json.mjs').then(
    ({ default: list }) => new Set(list),
  );
  return commonPasswords;
}

/** Loads the list now (main.ts, after listening), so the first registration does not wait for it. */
export async function warmPasswordRules(): Promise<void> {
  await loadCommonPasswords();
}

/** Entries in the list (docs/security.md states it; a test keeps it honest). */
export async function commonPasswordCount(): Promise<number> {
  return (await loadCommonPasswords()).size;
}

/** True for a password a guesser tries first: listed, or a short pattern repeated ('aaaaaaaa', 'abcabcabc'). */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.toLowerCase();
  if ((await loadCommonPasswords()).has(lower)) return true;
  // 'aaaaaaaa', 'abababab', '12341234': a unit of at most 4 characters repeated.
  return /^(.{1,4}?)\1+$/su.test(lower);
}

const codes: Partial<Record<ValidationCode, 'password_too_common' | 'password_personal'>> = {
  passwordTooCommon: 'password_too_common',
  passwordPersonal: 'password_personal',
};

/** The new-password rule's problem, if any (after the length rule passed). */
export async function checkPasswordChoice(
  password: string,
  personal: { email?: string | undefined; institutionName?: string | undefined },
): Promise<ValidationCode | undefined> {
  if (await isCommonPassword(password)) return 'passwordTooCommon';
  return checkPasswordIsPersonal(password, personal);
}

/** The 400 for a broken rule: the password rules carry their own code so a Hindi page can translate them. */
export function validationError(problem: ValidationCode): ApiError {
  const code = codes[problem];
  return code ? refuse(400, code) : refuse(400, 'validation', validationMessages[problem]);
}

/** Throws the 400 a refused new password answers, with its own code so a Hindi page can translate it. */
export async function assertPasswordChoice(
  password: string,
  personal: { email?: string | undefined; institutionName?: string | undefined },
): Promise<void> {
  const problem = await checkPasswordChoice(password, personal);
  if (problem) throw validationError(problem);
}
