// Seeing and accepting an invitation (docs/requirements/portal.md#people-and-roles); the page's
// fields, validation codes and the server's sentences are the session's (session.ts).
import type { Catalogue } from './language';

interface InvitationTexts {
  title: string;
  loading: string;
  lead: (school: string, role: string) => string;
  emailIs: (email: string) => string;
  submit: string;
  submitting: string;
  invalidTitle: string;
  missing: string;
  invalid: string;
  failed: string;
  signedIn: string;
}

const en: InvitationTexts = {
  title: 'Join the school portal',
  loading: 'Checking your invitation…',
  lead: (school, role) => `You have been invited to ${school}'s portal as ${role}.`,
  emailIs: (email) => `You will sign in with ${email}.`,
  submit: 'Accept and sign in',
  submitting: 'Signing in…',
  invalidTitle: 'This invitation cannot be used',
  missing: 'This link is incomplete. Please use the link from your e-mail.',
  invalid: 'This invitation link is invalid or has expired. Ask the school for a new one.',
  failed: 'Could not accept the invitation. Please try again.',
  signedIn: 'Welcome! Opening the portal…',
};

const hi: InvitationTexts = {
  title: 'स्कूल पोर्टल से जुड़ें',
  loading: 'आपका निमंत्रण जाँचा जा रहा है…',
  lead: (school, role) => `आपको ${school} के पोर्टल पर ${role} के रूप में आमंत्रित किया गया है।`,
  emailIs: (email) => `आप ${email} से साइन इन करेंगे।`,
  submit: 'स्वीकार करें और साइन इन करें',
  submitting: 'साइन इन हो रहा है…',
  invalidTitle: 'यह निमंत्रण इस्तेमाल नहीं किया जा सकता',
  missing: 'यह लिंक अधूरा है। कृपया अपने ईमेल में आया लिंक इस्तेमाल करें।',
  invalid: 'यह निमंत्रण लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। स्कूल से नया लिंक माँगें।',
  failed: 'निमंत्रण स्वीकार नहीं हो सका। कृपया फिर से कोशिश करें।',
  signedIn: 'स्वागत है! पोर्टल खुल रहा है…',
};

export const invitationTexts: Catalogue<InvitationTexts> = { en, hi };
