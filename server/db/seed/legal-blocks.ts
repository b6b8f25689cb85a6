// The few block builders the seeded legal documents are written with (common/legal-content.ts has
// the shape): one set, so every version of every document uses the same block types.
import type { LegalNode } from '@common/legal-content';

export const h2 = (text: string, content?: LegalNode[]): LegalNode =>
  content ? { type: 'h2', text, content } : { type: 'h2', text };
export const h3 = (text: string, content?: LegalNode[]): LegalNode =>
  content ? { type: 'h3', text, content } : { type: 'h3', text };
export const p = (text: string): LegalNode => ({ type: 'paragraph', text });
export const ul = (...items: Array<string | { text: string; content: LegalNode[] }>): LegalNode => ({
  type: 'ul',
  items: items.map((item) => (typeof item === 'string' ? { text: item } : item)),
});

/** Where personal-data questions, requests and grievances go. */
export const PRIVACY_CONTACT = 'privacy@shala.app';
export const SUPPORT_CONTACT = 'support@shala.app';
