// Messages above a form or a list: failures are alerts (announced at once), confirmations polite.
import type { ReactNode } from 'react';

export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * A machine's notice as words: the server's own sentence when it sent one (in the page's language
 * when `translations` knows it: the API speaks English), else the fallback.
 */
export function noticeText(
  notice: { serverText?: string } | null,
  fallback: string,
  translations: Readonly<Record<string, string>> = {},
): string {
  const sentence = notice?.serverText;
  return sentence ? (translations[sentence] ?? sentence) : fallback;
}
