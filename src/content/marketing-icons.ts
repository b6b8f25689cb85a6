// The names of the marketing pages' icons; src/views/shared/marketing-icon.tsx draws them as
// inline SVG (no request, no layout shift).
export type MarketingIconName =
  | 'school'
  | 'students'
  | 'teacher'
  | 'analytics'
  | 'phone'
  | 'portal'
  | 'assistant'
  | 'shield'
  | 'rupee'
  | 'rocket'
  | 'batch'
  | 'book';
