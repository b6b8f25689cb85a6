// Legal documents (docs/requirements/api.md#legal-documents): the server answers with a
// `content` field holding a JSON string `{ heading, content: [nodes] }`. The server seeds and
// serves that shape; the SPA parses it back. Both import these types, so they cannot drift.

/** The document types the API serves. */
export const LEGAL_DOCUMENT_TYPES = ['TERMS_AND_CONDITIONS', 'PRIVACY_POLICY'] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

export function isLegalDocumentType(value: string): value is LegalDocumentType {
  return (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * The block types a document may hold (docs/requirements/marketing.md#legal-pages). Anything else
 * in a document is skipped when rendered.
 */
export const LEGAL_NODE_TYPES = ['h1', 'h2', 'h3', 'paragraph', 'ul'] as const;
export type LegalNodeType = (typeof LEGAL_NODE_TYPES)[number];

export interface LegalListItem {
  text: string;
  content?: LegalNode[];
}

export interface LegalNode {
  /** One of LEGAL_NODE_TYPES; other values are kept so a renderer can skip them knowingly. */
  type: LegalNodeType | (string & {});
  text?: string;
  /** Blocks nested under this one (the clauses under a heading, say). */
  content?: LegalNode[];
  /** `ul` only. */
  items?: LegalListItem[];
}

export interface LegalDocument {
  heading: string;
  content: LegalNode[];
}

/** What GET /legal-documents/type/{type}/latest answers (the contract's shape). */
export type { LegalDocumentResponse } from './api/legal-documents';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toNodes(value: unknown): LegalNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((raw): LegalNode[] => {
    if (typeof raw.type !== 'string') return [];
    const node: LegalNode = { type: raw.type };
    if (typeof raw.text === 'string') node.text = raw.text;
    if (Array.isArray(raw.content)) node.content = toNodes(raw.content);
    if (Array.isArray(raw.items)) {
      node.items = raw.items.filter(isRecord).map((item) => {
        const entry: LegalListItem = { text: typeof item.text === 'string' ? item.text : '' };
        if (Array.isArray(item.content)) entry.content = toNodes(item.content);
        return entry;
      });
    }
    return [node];
  });
}

/**
 * The document inside a `content` string, or null when the string is not a JSON object. Inside a
 * readable document, parts of the wrong shape are dropped (a node without a type, an item that is
 * not an object) rather than failing the whole page.
 */
export function parseLegalContent(text: unknown): LegalDocument | null {
  if (typeof text !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  return {
    heading: typeof parsed.heading === 'string' ? parsed.heading : '',
    content: toNodes(parsed.content),
  };
}
