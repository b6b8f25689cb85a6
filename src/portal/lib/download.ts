// Files the portal's API hands out (a CSV of the students list, one student's data) need the
// member's bearer token, so a plain link cannot fetch them: the file is fetched with the token,
// then saved through a temporary object URL and an <a download>, the one way a page saves a file.

import { NETWORK_FAILURE_MESSAGE, PORTAL_API_BASE, PortalApiError } from '../api/client';
import { expirePortalSession, getPortalToken } from './session-store';

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
  const token = getPortalToken();
  let response: Response;
  try {
    response = await fetch(`${PORTAL_API_BASE}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new PortalApiError(0, NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401 && token) expirePortalSession();
    const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    throw new PortalApiError(
      response.status,
      typeof body?.message === 'string' ? body.message : 'The file could not be downloaded.',
      typeof body?.code === 'string' ? body.code : undefined,
    );
  }
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
