// A class's term and its exam schedule (docs/requirements/exams.md#exams-and-schedules): the form's
// words and the printable schedule's.
import type { Catalogue } from './language';

type ExamTermTexts = {
  schedulesHeading: string;
  scheduleOf: (className: string, term: string) => string;
  heading: (className: string, term: string) => string;
  back: string;
  datesHeading: string;
  startsOn: string;
  endsOn: string;
  entryClosesOn: string;
  entryHint: string;
  outOfOrder: string;
  examDays: string;
  examDaysHint: string;
  component: (label: string, max: string) => string;
  save: string;
  saving: string;
  saved: string;
  loadFailed: string;
  saveFailed: string;
  retry: string;
  loading: string;
  scheduleHeading: string;
  termDates: (from: string, to: string) => string;
  entryCloses: (date: string) => string;
  noSchedule: string;
  day: string;
  subject: string;
  exam: string;
  print: string;
};

const en: ExamTermTexts = {
  schedulesHeading: 'Exam schedules',
  scheduleOf: (className, term) => `${className} · ${term}`,
  heading: (className, term) => `${className}, ${term}: dates and exams`,
  back: 'Exams',
  datesHeading: 'The term',
  startsOn: 'First day',
  endsOn: 'Last day',
  entryClosesOn: 'Last day to enter marks',
  entryHint: 'After this day teachers can no longer enter or change marks; the principal still can.',
  outOfOrder: 'The last day must be on or after the first.',
  examDays: 'Exam days',
  examDaysHint: 'The day each subject’s test or exam is held. Leave a day blank if it is not scheduled.',
  component: (label, max) => `${label} (out of ${max})`,
  save: 'Save dates and schedule',
  saving: 'Saving…',
  saved: 'Dates and schedule saved.',
  loadFailed: 'The term could not be loaded.',
  saveFailed: 'The dates and schedule could not be saved. Try again.',
  retry: 'Try again',
  loading: 'Loading…',
  scheduleHeading: 'Exam schedule',
  termDates: (from, to) => `Term: ${from} to ${to}`,
  entryCloses: (date) => `Marks can be entered until ${date}`,
  noSchedule: 'No exam days set yet.',
  day: 'Day',
  subject: 'Subject',
  exam: 'Exam',
  print: 'Print schedule',
};

export const examTermText: Catalogue<ExamTermTexts> = {
  en,
  hi: {
    schedulesHeading: 'परीक्षा कार्यक्रम',
    scheduleOf: (className, term) => `${className} · ${term}`,
    heading: (className, term) => `${className}, ${term}: तारीख़ें और परीक्षाएँ`,
    back: 'परीक्षाएँ',
    datesHeading: 'सत्र',
    startsOn: 'पहला दिन',
    endsOn: 'आख़िरी दिन',
    entryClosesOn: 'अंक भरने का आख़िरी दिन',
    entryHint: 'इस दिन के बाद शिक्षक अंक न भर सकते हैं न बदल सकते हैं; प्रधानाचार्य अब भी कर सकते हैं।',
    outOfOrder: 'आख़िरी दिन पहले दिन के बाद या उसी दिन होना चाहिए।',
    examDays: 'परीक्षा के दिन',
    examDaysHint: 'हर विषय की परीक्षा किस दिन है। जिसका दिन तय नहीं, उसे खाली छोड़ें।',
    component: (label, max) => `${label} (${max} में से)`,
    save: 'तारीख़ें और कार्यक्रम सहेजें',
    saving: 'सहेजा जा रहा है…',
    saved: 'तारीख़ें और कार्यक्रम सहेज लिए गए।',
    loadFailed: 'सत्र लोड नहीं हो सका।',
    saveFailed: 'तारीख़ें और कार्यक्रम सहेजे नहीं जा सके। फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    loading: 'लोड हो रहा है…',
    scheduleHeading: 'परीक्षा कार्यक्रम',
    termDates: (from, to) => `सत्र: ${from} से ${to}`,
    entryCloses: (date) => `अंक ${date} तक भरे जा सकते हैं`,
    noSchedule: 'अभी परीक्षा का कोई दिन तय नहीं।',
    day: 'दिन',
    subject: 'विषय',
    exam: 'परीक्षा',
    print: 'कार्यक्रम प्रिंट करें',
  },
};
