import Type, { type Static } from 'typebox';
import { LEGAL_DOCUMENT_TYPES } from '../legal-content';
import { ErrorBody } from './errors';

// GET /prod/v1/legal-documents/type/{type}/latest: the version in force of the terms or the
// privacy policy. Public.

export const LegalDocumentParams = Type.Object({
  type: Type.String({
    description: "'TERMS_AND_CONDITIONS' or 'PRIVACY_POLICY'; anything else answers 404.",
  }),
});
export type LegalDocumentParams = Static<typeof LegalDocumentParams>;

export const LegalDocumentResponse = Type.Object(
  {
    id: Type.String(),
    type: Type.Union([Type.Literal(LEGAL_DOCUMENT_TYPES[0]), Type.Literal(LEGAL_DOCUMENT_TYPES[1])]),
    version: Type.Integer(),
    effectiveAt: Type.String({ description: 'When this version took effect: ISO 8601, UTC.' }),
    content: Type.String({ description: 'The document itself, as a JSON-encoded string.' }),
  },
  { title: 'LegalDocument' },
);
export type LegalDocumentResponse = Static<typeof LegalDocumentResponse>;

export const legalDocumentErrors = { 404: ErrorBody };
