// The company and its public links, in one place so every page and the metadata agree.
export const brand = {
  name: 'Shala',
  /** Public origin of the site, used for canonical URLs; set VITE_SITE_URL when building for a domain. */
  siteUrl: (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  logoPath: '/logo.svg',
  supportEmail: 'support@shala.app',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/shala.app' },
    { network: 'X', href: 'https://x.com/shala_app' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/shala-app' },
    { network: 'YouTube', href: 'https://www.youtube.com/@shala-app' },
  ],
} as const;
