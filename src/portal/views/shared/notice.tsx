// Messages above a form or a list: failures are alerts (announced at once), confirmations polite.
import { usePortalLanguage } from '@portal/i18n/language';
import { type ServerSaid, serverErrorText } from '@portal/i18n/server-errors';
import type { ReactNode } from 'react';

export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * A machine's notice as words: in English the server's sentence when it sent one, in Hindi the
 * words for its code (src/portal/i18n/server-errors.ts), else the fallback.
 */
export function useServerErrorText(): (notice: ServerSaid | null, fallback: string) => string {
  const { language } = usePortalLanguage();
  return (notice, fallback) => serverErrorText(language, notice, fallback);
}
