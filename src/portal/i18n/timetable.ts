// The timetable's texts (src/portal/views/timetable): the bell schedule, a section's week and its
// editing, a section's staffing, a teacher's week.
import type { BellProblem } from '@common/portal/bell-rules';
import type { Catalogue } from './language';

interface TimetableTexts {
  heading: string;
  lead: string;
  weekdays: readonly string[];
  section: string;
  chooseSection: string;
  noSections: string;
  bellsLink: string;
  mineLink: string;
  teacher: string;
  chooseTeacher: string;
  showTeacher: string;
  print: string;
  weekCaption: (name: string) => string;
  period: string;
  periodN: (n: number) => string;
  free: string;
  noPeriods: string;
  emptyWeek: string;
  slotLabel: (weekday: string, period: number) => string;
  editSlot: (weekday: string, period: number) => string;
  subject: string;
  chooseSubject: string;
  noTeacher: string;
  saveSlot: string;
  savingSlot: string;
  clearSlot: string;
  clearingSlot: string;
  cancel: string;
  slotSaved: string;
  saveFailed: string;
  staffing: string;
  centre: string;
  classTeacher: string;
  saveStaffing: string;
  staffingSaved: string;
  bells: { heading: string; lead: string; centre: string; weekday: string; caption: (day: string) => string };
  bellColumns: {
    number: string;
    startsAt: string;
    endsAt: string;
    label: string;
    teaching: string;
    remove: string;
  };
  rowLabel: (field: string, n: number) => string;
  addPeriod: string;
  removePeriod: (n: number) => string;
  saveDay: string;
  savingDay: string;
  daySaved: string;
  unsaved: string;
  /** A day with no periods (never saved, or all removed): the way to start. */
  dayEmpty: string;
  problems: Record<BellProblem, string>;
  mine: { heading: string; caption: string };
  teacherWeek: { heading: string; caption: (name: string) => string };
}

const en: TimetableTexts = {
  heading: 'Timetable',
  lead: 'Each section’s week by the bells of its learning centre.',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  section: 'Section',
  chooseSection: 'Choose a section',
  noSections: 'There are no sections yet: add them under Academics.',
  bellsLink: 'Bell schedule',
  mineLink: 'My week',
  teacher: 'Teacher',
  chooseTeacher: 'Choose a teacher',
  showTeacher: 'Show their week',
  print: 'Print',
  weekCaption: (name) => `${name}: the week`,
  period: 'Period',
  periodN: (n) => `Period ${n}`,
  free: 'Free',
  noPeriods: 'No periods',
  emptyWeek: 'The learning centre has no bell schedule yet.',
  slotLabel: (weekday, period) => `${weekday}, period ${period}`,
  editSlot: (weekday, period) => `Edit ${weekday}, period ${period}`,
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  noTeacher: 'No teacher yet',
  saveSlot: 'Save period',
  savingSlot: 'Saving…',
  clearSlot: 'Clear period',
  clearingSlot: 'Clearing…',
  cancel: 'Cancel',
  slotSaved: 'Saved.',
  saveFailed: 'The period could not be saved. Please try again.',
  staffing: 'Staffing',
  centre: 'Learning centre',
  classTeacher: 'Class teacher',
  saveStaffing: 'Save staffing',
  staffingSaved: 'Staffing saved.',
  bells: {
    heading: 'Bell schedule',
    lead: 'The periods of each weekday at a learning centre. Breaks are periods without teaching.',
    centre: 'Learning centre',
    weekday: 'Weekday',
    caption: (day) => `Periods on ${day}`,
  },
  bellColumns: {
    number: 'No.',
    startsAt: 'Starts',
    endsAt: 'Ends',
    label: 'Label',
    teaching: 'Teaching',
    remove: 'Remove',
  },
  rowLabel: (field, n) => `${field}, period ${n}`,
  addPeriod: 'Add period',
  removePeriod: (n) => `Remove period ${n}`,
  saveDay: 'Save day',
  savingDay: 'Saving…',
  daySaved: 'The day’s periods are saved.',
  unsaved: 'Changes not saved yet.',
  dayEmpty: 'No periods on this day yet. Add a period to start.',
  problems: {
    time: 'Write the times as HH:MM (24-hour).',
    order: 'A period must end after it starts.',
    overlap: 'This period starts before the one above ends.',
    label: 'A period needs a label.',
  },
  mine: { heading: 'My week', caption: 'My periods this week' },
  teacherWeek: { heading: 'A teacher’s week', caption: (name) => `${name}: periods this week` },
};

