// Dates as the member reads them (src/portal/i18n/dates.ts): a day stays that day, an instant is
// the day on the school's clock (India), and anything else is shown as it came.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/languages';
import { useDateText } from '../../../src/portal/i18n/dates';
import { PortalLanguageProvider } from '../../../src/portal/i18n/language';

function dateTextIn(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalLanguageProvider value={{ language, setLanguage: () => {} }}>{children}</PortalLanguageProvider>
  );
  return renderHook(() => useDateText(), { wrapper }).result.current;
}

describe('dates in the portal', () => {
  it('says a day in the member’s language, whatever the browser’s time zone', () => {
    expect(dateTextIn('en')('2026-11-25')).toBe('25 Nov 2026');
    expect(dateTextIn('hi')('2026-11-25')).toBe('25 नव॰ 2026');
    expect(dateTextIn('en')('2016-01-01')).toBe('1 Jan 2016');
  });

  it('says an instant as the day it was in India', () => {
    // 01:30 on 11 January in India, still 10 January in UTC.
    expect(dateTextIn('en')('2026-01-10T20:00:00.000Z')).toBe('11 Jan 2026');
  });

  it('leaves what does not read as a date as it is', () => {
    for (const value of ['', 'soon', '2026-13-45']) expect(dateTextIn('en')(value)).toBe(value);
  });
});
