// Title, description, keywords and canonical path per route, and their defaults
// (docs/requirements/marketing.md#page-metadata). Each page renders its metadata once, from the
// deepest route (React 19 does not de-duplicate head tags), by merging these defaults with its own
// values.
import { type Language, languages, pathInLanguage } from '@common/languages';
import { brand } from '../content/brand';
import { keywordString } from '../content/keywords';
import { shell } from '../i18n/en/shell';
import type { ShellMessages } from '../i18n/use-messages';

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  ogType: string;
  ogImage: string;
  twitterCard: string;
  robots: string;
  /** BCP 47 tag of the page's language ('en-IN', 'hi-IN') and the `language` meta tag's word. */
  locale: string;
  languageName: string;
  /** The page in every language (hreflang), English first; x-default is the English one. */
  alternates: ReadonlyArray<{ language: Language; url: string }>;
  /** Aggregate rating shown in structured data, where the page claims one. */
  rating?: { value: number; count: number };
}

export interface PageMetadataInput {
  title?: string;
  description?: string;
  extraKeywords?: readonly string[];
  path: string;
  ogType?: string;
  ogImage?: string;
  twitterCard?: string;
  noindex?: boolean;
  rating?: { value: number; count: number };
}

/**
 * The page's metadata in `language`, whose shell catalogue `messages` is. `path` is the page's
 * path without a language prefix; its canonical URL is the one in its own language.
 */
export function resolvePageMetadata(
  input: PageMetadataInput,
  language: Language = 'en',
  messages: ShellMessages = shell,
): PageMetadata {
  const meta = messages.meta;
  const urlIn = (to: Language) => `${brand.siteUrl}${pathInLanguage(input.path, to)}`;
  return {
    title: `${input.title ?? meta.defaultTitle} | ${brand.name}`,
    description: input.description ?? meta.defaultDescription,
    keywords: keywordString(input.extraKeywords),
    canonicalUrl: urlIn(language),
    locale: messages.locale,
    languageName: meta.language,
    alternates: languages.map((other) => ({ language: other, url: urlIn(other) })),
    ogType: input.ogType ?? 'website',
    ogImage: input.ogImage ?? `${brand.siteUrl}${brand.logoPath}`,
    twitterCard: input.twitterCard ?? 'summary_large_image',
    robots: input.noindex ? 'noindex, nofollow' : 'index, follow',
    ...(input.rating ? { rating: input.rating } : {}),
  };
}

const homeRating = { value: 4.8, count: 152 };
const coachingRating = { value: 4.7, count: 128 };

/**
 * Per-route metadata besides the texts: each page adds its title and description from
 * its catalogue area (`meta`).
 */
export const routeMetadata = {
  home: {
    path: '/',
    extraKeywords: ['free school management software India', 'school app'],
    rating: homeRating,
  },
  register: {
    path: '/register',
    extraKeywords: ['register school online', 'free school registration'],
  },
  login: {
    path: '/login',
    extraKeywords: ['school admin login'],
  },
  blog: {
    path: '/blog',
    extraKeywords: ['school management blog', 'education technology India'],
  },
  school: {
    path: '/school-management-system',
    extraKeywords: ['school ERP', 'CBSE school software', 'school management app'],
    rating: homeRating,
  },
  coaching: {
    path: '/coaching-management-system',
    extraKeywords: ['coaching institute software', 'batch management', 'test series software'],
    rating: coachingRating,
  },
  dashboard: {
    path: '/dashboard',
    noindex: true,
  },
} as const satisfies Record<string, PageMetadataInput>;

/**
 * Structured-data claims (docs/requirements/marketing.md#page-metadata): a free offer in INR, the
 * platforms, the languages.
 */
export function structuredData(meta: PageMetadata): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: brand.name,
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web, iOS, Android',
    inLanguage: [...languages],
    description: meta.description,
    url: meta.canonicalUrl,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    ...(meta.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: String(meta.rating.value),
            ratingCount: String(meta.rating.count),
          },
        }
      : {}),
  };
}
