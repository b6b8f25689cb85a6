// Why an uploaded file is refused before any of its rows is checked (docs/requirements/students.md#import,
// docs/decisions/0025-spreadsheet-import.md): its status, code and sentence. The file is read in a
// worker thread (parse-worker.ts), which imports nothing of the server's, so this is a plain error
// that crosses the thread as data; the request turns it into an ApiError (parse-pool.ts).
import { type ApiErrorCode, type ApiErrorParams, apiErrorSentence } from '@common/api/error-codes';

export interface Refusal {
  status: 400 | 413;
  code: ApiErrorCode;
  message: string;
  params?: ApiErrorParams | undefined;
}

export class UploadRefusal extends Error {
  readonly status: Refusal['status'];
  readonly code: ApiErrorCode;
  readonly params: ApiErrorParams | undefined;
  constructor(status: Refusal['status'], code: ApiErrorCode, message: string, params?: ApiErrorParams) {
    super(message);
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

/** A file that is not what its type says, or is damaged. */
export function unreadable(format: 'CSV' | 'XLSX'): UploadRefusal {
  return new UploadRefusal(400, 'file_unreadable', apiErrorSentence('file_unreadable', { format }), {
    format,
  });
}

/** More unpacked data, or more parts, than an import's rows could need. */
export function tooBigUnpacked(): UploadRefusal {
  return new UploadRefusal(413, 'unpacked_too_large', apiErrorSentence('unpacked_too_large'));
}

/** Reading it took longer, or more memory, than any import's file needs. */
export function tooComplex(): UploadRefusal {
  return new UploadRefusal(413, 'file_too_complex', apiErrorSentence('file_too_complex'));
}
