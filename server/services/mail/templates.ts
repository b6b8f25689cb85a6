// Branded transactional mails: every mail has a plain-text body and an HTML body saying the same
// thing (some clients show only one). Anything that came from a user (names, institution names)
// is escaped in the HTML. The HTML is table-based with inline styles: mail clients ignore
// stylesheets and most CSS.

const BRAND = 'Shala';
const PRIMARY = '#0f766e';
const TEXT = '#1f2933';
const MUTED = '#52606d';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Every link the mail carries, in order (the dev mailbox lists them). */
  links: string[];
}

export interface MailLayout {
  subject: string;
  /** The first line: "Hello Asha Rao,". */
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks for, as a button (and as a bare link in the text body). */
  action?: { label: string; url: string };
  /** Small print under the button: expiry, "ignore this mail if...". */
  notes?: readonly string[];
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Lays out a branded mail; the contact form and later mails reuse it. */
export function renderMail(layout: MailLayout): MailContent {
  const { subject, greeting, paragraphs, action, notes = [] } = layout;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    `The ${BRAND} team`,
    `${BRAND}: the free platform for schools, coaching centres and tuition providers in India.`,
    '',
  ].join('\n');

  const paragraph = (content: string, color = TEXT, size = 16) =>
    `<p style="margin:0 0 16px;font-size:${size}px;line-height:1.5;color:${color}">${content}</p>`;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>` +
      `<td style="border-radius:6px;background:${PRIMARY}">` +
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;` +
      `font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>` +
      `</td></tr></table>` +
      paragraph(
        `If the button does not work, copy this link into your browser:<br>` +
          `<a href="${escapeHtml(action.url)}" style="color:${PRIMARY};word-break:break-all">${escapeHtml(action.url)}</a>`,
        MUTED,
        14,
      )
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f6;padding:24px 0"><tr><td align="center">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">`,
    `<tr><td style="background:${PRIMARY};padding:20px 32px;font-size:22px;font-weight:700;color:#ffffff">${BRAND}</td></tr>`,
    `<tr><td style="padding:32px">`,
    paragraph(escapeHtml(greeting)),
    ...paragraphs.map((item) => paragraph(escapeHtml(item))),
    button,
    ...notes.map((note) => paragraph(escapeHtml(note), MUTED, 14)),
    paragraph(`The ${BRAND} team`),
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;background:#f4f7f6;font-size:12px;color:${MUTED}">`,
    `${BRAND}: the free platform for schools, coaching centres and tuition providers in India.`,
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('\n');
  return { subject, text, html, links: action ? [action.url] : [] };
}

export function verificationMail(input: { fullName: string; institutionName: string; url: string }) {
  return renderMail({
    subject: `Verify your email address for ${BRAND}`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `Thank you for registering ${input.institutionName} on ${BRAND}. Please confirm that this is your email address to activate your account.`,
    ],
    action: { label: 'Verify email address', url: input.url },
    notes: [
      'The link works once and expires after 24 hours.',
      `If you did not register on ${BRAND}, you can ignore this email: no account is activated without this link.`,
    ],
  });
}

export function passwordResetMail(input: { fullName: string; url: string }) {
  return renderMail({
    subject: `Reset your ${BRAND} password`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [`We received a request to reset the password of your ${BRAND} account.`],
    action: { label: 'Choose a new password', url: input.url },
    notes: [
      'The link works once and expires after 24 hours. A newer request replaces this link.',
      'If you did not ask for a new password, you can ignore this email: your password stays as it is.',
    ],
  });
}

export function passwordChangedMail(input: { fullName: string; changedAt: Date; forgotUrl: string }) {
  const when = `${input.changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return renderMail({
    subject: `Your ${BRAND} password was changed`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `The password of your ${BRAND} account was changed on ${when}. Every device that was signed in has been signed out.`,
      'If you made this change, there is nothing else to do.',
    ],
    action: { label: 'I did not change my password', url: input.forgotUrl },
    notes: [
      'If this was not you, choose a new password at once with the link above and tell our support team.',
    ],
  });
}
