import { SCHOOL_TIME_ZONE } from '@common/school-clock';
import { useMemo } from 'react';
import { usePortalLanguage } from './language';

// Dates as the member reads them: "25 Nov 2026" in English, "25 नव॰ 2026" in Hindi, instead of
// the API's 2026-11-25. A day (YYYY-MM-DD: a date of birth, a day of attendance) is that day
// wherever the browser is; an instant (a consent withdrawn at ...) is the day it was on the
// school's clock, India Standard Time (docs/requirements/school-day.md).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a day or an instant from the API; anything that does not read as one stays as it is.
 * `weekday`: with the day of the week ("Mon, 14 Sep, 2026"), as a schedule prints it.
 */
export function useDateText(weekday = false): (value: string) => string {
  const { language } = usePortalLanguage();
  return useMemo(() => {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(weekday ? { weekday: 'short' } : {}),
    };
    const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
    const day = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    const instant = new Intl.DateTimeFormat(locale, { ...options, timeZone: SCHOOL_TIME_ZONE });
    return (value) => {
      const isDay = DAY.test(value);
      const date = new Date(isDay ? `${value}T00:00:00Z` : value);
      if (Number.isNaN(date.getTime())) return value;
      return (isDay ? day : instant).format(date);
    };
  }, [language, weekday]);
}

/**
 * An instant from the API (an audit entry, a mark kept) as its date and time, or its time alone,
 * on the school's clock in the member's language: "1 Apr 2027, 12:15 am", "12:15 am"; in Hindi on
 * the 24-hour clock, "1 अप्रैल 2027, 00:15".
 */
export function useInstantText(parts: 'dateAndTime' | 'time'): (value: string) => string {
  const { language } = usePortalLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      ...(parts === 'dateAndTime' ? { dateStyle: 'medium' } : {}),
      timeStyle: 'short',
      timeZone: SCHOOL_TIME_ZONE,
      // hi-IN writes the day's half in Latin letters ("6:06 am"): a Hindi reader gets 06:06.
      ...(language === 'hi' ? { hourCycle: 'h23' } : {}),
    });
    return (value) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
  }, [language, parts]);
}
