// SPEC §2 "Page title, description, keywords and canonical path are set per route" and §9's
// defaults. Each page renders its metadata once, from the deepest route (NOTES.md: React 19
// does not de-duplicate head tags), by merging these defaults with its own values.
import { brand } from '../content/brand';
import { keywordString } from '../content/keywords';

export const DEFAULT_TITLE = 'Complete School and Coaching Management System';
export const DEFAULT_DESCRIPTION =
  "India's leading free school and coaching management system: students, faculty, courses, fees, attendance, exams and report cards in one platform, with mobile apps for students and teachers.";

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  ogType: string;
  ogImage: string;
  twitterCard: string;
  robots: string;
  /** Aggregate rating shown in structured data (SPEC §9), where the page claims one. */
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

export function titleFor(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${brand.name}` : `${DEFAULT_TITLE} | ${brand.name}`;
}

export function resolvePageMetadata(input: PageMetadataInput): PageMetadata {
  return {
    title: titleFor(input.title),
    description: input.description ?? DEFAULT_DESCRIPTION,
    keywords: keywordString(input.extraKeywords),
    canonicalUrl: `${brand.siteUrl}${input.path}`,
    ogType: input.ogType ?? 'website',
    ogImage: input.ogImage ?? `${brand.siteUrl}${brand.logoPath}`,
    twitterCard: input.twitterCard ?? 'summary_large_image',
    robots: input.noindex ? 'noindex, nofollow' : 'index, follow',
    ...(input.rating ? { rating: input.rating } : {}),
  };
}

const homeRating = { value: 4.8, count: 152 };
const coachingRating = { value: 4.7, count: 128 };

/** Per-route metadata of SPEC §2: /, /register, /login, /blog, /project/* and both landing pages. */
export const routeMetadata = {
  home: {
    path: '/',
    description: DEFAULT_DESCRIPTION,
    extraKeywords: ['free school management software India', 'school app'],
    rating: homeRating,
  },
  register: {
    path: '/register',
    title: 'Register Your Institution Free',
    description:
      'Register your school, coaching centre or tuition institute on Shala in minutes. 100% free, no credit card, no tiers.',
    extraKeywords: ['register school online', 'free school registration'],
  },
  login: {
    path: '/login',
    title: 'Login',
    description: 'Log in to your Shala institution dashboard to activate and manage your tenant.',
    extraKeywords: ['school admin login'],
  },
  blog: {
    path: '/blog',
    title: 'Blog: Guides for Schools and Coaching Centres',
    description:
      'Practical articles for Indian school and coaching owners: digital attendance, fee collection, online classes, NEP 2020 and more.',
    extraKeywords: ['school management blog', 'education technology India'],
  },
  project: {
    path: '/project',
    title: 'Project',
    description: DEFAULT_DESCRIPTION,
  },
  school: {
    path: '/school-management-system',
    title: 'Free School Management System',
    description:
      'A free school management system for Indian schools: admissions, attendance, timetables, exams, report cards, fees and parent communication, with student and teacher apps.',
    extraKeywords: ['school ERP', 'CBSE school software', 'school management app'],
    rating: homeRating,
  },
  coaching: {
    path: '/coaching-management-system',
    title: 'Free Coaching Management System',
    description:
      'A free coaching institute management system: batches, tests, performance analytics and rankings, online classes and an AI doubt assistant for students.',
    extraKeywords: ['coaching institute software', 'batch management', 'test series software'],
    rating: coachingRating,
  },
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    noindex: true,
  },
} as const satisfies Record<string, PageMetadataInput>;

/** SPEC §9 "Structured-data claims": a free offer in INR, the platforms, the languages. */
export function structuredData(meta: PageMetadata): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: brand.name,
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web, iOS, Android',
    inLanguage: ['en', 'hi'],
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
