// The blog's pages for /sitemap.xml (issue 7): every article, category and tag page. The articles
// live in the SPA (src/content/blog-articles.ts), which the server does not import, so this list
// names their pages; tests/unit/blog.test.tsx checks it against the content, so the two cannot
// drift apart.
export const blogPaths: readonly string[] = [
  '/blog/digital-attendance',
  '/blog/fee-collection-upi',
  '/blog/nep-2020-assessment',
  '/blog/coaching-batch-management',
  '/blog/online-classes-low-bandwidth',
  '/blog/student-data-dpdp-act',
  '/blog/category/policy',
  '/blog/category/administration',
  '/blog/category/coaching',
  '/blog/category/teaching',
  '/blog/category/technology',
  '/blog/tag/parents',
  '/blog/tag/mobile-apps',
  '/blog/tag/assessments',
  '/blog/tag/attendance',
  '/blog/tag/batches',
  '/blog/tag/data-privacy',
  '/blog/tag/dpdp-act',
  '/blog/tag/fees',
  '/blog/tag/nep-2020',
  '/blog/tag/online-classes',
  '/blog/tag/performance-analytics',
  '/blog/tag/report-cards',
  '/blog/tag/study-material',
  '/blog/tag/timetables',
  '/blog/tag/upi',
];
