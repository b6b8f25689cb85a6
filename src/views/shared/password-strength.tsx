import { passwordStrength } from '@common/password-strength';
import { useAuthMessages } from '@site/i18n/use-auth-messages';

/**
 * The strength hint under a new password, as it is typed (common/password-strength.ts): a
 * warning the visitor may ignore; the server refuses only what the form's own rules refuse.
 */
export function PasswordStrengthHint({ id, password }: { id: string; password: string }) {
  const m = useAuthMessages().fields.passwordStrength;
  const strength = passwordStrength(password);
  return (
    <p
      id={`${id}-strength`}
      className={`password-strength${strength ? ` password-strength--${strength}` : ''}`}
      aria-live="polite"
    >
      {strength ? m[strength] : ''}
    </p>
  );
}
