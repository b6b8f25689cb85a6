// The import area's network actors (docs/requirements/students.md#import), by the names the
// import-flow machine gives them; tests replace them by these names (ActorOverridesContext). A
// download is saved as the browser's download here: the machine only hears that it is done.
import type { TemplateInput, UploadInput } from '@machines/portal/import-flow.machine';
import { fromPromise } from 'xstate';
import { saveBlob } from '../lib/download';
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
  downloadProblems: fromPromise(async ({ input }: { input: { id: string } }) => {
    const file = await api.fetchProblems(input.id);
    saveBlob(file.blob, file.fileName);
  }),
  runImport: fromPromise(({ input }: { input: { id: string; validRowsOnly: boolean } }) =>
    api.runImport(input.id, input.validRowsOnly),
  ),
  fetchImport: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) =>
    api.getImport(input.id, signal),
  ),
  cancelImport: fromPromise(({ input }: { input: { id: string } }) => api.cancelImport(input.id)),
};
