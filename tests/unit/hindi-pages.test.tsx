// Every page in Hindi shows no English (docs/requirements/languages.md#catalogues: no view renders
// a raw string outside the catalogues). Each public page, the dashboard, the mail-link pages
// without their token and the 404 page are rendered at their /hi address through the real app;
// every text a reader or a screen reader meets (text nodes, also in hidden subtrees such as closed
// FAQ answers and later carousel slides, and the aria-label, title, placeholder and alt attributes)
// must be free of English words, except inside elements marked lang="en": content that exists only
// in English (the language switch's "English", articles, legal documents, guide entries).

import { pathInLanguage } from '@common/languages';
import type { LegalDocumentType } from '@common/legal-content';
import { publicPaths } from '@common/public-paths';
import type { Tenant } from '@machines/tenant.machine';
import { legalDocumentSeeds } from '@server/db/seed/legal-documents';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { signInOwner, tenants } from '../machines/support/dashboard';
import { type RenderAppOptions, renderApp } from '../machines/support/render-app';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Names that stay in Latin letters in Hindi text (the Hindi catalogues write them so). Matched as
 * whole words, case-sensitively.
 */
const latinNames = [
  'Shala', // the product's name
  'NCERT', // the national textbook body; its courses are known by this name
  'NEP', // National Education Policy 2020, known by its English abbreviation
  'JEE', // entrance exam, known by its English abbreviation
  'NEET', // entrance exam, known by its English abbreviation
  'Android', // platform name
  'iOS', // platform name
  'App Store', // store name, as on Apple's own Hindi badges
  'Google Play', // store name, as on Google's own Hindi badges
  'Facebook', // social network names in the footer (src/content/brand.ts), as the networks write them
  'LinkedIn',
  'YouTube',
  'Argon2id', // name of the password hashing algorithm
  'UPI', // India's payments system, known by its English abbreviation (blog tag 'UPI भुगतान')
  'DPDP', // the Digital Personal Data Protection Act, known by its abbreviation (blog tag)
  'URL', // the term as Hindi pages use it ('URL में कोई सत्यापन टोकन नहीं मिला')
];
// Not words at all: e-mail addresses (name@school.in) and web addresses (https://..., a tenant's
// portal address such as x.shala.local); numbers have no letters, 'AI' has fewer than three.
const NOT_WORDS = [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, /\bhttps?:\/\/\S+/g, /\b[a-z0-9-]+(\.[a-z0-9-]+)+\b/g];
const LATIN_NAMES = new RegExp(`(?<![A-Za-z0-9])(${latinNames.join('|')})(?![A-Za-z0-9])`, 'g');
const ENGLISH_WORD = /[A-Za-z]{3,}/;

/** The text is English: a word of three or more Latin letters that is not a name above. */
function isEnglish(text: string): boolean {
  let rest = text;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  return ENGLISH_WORD.test(rest.replace(LATIN_NAMES, ' '));
}

