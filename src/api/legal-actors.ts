// The network actor of the legal pages' machine, by the name it declares.
import type { LegalDocumentType } from '@common/legal-content';
import { fromPromise } from 'xstate';
import { onDemand } from './on-demand';

const legal = onDemand(() => import('./legal'));

export const legalActors = {
  fetchLegalDocument: fromPromise(async ({ input }: { input: { type: LegalDocumentType } }) =>
    (await legal()).fetchLegalDocument(input.type),
  ),
};
