import type { Language } from '@common/languages';
import { SCHOOL_TIME_ZONE } from '@common/school-clock';
import { escapeHtml } from '../escape-html';
import { mailTexts } from './texts';

// Branded transactional mails: every mail has a plain-text body and an HTML body saying the same
// thing (some clients show only one). Anything that came from a user (names, institution names)
// is escaped in the HTML. The HTML is table-based with inline styles: mail clients ignore
// stylesheets and most CSS. The words are in ./texts (one module per language,
// docs/requirements/languages.md#mails); this file holds the one layout every language shares.

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
  /** The language of the layout's own lines (sign-off, tagline) and of `<html lang>`; default 'en'. */
  language?: Language;
}

/** Lays out a branded mail; the contact form and later mails reuse it. */
export function renderMail(layout: MailLayout): MailContent {
  const { subject, greeting, paragraphs, action, notes = [], language = 'en' } = layout;
  const words = mailTexts[language].layout;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    words.signOff,
    words.tagline,
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
        `${escapeHtml(words.linkFallback)}<br>` +
          `<a href="${escapeHtml(action.url)}" style="color:${PRIMARY};word-break:break-all">${escapeHtml(action.url)}</a>`,
        MUTED,
        14,
      )
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
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
    paragraph(escapeHtml(words.signOff)),
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;background:#f4f7f6;font-size:12px;color:${MUTED}">`,
    escapeHtml(words.tagline),
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('\n');
  return { subject, text, html, links: action ? [action.url] : [] };
}

/** The owner's mails take the owner's language (users.language) and the links already in it. */
interface OwnerMail {
  language: Language;
  fullName: string;
}

export function verificationMail(input: OwnerMail & { institutionName: string | undefined; url: string }) {
  const texts = mailTexts[input.language];
  const words = texts.verification;
  return renderMail({
    language: input.language,
    subject: words.subject,
    greeting: texts.greeting(input.fullName),
    paragraphs: words.paragraphs(input.institutionName ?? words.yourInstitution),
    action: { label: words.action, url: input.url },
    notes: words.notes,
  });
}

export function passwordResetMail(input: OwnerMail & { url: string }) {
  const texts = mailTexts[input.language];
  const words = texts.passwordReset;
  return renderMail({
    language: input.language,
    subject: words.subject,
    greeting: texts.greeting(input.fullName),
    paragraphs: words.paragraphs,
    action: { label: words.action, url: input.url },
    notes: words.notes,
  });
}

/**
 * A moment as an owner in India reads it, in their language: '15 January 2026, 2:30 pm IST',
 * '15 जनवरी 2026, 2:30 pm IST' (India has one time zone and no daylight saving).
 */
export function indianTime(moment: Date, language: Language): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: SCHOOL_TIME_ZONE }).format(moment);
  return `${part({ day: 'numeric', month: 'long', year: 'numeric' })}, ${part({ hour: 'numeric', minute: '2-digit' })} IST`;
}

export function passwordChangedMail(input: OwnerMail & { changedAt: Date; forgotUrl: string }) {
  const texts = mailTexts[input.language];
  const words = texts.passwordChanged;
  const when = indianTime(input.changedAt, input.language);
  return renderMail({
    language: input.language,
    subject: words.subject,
    greeting: texts.greeting(input.fullName),
    paragraphs: words.paragraphs(when),
    action: { label: words.action, url: input.forgotUrl },
    notes: words.notes,
  });
}

/** A school portal's mails: in the member's language (portal_members.language), about that school. */
interface PortalMail {
  language: Language;
  name: string;
  school: string;
  url: string;
}

export function portalInvitationMail(input: PortalMail & { role: string }) {
  const texts = mailTexts[input.language];
  const words = texts.portalInvitation;
  return renderMail({
    language: input.language,
    subject: words.subject(input.school),
    greeting: texts.greeting(input.name),
    paragraphs: words.paragraphs(input.school, input.role),
    action: { label: words.action, url: input.url },
    notes: words.notes,
  });
}

export function portalPasswordResetMail(input: PortalMail) {
  const texts = mailTexts[input.language];
  const words = texts.portalPasswordReset;
  return renderMail({
    language: input.language,
    subject: words.subject(input.school),
    greeting: texts.greeting(input.name),
    paragraphs: words.paragraphs(input.school),
    action: { label: words.action, url: input.url },
    notes: words.notes,
  });
}

/** To the owner who asked to close the school's account, in their language. */
export function schoolClosingMail(input: PortalMail & { eraseAt: Date }) {
  const texts = mailTexts[input.language];
  const words = texts.schoolClosing;
  return renderMail({
    language: input.language,
    subject: words.subject(input.school),
    greeting: texts.greeting(input.name),
    paragraphs: words.paragraphs(input.school, indianTime(input.eraseAt, input.language)),
    action: { label: words.action, url: input.url },
    notes: words.notes,
  });
}

/** To the same owner once the erasure is done (their member account is gone by then). */
export function schoolErasedMail(input: Omit<PortalMail, 'url'>) {
  const texts = mailTexts[input.language];
  const words = texts.schoolErased;
  return renderMail({
    language: input.language,
    subject: words.subject(input.school),
    greeting: texts.greeting(input.name),
    paragraphs: words.paragraphs(input.school),
  });
}
