// The home page's Features section (docs/requirements/marketing.md#features): six cards, each
// tagged FREE. The words come from the message catalogue (marketing.features.cards).
import type { MarketingIconName } from './marketing-icons';

export type FeatureId =
  | 'admin-portal'
  | 'mobile-apps'
  | 'learning-assistant'
  | 'student-app'
  | 'faculty-app'
  | 'secure-infrastructure';

export interface FeatureContent {
  id: FeatureId;
  icon: MarketingIconName;
  /** A card with an action leads to a section of the home page (the assistant card to contact). */
  section?: 'contact';
}

export const featureContent: readonly FeatureContent[] = [
  { id: 'admin-portal', icon: 'portal' },
  { id: 'mobile-apps', icon: 'phone' },
  { id: 'learning-assistant', icon: 'assistant', section: 'contact' },
  { id: 'student-app', icon: 'students' },
  { id: 'faculty-app', icon: 'teacher' },
  { id: 'secure-infrastructure', icon: 'shield' },
];
