import { SCHOOL_TIME_ZONE } from '@common/school-clock';
import { escapeHtml } from '../escape-html';
import type { MessageLanguage, TemplateName, TemplateVariables } from './alert-texts';
import { templateText } from './alert-texts';

// A school's e-mail to a guardian (docs/requirements/school-day.md#absence-alerts): sent in the
// school's name (the sender's display name is the school's, replies go to the school's contact
// address), in the guardian's language, with a plain-text part and a phone-first HTML part: one
// column at most 600 px wide, inline styles only (mail clients drop stylesheets), large text.
// Every value a school typed is escaped in the HTML.

/** A school day as a guardian reads it: "Friday, 27 November 2026", "शुक्रवार, 27 नवंबर 2026". */
export function dateInWords(date: string, language: MessageLanguage): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(new Date(`${date}T12:00:00+05:30`));
}

interface Words {
  greeting: string;
  absent: (v: TemplateVariables<'absent'>) => string[];
  feeDue: (v: TemplateVariables<'fee_due'>) => string[];
  reply: (school: string, phone: string) => string;
  through: (school: string) => string;
}

const WORDS: Record<MessageLanguage, Words> = {
  en: {
    greeting: 'Dear parent or guardian,',
    absent: ({ student, class: group, school, date }) => [
      `${student} of ${group} was marked absent at ${school} today, ${date}.`,
      'If this is a mistake, or to tell the school why, please let the school know.',
    ],
    feeDue: ({ school, children, amount, pay }) => [
      `${school} reminds you of the fees due:`,
      ...children.split('; '),
      `Total due: ${amount}.`,
      ...(isUpiLinks(pay)
        ? ['To pay by UPI, open the link on your phone (one for each child):', ...pay.split(' ')]
        : [`Please pay ${pay}.`]),
    ],
    reply: (school, phone) =>
      `Reply to this e-mail and your answer goes to ${school}, or call the school on ${phone}.`,
    through: (school) => `${school}, sent through Shala`,
  },
  hi: {
    greeting: 'प्रिय अभिभावक,',
    absent: ({ student, class: group, school, date }) => [
      `${student} (${group}) को आज, ${date}, ${school} में अनुपस्थित दर्ज किया गया।`,
      'अगर यह गलती है, या कारण बताना हो, तो स्कूल को बताएँ।',
    ],
    feeDue: ({ school, children, amount, pay }) => [
      `${school} की ओर से फ़ीस की याद:`,
      ...children.split('; '),
      `कुल देय: ${amount}।`,
      ...(isUpiLinks(pay)
        ? ['UPI से भुगतान के लिए लिंक अपने फ़ोन पर खोलें (हर बच्चे का अलग):', ...pay.split(' ')]
        : [`कृपया ${pay} भुगतान करें।`]),
    ],
    reply: (school, phone) =>
      `इस ई-मेल का जवाब दें, आपका जवाब ${school} को जाएगा; या स्कूल को ${phone} पर फ़ोन करें।`,
    through: (school) => `${school}, Shala के ज़रिए भेजा गया`,
  },
};

/** A fee reminder's `pay`: the children's UPI links, or where to pay when the school has none. */
function isUpiLinks(pay: string): boolean {
  return pay.startsWith('upi://');
}

export interface GuardianMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail of a template: the absence and the fee reminder written out in full, the others as their text. */
export function guardianMail<T extends TemplateName>(
  language: MessageLanguage,
  template: T,
  variables: TemplateVariables<T>,
  school: { name: string; phone: string } | undefined,
): GuardianMail {
  const { subject, text } = templateText(language, template, variables);
  const words = WORDS[language];
  const paragraphs =
    template === 'absent'
      ? words.absent(variables as TemplateVariables<'absent'>)
      : template === 'fee_due'
        ? words.feeDue(variables as TemplateVariables<'fee_due'>)
        : [text];
  // A code is not something to reply about.
  const closing =
    school && template !== 'confirm' && template !== 'sign_in_code'
      ? [words.reply(school.name, school.phone)]
      : [];
  const footer = school ? words.through(school.name) : 'Shala';
  const body = [words.greeting, ...paragraphs, ...closing];
  const plain = [...body.flatMap((line) => [line, '']), `— ${footer}`, ''].join('\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 18px;font-size:18px;line-height:1.6;color:#1f2933">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f6"><tr><td align="center" style="padding:12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:18px 20px;background:#0f766e;font-size:22px;font-weight:700;line-height:1.4;color:#ffffff">${escapeHtml(school?.name ?? 'Shala')}</td></tr>`,
    '<tr><td style="padding:20px">',
    ...body.map(paragraph),
    '</td></tr>',
    `<tr><td style="padding:14px 20px;background:#f4f7f6;font-size:14px;color:#52606d">${escapeHtml(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  return { subject, text: plain, html };
}
