import { SINGLE_LINE_PATTERN } from '@common/api/text';

// The name an upload gives itself (X-File-Name), as shown back to the school and kept in the
// audit log: percent-decoded when the client encoded it (headers carry Latin-1 only), without
// any folder, control characters or more than 200 characters; a default when nothing is left.

/** The characters SINGLE_LINE_PATTERN refuses (its class without the negation). */
const CONTROL = new RegExp(`[${SINGLE_LINE_PATTERN.slice(3, -3)}]`, 'g');

export function cleanFileName(header: string | string[] | undefined, fallback: string): string {
  let name = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded after all: keep it as sent.
  }
  const base = name.replace(CONTROL, '').split(/[/\\]/).pop() ?? '';
  return base.trim().slice(0, 200) || fallback;
}
