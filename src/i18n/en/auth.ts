// English texts of the account pages: register, verify, login, forgot and reset password.
// The fixed texts (docs/requirements/accounts.md#error-messages) are word for word; validation
// texts come from common/validation.ts.
import { validationMessages } from '@common/validation';

export const auth = {
  /** Page titles and descriptions of /register and /login. */
  meta: {
    register: {
      title: 'Register Your Institution Free',
      description:
        'Register your school, coaching centre or tuition institute on Shala in minutes. 100% free, no credit card, no tiers.',
    },
    login: {
      title: 'Login',
      description: 'Log in to your Shala institution dashboard to activate and manage your tenant.',
    },
  },
  pages: {
    verify: { title: 'Verify your e-mail', lead: 'Confirming your e-mail address.' },
    forgotPassword: { title: 'Forgot password', lead: 'Request a link to reset your password.' },
    resetPassword: { title: 'Reset Password', lead: 'Choose a new password.' },
  },
  validation: validationMessages,
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    institutionName: 'Institution name',
    phone: 'Phone',
    phoneHint: 'With country code for numbers outside India, for example +91 98765 43210',
    passwordHint: 'At least 8 characters',
    /** The strength hint under a new password (common/password-strength.ts): a warning, never a refusal. */
    passwordStrength: {
      weak: 'Weak: one word with a few numbers is among the first things guessed. Add more words or symbols.',
      fair: 'Fair: a few more characters, or another word, would make it stronger.',
      strong: 'Strong password.',
    },
    rememberMe: 'Remember me',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
  },
  errors: {
    emailTaken: 'Email address already registered. Please use a different email.',
    registrationFailed: 'Registration failed. Please try again.',
    resendFailed: 'Failed to resend verification email. Please try again.',
    resendNeedsEmail: 'Email address is required to resend verification',
    loginFailed: 'Login failed',
    invalidCredentials: 'Invalid login credentials. Please try again.',
    noVerificationToken: 'No verification token found in URL',
    verificationFailed: 'Verification failed. The link may be expired or invalid.',
    forgotFailed: 'Password reset request failed. Please try again.',
    resetTokenMissing: 'Invalid or missing reset token. Please request a new password reset link.',
    resetTokenRejected: 'Invalid or expired reset token. Please request a new password reset link.',
    resetTokenUnchecked: 'Failed to verify reset token. Please request a new password reset link.',
    resetFailed: 'Password reset failed. Please try again.',
    // The server's own sentences, by its error code. English pages show what the server said
    // (docs/requirements/languages.md#catalogues); pages in another language show these, translated
    // (machines/api-failure.ts).
    rateLimited: 'Too many attempts from your network. Please wait a few minutes and try again.',
    emailNotVerified:
      'Please verify your email address before logging in: open the link we emailed you, or ask for a new one.',
    verificationLinkUsed: 'This verification link has already been used. Please log in.',
    passwordTooCommon: validationMessages.passwordTooCommon,
    passwordPersonal: validationMessages.passwordPersonal,
    alreadyVerified: 'This email address is already verified. Please log in.',
  },
  register: {
    heading: 'Register your institution',
    lead: 'Create a free account for your school, coaching centre or tuition institute.',
    termsBefore: 'I agree to the ',
    termsLink: 'Terms and Conditions',
    termsAfter: ' and consent to Shala processing my details to run my account.',
    privacyNote: 'We use your details only to run your account. You can ask us to delete them at any time.',
    submit: 'Create account',
    submitting: 'Creating account...',
    haveAccount: 'Already registered?',
    login: 'Log in',
    sentHeading: 'Check your inbox',
    sentBody: (email: string) =>
      `We have sent a verification link to ${email}. Open it to verify your e-mail address, then log in.`,
    sentHint: 'The link expires after 24 hours. No e-mail? Check your spam folder or send it again.',
    resend: 'Resend verification email',
    resending: 'Sending...',
    resent: 'A new verification email is on its way.',
  },
  verify: {
    heading: 'E-mail verification',
    verifying: 'Verifying your e-mail address...',
    successHeading: 'E-mail verified',
    success: 'Your e-mail address is verified.',
    countdownToDashboard: (seconds: number) =>
      `Signing you in and taking you to your dashboard in ${seconds}...`,
    countdownToLogin: (seconds: number) => `Taking you to the login page in ${seconds}...`,
    errorHeading: 'Verification failed',
    logIn: 'Log In',
    resendLead: 'Has the link expired? We can send you a new one.',
    resend: 'Resend verification email',
    resending: 'Sending...',
    resent: 'A new verification email is on its way.',
    // The link was opened outside the browser that registered (security.md#address-ownership).
    passwordDropped:
      'The password chosen when registering was not kept, because this link was opened in a different browser or on another device. Set a password now: without one you cannot log in again.',
    setPassword: 'E-mail me a link to set a password',
    settingPassword: 'Sending...',
    setPasswordSent: (email: string) =>
      `We have sent a link to set your password to ${email}. The link expires after 24 hours.`,
    setPasswordFailed: 'The link could not be sent. Please try again.',
    continueToDashboard: 'Continue to your dashboard',
  },
  login: {
    heading: 'Log in to Shala',
    lead: 'Manage your institution from your dashboard.',
    submit: 'Log In',
    submitting: 'Logging in...',
    success: 'Login successful. Taking you to your dashboard...',
    verifiedBanner: (email: string) => `Your e-mail address ${email} is verified. Log in to continue.`,
    justVerifiedBanner: 'Your e-mail address is verified. Log in to continue.',
    passwordResetBanner: 'Your password has been reset. Log in with your new password.',
    forgot: 'Forgot password?',
    noAccount: 'New to Shala?',
    register: 'Register your institution',
  },
  forgot: {
    heading: 'Forgot your password?',
    lead: "Enter your account's e-mail address and we will send you a link to reset your password.",
    expiry: 'The link expires after 24 hours.',
    submit: 'Send reset link',
    submitting: 'Sending...',
    sentHeading: 'Check your inbox',
    sent: (email: string) =>
      `If an account exists for ${email}, a password reset link is on its way. The link expires after 24 hours.`,
    backToLogin: 'Back to login',
  },
  reset: {
    heading: 'Reset Password',
    lead: 'Choose a new password for your account.',
    checking: 'Checking your reset link...',
    invalidSubtitle: 'Invalid or Expired Link',
    requestNew: 'Request New Reset Link',
    submit: 'Reset Password',
    submitting: 'Resetting Password...',
    success: 'Your password has been reset. Taking you to the login page...',
    securityHeading: 'Password Security',
    securityTips: [
      'Use at least 8 characters',
      'Mix upper and lower case letters',
      'Include numbers and special characters',
      'Avoid common words or personal information',
    ],
    contactSupport: 'Contact Support',
    needHelp: 'Need help?',
  },
};
