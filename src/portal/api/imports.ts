// Import calls (docs/requirements/students.md#import, common/api/portal/imports.ts): the template,
// the upload that is the dry run, the import as it is now, its rows with problems, running it and
// cancelling it. The upload sends the file itself (not JSON) and the template answers a file, so
// those go through portalSend rather than portalFetch; failures are the same ApiError.

import { XLSX_MEDIA_TYPE } from '@common/api/portal/import-limits';
import type { ImportCheck, ImportKind, ImportSkipped, TemplateQuery } from '@common/api/portal/imports';
import { portalFetch, portalSend } from './client';

/** The media type the server expects for a file, from its name: CSV unless it is an .xlsx. */
export function mediaTypeOf(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? XLSX_MEDIA_TYPE : 'text/csv';
}

/** The file name the server gave (Content-Disposition), else ours. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: ours will do.
    }
  }
  return disposition.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export async function fetchTemplate(kind: ImportKind, query: TemplateQuery): Promise<DownloadedFile> {
  const search = new URLSearchParams({
    format: query.format,
    ...(query.language ? { language: query.language } : {}),
  });
  const response = await portalSend(`/imports/templates/${encodeURIComponent(kind)}?${search}`, {
    method: 'GET',
  });
  return { blob: await response.blob(), fileName: fileNameOf(response, `${kind}-template.${query.format}`) };
}

/** The dry run: the file as the body; nothing is written to the school's records. */
export async function uploadImport(kind: ImportKind, file: File): Promise<ImportCheck> {
  const response = await portalSend(`/imports/${encodeURIComponent(kind)}`, {
    method: 'POST',
    body: file,
    headers: {
      accept: 'application/json',
      'content-type': mediaTypeOf(file.name),
      // A header carries Latin-1 only: the name is encoded so a Hindi file name survives.
      'x-file-name': encodeURIComponent(file.name),
    },
  });
  return (await response.json()) as ImportCheck;
}

export const getImport = (id: string, signal?: AbortSignal) =>
  portalFetch<ImportCheck>(`/imports/${encodeURIComponent(id)}`, signal ? { signal } : undefined);

/** The rows with problems, as the file has them, with every problem. */
export const fetchSkipped = (id: string) =>
  portalFetch<ImportSkipped>(`/imports/${encodeURIComponent(id)}/skipped`);

export const runImport = (id: string, validRowsOnly: boolean) =>
  portalFetch<ImportCheck>(`/imports/${encodeURIComponent(id)}/run`, {
    method: 'POST',
    body: { validRowsOnly },
  });

export const cancelImport = (id: string) =>
  portalFetch<ImportCheck>(`/imports/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
