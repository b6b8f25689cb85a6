// The two landing pages (docs/requirements/marketing.md#landing-pages, 3 FAQ items each): which
// feature cards, benefits and FAQs each shows, in order. The words come from the message catalogue
// (marketing.landing.<page>), keyed by these ids.
import type { MarketingIconName } from './marketing-icons';

export type LandingPageId = 'school' | 'coaching';

export interface LandingPageContent {
  id: LandingPageId;
  features: ReadonlyArray<{ id: string; icon: MarketingIconName }>;
  benefits: ReadonlyArray<{ id: string; icon: MarketingIconName }>;
  /** Three questions; the first starts open (docs/requirements/marketing.md#faq). */
  faqIds: readonly [string, string, string];
}

export const landingPages = {
  school: {
    id: 'school',
    features: [
      { id: 'student-management', icon: 'students' },
      { id: 'academic-management', icon: 'book' },
    ],
    benefits: [
      { id: 'free', icon: 'rupee' },
      { id: 'easy-implementation', icon: 'rocket' },
      { id: 'mobile-applications', icon: 'phone' },
      { id: 'data-security', icon: 'shield' },
    ],
    faqIds: ['is-it-free', 'ncert-courses', 'getting-started'],
  },
  coaching: {
    id: 'coaching',
    features: [
      { id: 'student-batch-management', icon: 'batch' },
      { id: 'performance-analytics', icon: 'analytics' },
    ],
    benefits: [
      { id: 'free', icon: 'rupee' },
      { id: 'doubt-assistant', icon: 'assistant' },
      { id: 'mobile-applications', icon: 'phone' },
    ],
    faqIds: ['is-it-free', 'batches-and-tests', 'students-doubts'],
  },
} as const satisfies Record<LandingPageId, LandingPageContent>;
