import type { ApiErrorCode } from '@common/api/error-codes';
import type { Notice } from '@machines/api-failure';
import { useLanguage } from './use-language';

/**
 * The catalogue key of the words for some of the API's error codes (common/api/error-codes.ts), the
 * codes the site's pages receive. The API answers in English; a page in another language shows its
 * area's words for the code instead (an area words a code for its page: a login's rate limit counts
 * the network, a password change's the account), and its own fallback text for the notice
 * otherwise, never the English sentence.
 */
const keyOfServerCode: Readonly<Partial<Record<ApiErrorCode, string>>> = {
  email_taken: 'emailTaken',
  invalid_credentials: 'invalidCredentials',
  email_not_verified: 'emailNotVerified',
  verification_failed: 'verificationFailed',
  verification_link_used: 'verificationLinkUsed',
  invalid_reset_token: 'resetTokenRejected',
  rate_limited: 'rateLimited',
  password_too_common: 'passwordTooCommon',
  password_personal: 'passwordPersonal',
  email_already_verified: 'alreadyVerified',
  wrong_current_password: 'currentPasswordWrong',
};

/**
 * What an error banner says for a machine's notice: on English pages the server's own sentence
 * when it sent one, else the catalogue text for the notice's code; on pages in another
 * language always the catalogue's words.
 */
export function useNoticeText<Code extends string>(
  errors: Readonly<Record<Code, string>>,
): (notice: Notice<Code>) => string {
  const language = useLanguage();
  return (notice) => {
    if (language === 'en' && notice.serverText) return notice.serverText;
    const code = notice.serverCode;
    const key =
      code && Object.hasOwn(keyOfServerCode, code) ? keyOfServerCode[code as ApiErrorCode] : undefined;
    const translated = key ? (errors as Readonly<Record<string, string>>)[key] : undefined;
    return translated ?? errors[notice.code];
  };
}