/** Inside an element marked lang="en" (or en-IN): English there is intended. */
function inEnglish(node: Node): boolean {
  for (
    let element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
    element && element !== document.body;
    element = element.parentElement
  ) {
    const lang = element.getAttribute('lang');
    if (lang !== null) return /^en\b/i.test(lang);
  }
  return false;
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/** Every text of the body a reader or screen reader meets, outside lang="en", whitespace collapsed. */
function textsOfPage(): string[] {
  const texts = new Set<string>();
  const add = (text: string | null) => {
    const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
    if (collapsed) texts.add(collapsed);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE && NOT_TEXT.has((node as Element).tagName)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (inEnglish(node)) continue;
    if (node.nodeType === Node.TEXT_NODE) add(node.textContent);
    else for (const name of ATTRIBUTES) add((node as Element).getAttribute(name));
  }
  return [...texts];
}

// The API's answers: the legal documents as the server seeds them (English only), and for the
// dashboard a tenant whose owner wrote its details in Hindi (the owner's own words are data, not UI).
const legalDocument = fromPromise(async ({ input }: { input: { type: LegalDocumentType } }) => {
  const seed = legalDocumentSeeds.filter((s) => s.type === input.type).at(-1);
  if (!seed) throw new Error(`No seeded ${input.type}`);
  return { content: JSON.stringify(seed.document) };
});
const hindiTenant: Tenant = {
  ...tenants.inactive,
  name: 'विद्या मंदिर पब्लिक स्कूल',
  description: 'जयपुर में कक्षा 1 से 12 तक का एक स्कूल।',
  code: 'vm-7k2q',
  owner: 'आशा वर्मा',
  features: [
    { name: 'ncertCourses', values: ['6', '7', '8'] },
    { name: 'liveClassroom', enabled: false },
    { name: 'attendanceTracking', enabled: false },
  ],
};

interface Page {
  path: string;
  setup?: () => void;
  actors?: RenderAppOptions['actors'];
}

const pages: Page[] = [
  ...publicPaths.map((path) => ({ path: pathInLanguage(path, 'hi') })),
  {
    path: '/hi/dashboard',
    setup: () => {
      signInOwner();
      localStorage.setItem('userName', 'आशा वर्मा'); // the owner's name as they registered it
    },
    actors: { fetchTenant: fromPromise(async () => hindiTenant) },
  },
  { path: '/hi/verify' }, // no token: the error state
  { path: '/hi/reset-password' }, // no token: the invalid-link state
  { path: '/hi/no-such-page' }, // the 404 page
];

/** The page has settled: its heading is there and nothing is loading (legal document, tenant). */
function expectSettled() {
  expect(document.querySelector('main h1')?.textContent?.trim()).toBeTruthy();
  expect(document.querySelector('.spinner, [aria-busy="true"]')).toBeNull();
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('pages in Hindi', () => {
  it.each(pages)('$path shows no English outside lang="en"', async ({ path, setup, actors }) => {
    setup?.();
    await renderApp({ path, actors: { fetchLegalDocument: legalDocument, ...actors } });
    // The dashboard shows its spinner for at least a second (tenant.machine's minimumSpinner).
    await waitFor(expectSettled, { timeout: 3000 });
    await act(async () => {}); // effects after the last render (<html lang>, head tags)

    expect.soft(textsOfPage().filter(isEnglish), `English on ${path}`).toEqual([]);
    expect.soft(document.title, `title of ${path}`).toMatch(DEVANAGARI);
    expect.soft(document.querySelector('main')?.textContent ?? '', `<main> of ${path}`).toMatch(DEVANAGARI);
    expect.soft(document.documentElement.lang, `<html lang> on ${path}`).toBe('hi');
  });
});

describe('the English detector', () => {
  it('flags English words and lets names, addresses and numbers through', () => {
    expect(isEnglish('Loading...')).toBe(true);
    expect(isEnglish('Class 6')).toBe(true);
    expect(isEnglish('20 November 2026')).toBe(true);
    expect(isEnglish('Shala पर नए हैं?')).toBe(false);
    expect(isEnglish('Android और iOS के लिए, App Store पर')).toBe(false);
    expect(isEnglish('ईमेल पता, जैसे name@school.in')).toBe(false);
    expect(isEnglish('https://vidya.shala.local')).toBe(false);
    expect(isEnglish('vm-7k2q.shala.local')).toBe(false);
    expect(isEnglish('© 2026 Shala Technologies')).toBe(true);
    expect(isEnglish('AI चैट, ₹0, 8 जून 2025')).toBe(false);
    expect(isEnglish('Shalas')).toBe(true);
  });

  it('skips only what is marked lang="en"', () => {
    document.body.innerHTML =
      '<p>हिन्दी <b>Bold</b></p><a lang="en" title="Title">English</a><p lang="hi">हिन्दी <img alt="Photo"></p><script>var x</script>';
    expect(textsOfPage()).toEqual(['हिन्दी', 'Bold', 'Photo']);
    document.body.innerHTML = '';
  });
});