const hi: TimetableTexts = {
  heading: 'समय-सारणी',
  lead: 'हर सेक्शन का सप्ताह, उसके शिक्षण केंद्र की घंटियों के अनुसार।',
  weekdays: ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'],
  section: 'सेक्शन',
  chooseSection: 'सेक्शन चुनें',
  noSections: 'अभी कोई सेक्शन नहीं है: उन्हें शैक्षणिक में जोड़ें।',
  bellsLink: 'घंटी सारणी',
  mineLink: 'मेरा सप्ताह',
  teacher: 'शिक्षक',
  chooseTeacher: 'शिक्षक चुनें',
  showTeacher: 'उनका सप्ताह देखें',
  print: 'प्रिंट करें',
  weekCaption: (name) => `${name}: सप्ताह`,
  period: 'पीरियड',
  periodN: (n) => `पीरियड ${n}`,
  free: 'खाली',
  noPeriods: 'कोई पीरियड नहीं',
  emptyWeek: 'इस शिक्षण केंद्र की घंटी सारणी अभी नहीं बनी है।',
  slotLabel: (weekday, period) => `${weekday}, पीरियड ${period}`,
  editSlot: (weekday, period) => `${weekday}, पीरियड ${period} बदलें`,
  subject: 'विषय',
  chooseSubject: 'विषय चुनें',
  noTeacher: 'अभी कोई शिक्षक नहीं',
  saveSlot: 'पीरियड सहेजें',
  savingSlot: 'सहेजा जा रहा है…',
  clearSlot: 'पीरियड खाली करें',
  clearingSlot: 'खाली किया जा रहा है…',
  cancel: 'रद्द करें',
  slotSaved: 'सहेजा गया।',
  saveFailed: 'पीरियड सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  staffing: 'स्टाफ़',
  centre: 'शिक्षण केंद्र',
  classTeacher: 'कक्षा शिक्षक',
  saveStaffing: 'स्टाफ़ सहेजें',
  staffingSaved: 'स्टाफ़ सहेजा गया।',
  bells: {
    heading: 'घंटी सारणी',
    lead: 'किसी शिक्षण केंद्र में हर दिन के पीरियड। अवकाश बिना पढ़ाई वाले पीरियड हैं।',
    centre: 'शिक्षण केंद्र',
    weekday: 'दिन',
    caption: (day) => `${day} के पीरियड`,
  },
  bellColumns: {
    number: 'क्र.',
    startsAt: 'शुरू',
    endsAt: 'समाप्त',
    label: 'नाम',
    teaching: 'पढ़ाई',
    remove: 'हटाएँ',
  },
  rowLabel: (field, n) => `${field}, पीरियड ${n}`,
  addPeriod: 'पीरियड जोड़ें',
  removePeriod: (n) => `पीरियड ${n} हटाएँ`,
  saveDay: 'दिन सहेजें',
  savingDay: 'सहेजा जा रहा है…',
  daySaved: 'दिन के पीरियड सहेजे गए।',
  unsaved: 'बदलाव अभी सहेजे नहीं गए।',
  dayEmpty: 'इस दिन अभी कोई पीरियड नहीं है। शुरू करने के लिए पीरियड जोड़ें।',
  problems: {
    time: 'समय HH:MM (24 घंटे) में लिखें।',
    order: 'पीरियड शुरू होने के बाद ही समाप्त हो सकता है।',
    overlap: 'यह पीरियड ऊपर वाले के समाप्त होने से पहले शुरू होता है।',
    label: 'पीरियड का नाम ज़रूरी है।',
  },
  mine: { heading: 'मेरा सप्ताह', caption: 'इस सप्ताह मेरे पीरियड' },
  teacherWeek: { heading: 'शिक्षक का सप्ताह', caption: (name) => `${name}: इस सप्ताह के पीरियड` },
};

export const timetableText: Catalogue<TimetableTexts> = { en, hi };
