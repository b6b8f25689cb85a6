// The English texts of the mails to an owner (docs/requirements/languages.md#mails: every mail is
// in the owner's language; see ./index.ts). hi.ts has the same keys; the layout itself is
// templates.ts's, shared by every language. Names and institutions arrive unescaped: renderMail
// escapes them in the HTML.

export const en = {
  /** The lines every mail's layout carries around the content. */
  layout: {
    /** Under the button, before the bare link. */
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signOff: 'The Shala team',
    tagline: 'Shala: the free platform for schools, coaching centres and tuition providers in India.',
  },
  greeting: (fullName: string) => `Hello ${fullName},`,
  verification: {
    subject: 'Verify your email address for Shala',
    paragraphs: (institutionName: string) => [
      `Thank you for registering ${institutionName} on Shala. Please confirm that this is your email address to activate your account.`,
    ],
    /** Stands in for the institution's name when the owner's tenant is gone. */
    yourInstitution: 'your institution',
    action: 'Verify email address',
    notes: [
      'The link works once and expires after 24 hours.',
      'If you did not register on Shala, you can ignore this email: no account is activated without this link.',
    ],
  },
  passwordReset: {
    subject: 'Reset your Shala password',
    paragraphs: ['We received a request to reset the password of your Shala account.'],
    action: 'Choose a new password',
    notes: [
      'The link works once and expires after 24 hours. A newer request replaces this link.',
      'If you did not ask for a new password, you can ignore this email: your password stays as it is.',
    ],
  },
  passwordChanged: {
    subject: 'Your Shala password was changed',
    /** `when`: '15 January 2026, 2:30 pm IST' (templates.ts indianTime). */
    paragraphs: (when: string) => [
      `The password of your Shala account was changed on ${when}. Every device that was signed in has been signed out.`,
      'If you made this change, there is nothing else to do.',
    ],
    action: 'I did not change my password',
    notes: [
      'If this was not you, choose a new password at once with the link above and tell our support team.',
    ],
  },
  /** A school's portal: a member invited by the school (docs/requirements/portal.md#people-and-roles). */
  portalInvitation: {
    subject: (school: string) => `You are invited to the ${school} portal on Shala`,
    paragraphs: (school: string, role: string) => [
      `${school} has invited you to its portal on Shala, with the role ${role}.`,
      'Open the link to choose your password and sign in.',
    ],
    action: 'Accept the invitation',
    notes: [
      'The link works once and expires after 7 days. If the school sends the invitation again, only the newest link works.',
      'If you did not expect this invitation, you can ignore this email.',
    ],
  },
  portalPasswordReset: {
    subject: (school: string) => `Reset your password for the ${school} portal`,
    paragraphs: (school: string) => [
      `We received a request to reset your password for the ${school} portal on Shala.`,
    ],
    action: 'Choose a new password',
    notes: [
      'The link works once and expires after 24 hours. A newer request replaces this link.',
      'If you did not ask for a new password, you can ignore this email: your password stays as it is.',
    ],
  },
  schoolClosing: {
    subject: (school: string) => `Closing the ${school} account on Shala`,
    /** `when`: the erasure's moment, '14 February 2026, 2:30 pm IST'. */
    paragraphs: (school: string, when: string) => [
      `You asked to close the account of ${school} on Shala. Its personal data (students, guardians, staff, members' accounts, uploaded files) will be erased on ${when}.`,
      'Until then the portal keeps working: download the school’s export first, and you can cancel the closing from the portal’s School data page.',
      'The audit log of who saw or changed student data is kept for a year after the erasure, as the law requires, then deleted.',
    ],
    action: 'Open the portal',
    notes: ['If you did not ask for this, open the portal now and cancel the closing.'],
  },
  schoolErased: {
    subject: (school: string) => `The data of ${school} has been erased`,
    paragraphs: (school: string) => [
      `The account of ${school} on Shala is closed: its personal data has been erased and its portal is closed.`,
      'The audit log of who saw or changed student data is kept for a year, as the law requires, then deleted.',
    ],
  },
};
