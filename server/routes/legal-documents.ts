import Type from 'typebox';
import { isLegalDocumentType, LEGAL_DOCUMENT_TYPES } from '../../common/legal-content';
import type { ApiRoutes } from '../app';
import { ApiError, ErrorBody } from '../http-error';
import { latestLegalDocument } from '../services/legal-documents';

// GET /legal-documents/type/{TERMS_AND_CONDITIONS|PRIVACY_POLICY}/latest answers the version in
// force, its document as a JSON string in `content`. Public: the pages are for anyone. The versions
// are stored at start-up, after the migrations (db/seed.ts).

const LegalDocumentBody = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal(LEGAL_DOCUMENT_TYPES[0]), Type.Literal(LEGAL_DOCUMENT_TYPES[1])]),
  version: Type.Integer(),
  effectiveAt: Type.String(),
  content: Type.String(),
});

const legalDocumentRoutes: ApiRoutes = async (app, { database, clock }) => {
  app.get(
    '/legal-documents/type/:type/latest',
    {
      schema: {
        params: Type.Object({ type: Type.String() }),
        response: { 200: LegalDocumentBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { type } = request.params;
      if (!isLegalDocumentType(type))
        throw new ApiError(404, 'There is no legal document of this type.', 'not_found');
      const document = await latestLegalDocument(database.db, type, clock.now());
      if (!document) throw new ApiError(404, 'This legal document has not been published yet.', 'not_found');
      return document;
    },
  );
};

export default legalDocumentRoutes;
