import { createHash } from 'node:crypto';
import { escapeHtml } from '../escape-html';
import type { MessageLanguage } from './alert-texts';
import type { ContactView } from './guardian-contacts';

// The page a guardian's confirmation links to (docs/requirements/portal.md#guardian-messages):
// rendered on the server, a few kilobytes with no script, because it is opened once from an SMS
// on whatever phone a guardian has, by someone who is not a portal user (the portal's app is over
// 100 kB before its first screen). Opening it changes nothing (mail scanners open links); the two
// buttons post the answer. Its own Content-Security-Policy allows only its one inline style, by hash.

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
h1{font-size:1.4rem;line-height:1.6}button{font:inherit;padding:.6rem 1rem;margin:.3rem .5rem .3rem 0;border-radius:.4rem;border:1px solid #555;background:#fff}
button[value=accept]{background:#0b6e4f;color:#fff;border-color:#0b6e4f}footer{margin-top:2rem;font-size:.85rem;color:#555}`;
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

export const GUARDIAN_PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src '${STYLE_HASH}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

interface Words {
  title: (school: string) => string;
  asked: (school: string, address: string) => string;
  question: string;
  accept: string;
  stop: string;
  confirmed: (school: string, address: string) => string;
  declined: (school: string, address: string) => string;
  invalid: string;
  footer: string;
}

const WORDS: Record<MessageLanguage, Words> = {
  en: {
    title: (school) => `Messages from ${school}`,
    asked: (school, address) =>
      `${school} would like to send messages about your child's attendance (for example when your child is absent) to ${address}, through Shala.`,
    question: 'Do you want these messages?',
    accept: 'Yes, send me these messages',
    stop: 'No, stop these messages',
    confirmed: (school, address) =>
      `Thank you. ${school} will send its attendance messages to ${address}. To stop them, ask the school.`,
    declined: (school, address) => `Done. ${school} will send no messages to ${address} through Shala.`,
    invalid:
      'This link does not work any more: it was used, or it has expired. If you did not expect a message from a school, do nothing.',
    footer: 'Shala, the free platform for schools in India.',
  },
  hi: {
    title: (school) => `${school} के संदेश`,
    asked: (school, address) =>
      `${school} Shala के ज़रिए ${address} पर आपके बच्चे की उपस्थिति के संदेश (जैसे बच्चा अनुपस्थित हो तब) भेजना चाहता है।`,
    question: 'क्या आप ये संदेश चाहते हैं?',
    accept: 'हाँ, मुझे ये संदेश भेजें',
    stop: 'नहीं, ये संदेश बंद करें',
    confirmed: (school, address) =>
      `धन्यवाद। ${school} उपस्थिति के संदेश ${address} पर भेजेगा। इन्हें बंद करने के लिए स्कूल से कहें।`,
    declined: (school, address) => `हो गया। ${school} Shala के ज़रिए ${address} पर कोई संदेश नहीं भेजेगा।`,
    invalid:
      'यह लिंक अब काम नहीं करता: इसका उपयोग हो चुका है, या इसकी अवधि समाप्त हो गई है। अगर आपको किसी स्कूल के संदेश की उम्मीद नहीं थी, तो कुछ न करें।',
    footer: 'Shala, भारत के स्कूलों के लिए मुफ़्त प्लेटफ़ॉर्म।',
  },
};

function page(language: MessageLanguage | 'both', title: string, body: string): string {
  return `<!doctype html>
<html lang="${language === 'hi' ? 'hi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The question, with the link's token in the form (never in a log: the form posts it). */
export function questionPage(view: ContactView, token: string): string {
  const words = WORDS[view.language];
  const school = escapeHtml(view.school);
  return page(
    view.language,
    words.title(view.school),
    `<main>
<h1>${escapeHtml(words.title(view.school))}</h1>
<p>${words.asked(school, `<strong>${escapeHtml(view.address)}</strong>`)}</p>
<form method="post">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<p>${escapeHtml(words.question)}</p>
<button type="submit" name="answer" value="accept">${escapeHtml(words.accept)}</button>
<button type="submit" name="answer" value="stop">${escapeHtml(words.stop)}</button>
</form>
</main>
<footer>${escapeHtml(words.footer)}</footer>`,
  );
}

export function answeredPage(view: ContactView): string {
  const words = WORDS[view.language];
  const text = (view.state === 'confirmed' ? words.confirmed : words.declined)(view.school, view.address);
  return page(
    view.language,
    words.title(view.school),
    `<main>
<h1>${escapeHtml(words.title(view.school))}</h1>
<p>${escapeHtml(text)}</p>
</main>
<footer>${escapeHtml(words.footer)}</footer>`,
  );
}

/** A used, expired or made-up link, in both languages (whose link it was is unknown). */
export function invalidLinkPage(): string {
  return page(
    'both',
    'Link not valid · लिंक मान्य नहीं',
    `<main>
<p>${escapeHtml(WORDS.en.invalid)}</p>
<p lang="hi">${escapeHtml(WORDS.hi.invalid)}</p>
</main>`,
  );
}
