// The portal's import calls (src/portal/api/imports.ts) and saving what they download
// (src/portal/lib/download.ts): the file itself as the upload's body with its type and
// name, the template and problems fetched with the token and saved under the server's name, and
// failures as the server's sentence.

import { XLSX_MEDIA_TYPE } from '@common/api/portal/import-limits';
import { NO_ANSWER } from '@machines/api-failure';
import { fetchTemplate, mediaTypeOf, runImport, uploadImport } from '@portal/api/imports';
import { importText, problemLine } from '@portal/i18n/import';
import { saveBlob } from '@portal/lib/download';
import { writePortalSession } from '@portal/lib/session-store';
import { skippedRowsCsv } from '@portal/lib/skipped-rows-csv';
import { ApiError } from '@site/lib/http-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, sessionOf } from '../machines/portal/support/members';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const callOf = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls[0] as unknown as [string, RequestInit];

describe('import calls', () => {
  it('uploads the file itself, typed by its name, with its name percent-encoded in X-File-Name', async () => {
    writePortalSession(sessionOf(owner, 'tok-1'));
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ id: 'i-1', state: 'checked' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = new File(['a,b\n'], 'विद्यार्थी 2026.xlsx');
    await expect(uploadImport('students', file)).resolves.toMatchObject({ id: 'i-1' });
    const [url, init] = callOf(fetch);
    expect(url).toBe('/prod/v1/portal/imports/students');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'content-type': XLSX_MEDIA_TYPE,
      'x-file-name': encodeURIComponent('विद्यार्थी 2026.xlsx'),
    });
    expect(mediaTypeOf('Students.CSV')).toBe('text/csv');
    expect(mediaTypeOf('students.XLSX')).toBe(XLSX_MEDIA_TYPE);
  });

  it('fetches the template in the chosen format and language, named as the server names it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('\uFEFFAdmission number,Name\n', {
          status: 200,
          headers: {
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('छात्र.csv')}`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await fetchTemplate('students', { format: 'csv', language: 'hi' });
    expect(callOf(fetch)[0]).toBe('/prod/v1/portal/imports/templates/students?format=csv&language=hi');
    expect(file.fileName).toBe('छात्र.csv');
    expect(await file.blob.text()).toContain('Admission number');
  });

  it('names a download itself when the server gives no name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Name\n', { status: 200 })),
    );
    await expect(fetchTemplate('employees', { format: 'csv' })).resolves.toMatchObject({
      fileName: 'employees-template.csv',
    });
  });

  it('writes the rows with problems as a CSV in the reader’s language: BOM, problems beside the cells', () => {
    const texts = importText.hi;
    const csv = skippedRowsCsv(
      {
        fileName: 'students.csv',
        header: ['प्रवेश संख्या', 'नाम', 'अभिभावक का फ़ोन'],
        rows: [{ row: 3, cells: ['A-2', 'रिया, शर्मा', '=1+1'] }],
        problems: [
          {
            row: 1,
            column: 'Colour',
            key: '',
            code: 'unknown_column',
            params: {},
            value: 'Colour',
            name: '',
          },
          {
            row: 3,
            column: 'अभिभावक का फ़ोन',
            key: 'guardianPhone',
            code: 'invalid_phone',
            params: {},
            value: '=1+1',
            name: 'रिया, शर्मा',
          },
        ],
      },
      { row: texts.csvRow, problems: texts.csvProblems, problem: (problem) => problemLine(texts, problem) },
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFपंक्ति,समस्याएँ,प्रवेश संख्या,नाम,अभिभावक का फ़ोन',
      '1,Colour: यह कॉलम टेम्पलेट का नहीं है। (“Colour”),,,',
      '3,अभिभावक का फ़ोन: फ़ोन नंबर में 10 अंक होने चाहिए। (“=1+1”),A-2,"रिया, शर्मा",\'=1+1',
      '',
    ]);
  });

  it("fails with the server's sentence and status (413, 415, 409)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'The file is larger than 5 MB.' }), { status: 413 }),
      ),
    );
    const error = await uploadImport('students', new File(['x'], 'big.csv')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'The file is larger than 5 MB.' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not json', { status: 415 })),
    );
    await expect(fetchTemplate('employees', { format: 'xlsx' })).rejects.toMatchObject({ status: 415 });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchTemplate('students', { format: 'csv' })).rejects.toMatchObject({ status: NO_ANSWER });

    const run = vi.fn(
      async () => new Response(JSON.stringify({ message: 'This import has already run.' }), { status: 409 }),
    );
    vi.stubGlobal('fetch', run);
    await expect(runImport('i-1', true)).rejects.toMatchObject({ status: 409 });
    expect(callOf(run)[1].body).toBe('{"validRowsOnly":true}');
  });
});

describe('saveBlob', () => {
  it('saves through a temporary link to a Blob URL, then frees the URL', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const createObjectURL = vi.fn(() => 'blob:portal/1');
    const revokeObjectURL = vi.fn();
    const jsdom = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    saveBlob(new Blob(['x']), 'students-template.xlsx');
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'students-template.xlsx', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
    vi.useRealTimers();
    Object.assign(URL, jsdom);
  });
});
