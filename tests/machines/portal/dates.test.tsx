// Dates as the member reads them (src/portal/i18n/dates.ts): a day stays that day, an instant is
// the day on the school's clock (India), and anything else is shown as it came.

import type { Language } from '@common/languages';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { PortalLanguageProvider } from '@portal/i18n/language';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

function inLanguage<T>(language: Language, hook: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalLanguageProvider value={{ language, setLanguage: () => {}, suggestLanguage: () => {} }}>
      {children}
    </PortalLanguageProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}
const dateTextIn = (language: Language) => inLanguage(language, useDateText);

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

  it('says an instant’s time on the school’s clock, whatever the device’s zone', () => {
    // 00:15 on 1 April in India, 18:45 on 31 March in UTC.
    const at = '2027-03-31T18:45:00.000Z';
    expect(inLanguage('en', () => useInstantText('dateAndTime'))(at)).toBe('1 Apr 2027, 12:15 am');
    expect(inLanguage('hi', () => useInstantText('dateAndTime'))(at)).toBe('1 अप्रैल 2027, 00:15');
    expect(inLanguage('en', () => useInstantText('time'))(at)).toBe('12:15 am');
    expect(inLanguage('en', () => useInstantText('time'))('soon')).toBe('soon');
  });
});
