// A legal page (docs/requirements/marketing.md#legal-pages, api.md#legal-documents): loading
// (spinner and 'Loading...') until the latest document arrives, then the heading and its blocks; a
// failed call or an unreadable document shows an empty heading and no content, with no message.

import {
  type LegalDocument,
  type LegalDocumentResponse,
  type LegalDocumentType,
  parseLegalContent,
} from '@common/legal-content';
import { assign, fromPromise, setup } from 'xstate';

export const EMPTY_LEGAL_DOCUMENT: LegalDocument = { heading: '', content: [] };

export interface LegalDocumentContext {
  type: LegalDocumentType;
  document: LegalDocument;
}

const documentIn = (event: unknown): LegalDocument | null =>
  parseLegalContent((event as { output?: Partial<LegalDocumentResponse> }).output?.content);

export const legalDocumentMachine = setup({
  types: {
    context: {} as LegalDocumentContext,
    input: {} as { type: LegalDocumentType },
  },
  actors: {
    fetchLegalDocument: fromPromise<LegalDocumentResponse, { type: LegalDocumentType }>(async () => {
      throw new Error('fetchLegalDocument not provided');
    }),
  },
  guards: {
    isReadable: ({ event }) => documentIn(event) !== null,
  },
}).createMachine({
  id: 'legalDocument',
  context: ({ input }) => ({ type: input.type, document: EMPTY_LEGAL_DOCUMENT }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchLegalDocument',
        src: 'fetchLegalDocument',
        input: ({ context }) => ({ type: context.type }),
        onDone: [
          {
            guard: 'isReadable',
            target: 'loaded',
            actions: assign({ document: ({ event }) => documentIn(event) ?? EMPTY_LEGAL_DOCUMENT }),
          },
          // A `content` string that is not a JSON document counts as a failure
          // (marketing.md#legal-pages).
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: {},
  },
});
