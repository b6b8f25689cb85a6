import {
  LegalDocumentParams,
  LegalDocumentResponse,
  legalDocumentErrors,
} from '../../common/api/legal-documents';
import { isLegalDocumentType } from '../../common/legal-content';
import type { ApiRoutes } from '../app';
import { ApiError } from '../http-error';
import { latestLegalDocument, seedLegalDocuments } from '../services/legal-documents';

// GET /legal-documents/type/{TERMS_AND_CONDITIONS|PRIVACY_POLICY}/latest answers the version in
// force, its document as a JSON string in `content`. Public: the pages are for anyone.

const legalDocumentRoutes: ApiRoutes = async (app, { database, clock }) => {
  // The published versions are stored as the app starts, before it listens. A database that is
  // not answering then must not stop the start (the readiness check reports it): the first request
  // tries again.
  let seeded: Promise<boolean> | undefined;
  const ensureSeeded = (): Promise<boolean> => {
    seeded ??= seedLegalDocuments(database.db).then(
      ({ inserted, changedInSeed }) => {
        if (inserted > 0) app.log.info(`Legal documents: ${inserted} new version(s) stored`);
        if (changedInSeed.length > 0) {
          app.log.warn(
            { versions: changedInSeed },
            'Published legal document versions differ from the seed file and were left unchanged: publish a change as a new version',
          );
        }
        return true;
      },
      (error: unknown) => {
        seeded = undefined;
        app.log.warn({ err: error }, 'Legal documents could not be stored yet: the next request tries again');
        return false;
      },
    );
    return seeded;
  };
  app.addHook('onReady', async () => {
    await ensureSeeded();
  });

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
        throw new ApiError(404, 'There is no legal document of this type.', 'not_found');
      await ensureSeeded();
      const document = await latestLegalDocument(database.db, type, clock.now());
      if (!document) throw new ApiError(404, 'This legal document has not been published yet.', 'not_found');
      return document;
    },
  );
};

export default legalDocumentRoutes;
