// The import area's network actors (docs/requirements/students.md#import), by the names the
// import-flow machine gives them; tests replace them by these names (ActorOverridesContext). A
// download is saved as the browser's download here: the machine only hears that it is done.
import type { SkippedInput, TemplateInput, UploadInput } from '@machines/portal/import-flow.machine';
import { fromPromise } from 'xstate';
import { importText, problemLine } from '../i18n/import';
import { saveBlob } from '../lib/download';
import { skippedRowsCsv } from '../lib/skipped-rows-csv';
import * as api from './imports';

export const importsActors = {
  downloadTemplate: fromPromise(async ({ input }: { input: TemplateInput }) => {
    const file = await api.fetchTemplate(input.kind, { format: input.format, language: input.language });
    saveBlob(file.blob, file.fileName);
  }),
  // The machine knows the file by name and size; the page gave it the File itself.
  uploadFile: fromPromise(({ input }: { input: UploadInput }) =>
    api.uploadImport(input.kind, input.file as File),
  ),
  // The rows with problems as a CSV in the reader's language, made here from the server's codes.
  downloadSkipped: fromPromise(async ({ input }: { input: SkippedInput }) => {
    const skipped = await api.fetchSkipped(input.id);
    const texts = importText[input.language];
    const csv = skippedRowsCsv(skipped, {
      row: texts.csvRow,
      problems: texts.csvProblems,
      problem: (problem) => problemLine(texts, problem),
    });
    const base = skipped.fileName.replace(/\.[^.]*$/, '') || 'import';
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${base}-skipped.csv`);
  }),
  runImport: fromPromise(({ input }: { input: { id: string; validRowsOnly: boolean } }) =>
    api.runImport(input.id, input.validRowsOnly),
  ),
  fetchImport: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
    api.getImport(input.id, signal),
  ),
  cancelImport: fromPromise(({ input }: { input: { id: string } }) => api.cancelImport(input.id)),
};
