// The legal-document calls (docs/requirements/api.md#legal-documents): the latest version of a
// document, whose `content` field is a JSON string the legal-document machine parses.
import type { LegalDocumentResponse, LegalDocumentType } from '@common/legal-content';
import { request } from './client';

export function fetchLegalDocument(type: LegalDocumentType): Promise<LegalDocumentResponse> {
  return request<LegalDocumentResponse>(`/legal-documents/type/${type}/latest`);
}
