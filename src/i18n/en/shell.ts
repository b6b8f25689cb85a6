// English texts of the app shell: header, footer, error pages and the pages' headings.
import type { AppId, StoreId } from '@site/content/app-stores';

export const shell = {
  /** BCP 47 tag for <html lang>, hreflang and number and date formats. */
  locale: 'en-IN',
  /** The language switch shows each language in its own script, whatever the page's language. */
  languageNames: { en: 'English', hi: 'हिन्दी' },
  /** The app store badges, shown on the home and landing pages. */
  apps: {
    names: { student: 'Student app', teacher: 'Teacher app' } satisfies Record<AppId, string>,
    stores: { appStore: 'on the App Store', googlePlay: 'on Google Play' } satisfies Record<StoreId, string>,
    groupLabel: (app: string) => `Download the ${app}`,
  },
  header: {
    logoLabel: 'Shala home',
    skipToContent: 'Skip to content',
    navLabel: 'Main',
    home: 'Home',
    about: 'About',
    features: 'Features',
    whyFree: 'Why Free?',
    contact: 'Contact',
    userGuide: 'User Guide',
    login: 'Login',
    register: 'Register',
    dashboard: 'Dashboard',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
    languageLabel: 'Language',
  },
  footer: {
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    legalLabel: 'Legal',
    socialLabel: 'Shala on social media',
    socialLink: (network: string) => `Shala on ${network}`,
    copyright: (year: number, company: string) => `© ${year} ${company}. All rights reserved.`,
    tagline: 'The free platform for schools, coaching centres and tuition providers in India.',
  },
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
    blog: 'Read the blog',
  },
  errorPage: {
    title: 'Unexpected Application Error!',
    body: 'Something went wrong while showing this page.',
    home: 'Go to the home page',
  },
  chunkLoad: {
    failed: (chunk: string) => `Loading chunk ${chunk} failed`,
    body: 'Part of this page could not be downloaded. Check your connection and reload the page.',
    reload: 'Reload the page',
  },
  /**
   * Page metadata shared by every page (docs/requirements/marketing.md#page-metadata); each page's
   * own is in its area.
   */
  meta: {
    defaultTitle: 'Complete School and Coaching Management System',
    defaultDescription:
      "India's leading free school and coaching management system: students, faculty, courses, fees, attendance, exams and report cards in one platform, with mobile apps for students and teachers.",
    /** The `language` meta tag: "English". */
    language: 'English',
    project: { title: 'Project' },
  },
};
