import { LegalDocumentParams, LegalDocumentResponse, legalDocumentErrors } from '@common/api/legal-documents';
import { isLegalDocumentType } from '@common/legal-content';
import type { ApiRoutes } from '../app';
import { refuse } from '../http-error';
import { latestLegalDocument } from '../services/legal-documents';

// GET /legal-documents/type/{TERMS_AND_CONDITIONS|PRIVACY_POLICY}/latest answers the version in
// force, its document as a JSON string in `content`. Public: the pages are for anyone. The versions
// are stored at start-up, after the migrations (db/seed.ts).

const legalDocumentRoutes: ApiRoutes = async (app, { database, clock }) => {
  app.get(
    '/legal-documents/type/:type/latest',
    {
      schema: {
        tags: ['Legal documents'],
        summary: 'Read the version in force of the terms or the privacy policy',
        params: LegalDocumentParams,
        response: { 200: LegalDocumentResponse, ...legalDocumentErrors },
      },
    },
    async (request) => {
      const { type } = request.params;
      if (!isLegalDocumentType(type))
        throw refuse(404, 'not_found', 'There is no legal document of this type.');
      const document = await latestLegalDocument(database.db, type, clock.now());
      if (!document) throw refuse(404, 'not_found', 'This legal document has not been published yet.');
      return document;
    },
  );
};

export default legalDocumentRoutes;
