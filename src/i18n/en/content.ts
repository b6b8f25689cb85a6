// English texts of the content pages: the blog, the legal pages and the video user guide
// (docs/requirements/marketing.md#blog, #legal-pages, #user-guide). Fixed texts, word for word.
// The articles and the guide's entries themselves are content: src/content/.
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const content = {
  meta: {
    blog: {
      title: 'Blog: Guides for Schools and Coaching Centres',
      description:
        'Practical articles for Indian school and coaching owners: digital attendance, fee collection, online classes, NEP 2020 and more.',
    },
  },
  /**
   * Where a page in another language shows text that exists only in English
   * (docs/requirements/languages.md#english-only-content).
   */
  englishOnly: {
    article: 'This article is available in English only.',
    document: 'This document is available in English only.',
  },
  blog: {
    /** Month names for articles' dates ('28 October 2026'), January first. */
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    /** An article's page title; pages in another language say that the article is English. */
    articleTitle: (title: string) => `${title}`,
    /** The articles' categories and tags as pages show them (src/content/blog-articles.ts names them in English). */
    topicNames: {
      Administration: 'Administration',
      Coaching: 'Coaching',
      Policy: 'Policy',
      Teaching: 'Teaching',
      Technology: 'Technology',
      Attendance: 'Attendance',
      'Mobile Apps': 'Mobile Apps',
      Parents: 'Parents',
      Fees: 'Fees',
      UPI: 'UPI',
      'NEP 2020': 'NEP 2020',
      Assessments: 'Assessments',
      'Report Cards': 'Report Cards',
      Batches: 'Batches',
      Timetables: 'Timetables',
      'Performance Analytics': 'Performance Analytics',
      'Online Classes': 'Online Classes',
      'Study Material': 'Study Material',
      'Data Privacy': 'Data Privacy',
      'DPDP Act': 'DPDP Act',
    } as Readonly<Record<string, string>>,
    heading: 'Blog',
    lead: 'Practical guides for owners of schools, coaching centres and tuition classes in India.',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search by title, topic or tag',
    searchHint: 'Matches titles, summaries and tags.',
    allArticles: 'All articles',
    resultCount: (count: number, query: string) =>
      `${plural(count, 'article', 'articles')} for “${query.trim()}”`,
    noResults: (query: string) =>
      `No articles match “${query.trim()}”. Try a shorter word, or browse the categories and topics.`,
    categories: 'Categories',
    categoryCount: (name: string, count: number) => `${name} (${count})`,
    recent: 'Recent posts',
    popularTopics: 'Popular topics',
    articleCount: (count: number) => plural(count, 'article', 'articles'),
    readMore: (title: string) => `Read “${title}”`,
    readMoreVisible: 'Read article',
    byline: (author: string) => `By ${author}`,
    readingTime: (minutes: number) => `${minutes} min read`,
    published: 'Published',
    category: 'Category',
    tags: 'Tags',
    articleNav: 'Blog',
    backToBlog: 'Back to the blog',
    related: 'Related articles',
    sidebarLabel: 'Browse the blog',
    categoryHeading: (name: string) => `Category: ${name}`,
    categoryLead: (name: string, count: number) => `${plural(count, 'article', 'articles')} in ${name}.`,
    tagHeading: (tag: string) => `Articles tagged “${tag}”`,
    tagLead: (tag: string, count: number) => `${plural(count, 'article', 'articles')} about ${tag}.`,
    categoryMeta: (name: string) => ({
      title: `${name} articles`,
      description: `Articles in the ${name} category of the Shala blog, for owners of Indian schools and coaching centres.`,
    }),
    tagMeta: (tag: string) => ({
      title: `Articles about ${tag}`,
      description: `Shala blog articles about ${tag}, for owners of Indian schools and coaching centres.`,
    }),
    cta: {
      heading: 'Questions about running your institution on Shala?',
      body: 'Tell us about your school or coaching centre. We answer every message, usually within one working day.',
      button: 'Contact us',
    },
  },
  legal: {
    loading: 'Loading...',
    terms: {
      title: 'Terms & Conditions',
      description:
        'The terms for using Shala, the free platform for schools, coaching centres and tuition providers in India.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        "How Shala collects, uses and protects personal data under India's Digital Personal Data Protection Act, 2023, and how to exercise your rights.",
      lastUpdated: 'Last updated: November 24, 2026',
    },
  },
};
