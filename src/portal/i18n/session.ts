// A portal session: hand-off, sign-in, forgot and reset password; the invitation page's own texts
// are invitations.ts's and it shares these fields and codes (docs/requirements/portal.md#getting-in).
// A refusal is said by its code in Hindi (src/portal/i18n/server-errors.ts); these are the page's
// own texts and the fallbacks.
import { NAME_MAX_LENGTH } from '@common/validation';
import type { PortalFieldCode } from '@machines/portal/portal-validation';
import type { Catalogue } from './language';

interface SessionTexts {
  fields: { email: string; password: string; newPassword: string; confirmPassword: string; name: string };
  validation: Record<PortalFieldCode, string>;
  signIn: {
    title: string;
    lead: string;
    submit: string;
    submitting: string;
    forgot: string;
    failed: string;
    signedIn: string;
  };
  forgot: {
    title: string;
    lead: string;
    submit: string;
    submitting: string;
    sent: (email: string) => string;
    failed: string;
    backToSignIn: string;
  };
  reset: {
    title: string;
    lead: string;
    submit: string;
    submitting: string;
    done: string;
    signIn: string;
    missingToken: string;
    requestNew: string;
    failed: string;
  };
  handoff: {
    title: string;
    exchanging: string;
    failed: string;
    missingCode: string;
    backToDashboard: string;
    signedIn: string;
    orSignIn: string;
  };
}

const en: SessionTexts = {
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    name: 'Your name',
  },
  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    passwordTooShortReset: 'Password must be at least 8 characters long',
    passwordTooLong: 'Password must be at most 128 characters',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    nameRequired: 'Name is required',
    nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  },
  signIn: {
    title: 'Sign in to the school portal',
    lead: 'Use the e-mail address and password of your portal account.',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgot: 'Forgot your password?',
    failed: 'Could not sign you in. Please try again.',
    signedIn: 'Signed in. Opening the portal…',
  },
  forgot: {
    title: 'Reset your password',
    lead: 'Enter the e-mail address of your portal account and we will send you a link to set a new password.',
    submit: 'Send reset link',
    submitting: 'Sending…',
    sent: (email) =>
      `If ${email} belongs to an account on this portal, a link to reset the password is on its way. It works for 24 hours.`,
    failed: 'Could not send the link. Please try again.',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Set a new password',
    lead: 'Choose a password of 8 to 128 characters.',
    submit: 'Set password',
    submitting: 'Saving…',
    done: 'Your password has been changed. Sign in with your new password.',
    signIn: 'Sign in',
    missingToken: 'This link is incomplete. Please use the link from your e-mail.',
    requestNew: 'Ask for a new link',
    failed: 'Could not change the password. Please try again.',
  },
  handoff: {
    title: 'Opening the school portal',
    exchanging: 'Signing you in…',
    failed: 'The portal could not be opened.',
    missingCode: 'This link to the portal is incomplete. Open the portal again from your Shala dashboard.',
    backToDashboard: 'Go to your Shala dashboard',
    signedIn: 'Signed in. Opening the portal…',
    orSignIn: 'Sign in with e-mail and password',
  },
};

const hi: SessionTexts = {
  fields: {
    email: 'ईमेल',
    password: 'पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'पासवर्ड दोबारा लिखें',
    name: 'आपका नाम',
  },
  validation: {
    emailRequired: 'ईमेल ज़रूरी है',
    emailInvalid: 'ईमेल सही नहीं है',
    passwordRequired: 'पासवर्ड ज़रूरी है',
    passwordTooShortReset: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    passwordTooLong: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है',
    confirmPasswordRequired: 'कृपया पासवर्ड दोबारा लिखें',
    passwordsDoNotMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
    nameRequired: 'नाम ज़रूरी है',
    nameTooLong: `नाम अधिकतम ${NAME_MAX_LENGTH} अक्षरों का हो सकता है`,
  },
  signIn: {
    title: 'स्कूल पोर्टल में साइन इन करें',
    lead: 'अपने पोर्टल खाते का ईमेल पता और पासवर्ड डालें।',
    submit: 'साइन इन करें',
    submitting: 'साइन इन हो रहा है…',
    forgot: 'पासवर्ड भूल गए?',
    failed: 'साइन इन नहीं हो सका। कृपया फिर से कोशिश करें।',
    signedIn: 'साइन इन हो गया। पोर्टल खुल रहा है…',
  },
  forgot: {
    title: 'अपना पासवर्ड बदलें',
    lead: 'अपने पोर्टल खाते का ईमेल पता डालें, हम आपको नया पासवर्ड बनाने का लिंक भेजेंगे।',
    submit: 'लिंक भेजें',
    submitting: 'भेजा जा रहा है…',
    sent: (email) =>
      `अगर ${email} इस पोर्टल के किसी खाते का है, तो पासवर्ड बदलने का लिंक भेजा जा रहा है। यह 24 घंटे तक काम करेगा।`,
    failed: 'लिंक नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    backToSignIn: 'साइन इन पर वापस जाएँ',
  },
  reset: {
    title: 'नया पासवर्ड बनाएँ',
    lead: '8 से 128 अक्षरों का पासवर्ड चुनें।',
    submit: 'पासवर्ड सहेजें',
    submitting: 'सहेजा जा रहा है…',
    done: 'आपका पासवर्ड बदल गया है। नए पासवर्ड से साइन इन करें।',
    signIn: 'साइन इन करें',
    missingToken: 'यह लिंक अधूरा है। कृपया अपने ईमेल में आया लिंक इस्तेमाल करें।',
    requestNew: 'नया लिंक मँगाएँ',
    failed: 'पासवर्ड नहीं बदला जा सका। कृपया फिर से कोशिश करें।',
  },
  handoff: {
    title: 'स्कूल पोर्टल खुल रहा है',
    exchanging: 'आपको साइन इन किया जा रहा है…',
    failed: 'पोर्टल नहीं खुल सका।',
    missingCode: 'पोर्टल का यह लिंक अधूरा है। अपने Shala डैशबोर्ड से पोर्टल फिर से खोलें।',
    backToDashboard: 'अपने Shala डैशबोर्ड पर जाएँ',
    signedIn: 'साइन इन हो गया। पोर्टल खुल रहा है…',
    orSignIn: 'ईमेल और पासवर्ड से साइन इन करें',
  },
};

export const sessionTexts: Catalogue<SessionTexts> = { en, hi };
