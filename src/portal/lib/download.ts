// Files the portal's API hands out (a CSV of the students list, one student's data) need the
// member's bearer token, so a plain link cannot fetch them: the file is fetched with the token,
// then saved through a temporary object URL and an <a download>, the one way a page saves a file.

import { portalSend } from '../api/client';

/** The name the server gave the file (Content-Disposition), else the page's own. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** Fetches an API path with the member's token and saves what it answers as a file. */
export async function downloadPortalFile(path: string, fallbackName: string): Promise<void> {
  const response = await portalSend(path);
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** Saves a file the page holds (fetched, or made here) as the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers: leave it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
