// What a management screen says when the API refuses something (src/portal/views/shared/
// management-kit.tsx): the server's English sentence in English; in Hindi the words for its code,
// and the screen's own words for a code the catalogue does not know (never the English); the
// screen's own words when no sentence came.

import type { Language } from '@common/languages';
import { PortalLanguageProvider } from '@portal/i18n/language';
import { useNoticeText } from '@portal/views/shared/management-kit';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

function noticeTextIn(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalLanguageProvider
      value={{ language, setLanguage: () => undefined, suggestLanguage: () => undefined }}
    >
      {children}
    </PortalLanguageProvider>
  );
  return renderHook(() => useNoticeText(), { wrapper }).result.current;
}

const duplicate = {
  code: 'failed',
  serverText: 'A department named Science already exists.',
  serverCode: 'duplicate_name',
};

describe('a refusal on the management screens', () => {
  it("shows the server's sentence in English", () => {
    expect(noticeTextIn('en')(duplicate, { failed: 'Could not save.' })).toBe(
      'A department named Science already exists.',
    );
  });

  it("shows the Hindi words for a known code in Hindi, and the screen's words for an unknown one", () => {
    const text = noticeTextIn('hi');
    expect(text(duplicate, {})).toBe('इस नाम से पहले से एक प्रविष्टि है। कोई दूसरा नाम चुनें।');
    expect(
      text(
        { code: 'failed', serverText: 'Something new.', serverCode: 'brand_new' },
        { failed: 'सहेजा नहीं जा सका।' },
      ),
    ).toBe('सहेजा नहीं जा सका।');
  });

  it("falls back to the screen's own words when no sentence came", () => {
    expect(noticeTextIn('hi')({ code: 'failed' }, { failed: 'सहेजा नहीं जा सका।' })).toBe('सहेजा नहीं जा सका।');
    expect(noticeTextIn('en')(null, {})).toBe('');
  });
});
