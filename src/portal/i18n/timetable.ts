// The timetable's texts (src/portal/views/timetable): the bell schedule, a section's week and its
// editing, a section's staffing, a teacher's week.
import type { BellProblem } from '@common/portal/bell-rules';
import type { Catalogue } from './language';

const enPlural = new Intl.PluralRules('en');
const hiPlural = new Intl.PluralRules('hi');
/** "1 period" / "6 periods": the form by the language's plural rules. */
const count = (rules: Intl.PluralRules, n: number, one: string, other: string) =>
  `${n} ${rules.select(n) === 'one' ? one : other}`;

/** Why periods of a subject found no slot, or why a repeated slot skipped a day. */
type UnplacedReason = 'no_free_period' | 'teacher_busy';
type SkipReason = 'no_period' | 'break' | 'clash';

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
  mine: { heading: string; caption: string; otherTeacher: string; showOther: string };
  copy: {
    open: string;
    legend: (day: string) => string;
    confirm: (days: number) => string;
    copying: string;
    done: (days: string) => string;
  };
  fill: {
    heading: string;
    lead: string;
    periods: string;
    periodsOf: (subject: string) => string;
    teacherOf: (subject: string) => string;
    preview: string;
    previewing: string;
    invalid: string;
    plan: (n: number) => string;
    unplaced: (subject: string, n: number, reason: UnplacedReason) => string;
    confirm: (n: number) => string;
    applying: string;
    back: string;
    applied: (n: number) => string;
    failed: string;
  };
  repeat: {
    legend: string;
    confirm: string;
    everyDay: string;
    repeating: string;
    done: (days: string) => string;
    skipped: (day: string, reason: SkipReason) => string;
  };
  editorHeading: (weekday: string, period: number) => string;
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
  mine: {
    heading: 'My week',
    caption: 'My periods this week',
    otherTeacher: 'Another teacher’s week',
    showOther: 'Open',
  },
  copy: {
    open: 'Copy to other days',
    legend: (day) => `The same periods as ${day} on:`,
    confirm: (days) => `Copy to ${count(enPlural, days, 'day', 'days')}`,
    copying: 'Copying…',
    done: (days) => `Copied to ${days}.`,
  },
  fill: {
    heading: 'Fill the week from subjects and teachers',
    lead: 'Give each subject its teacher and periods a week; its periods already in the week count. The empty periods are filled, each subject spread across the days, never when its teacher is in another section.',
    periods: 'Periods a week',
    periodsOf: (subject) => `Periods a week, ${subject}`,
    teacherOf: (subject) => `Teacher, ${subject}`,
    preview: 'Show the plan',
    previewing: 'Working it out…',
    invalid: 'Write each subject’s periods a week as a whole number, and at least one above 0.',
    plan: (n) => `${count(enPlural, n, 'period goes', 'periods go')} into empty slots.`,
    unplaced: (subject, n, reason) =>
      `${subject}: ${count(enPlural, n, 'period', 'periods')} not placed: ${
        reason === 'teacher_busy' ? 'the teacher is in another section then' : 'no empty period is left'
      }.`,
    confirm: (n) => `Place ${count(enPlural, n, 'period', 'periods')}`,
    applying: 'Placing…',
    back: 'Change',
    applied: (n) => `${count(enPlural, n, 'period', 'periods')} placed.`,
    failed: 'The week could not be filled. Please try again.',
  },
  repeat: {
    legend: 'The same subject and teacher in this period on:',
    confirm: 'Repeat',
    everyDay: 'Every day',
    repeating: 'Repeating…',
    done: (days) => `Repeated on ${days}.`,
    skipped: (day, reason) =>
      `${day}: ${
        reason === 'clash'
          ? 'not repeated, the teacher is in another section then'
          : reason === 'break'
            ? 'not repeated, the period is a break'
            : 'not repeated, there is no such period'
      }.`,
  },
  editorHeading: (weekday, period) => `${weekday}, period ${period}`,
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
  mine: {
    heading: 'मेरा सप्ताह',
    caption: 'इस सप्ताह मेरे पीरियड',
    otherTeacher: 'किसी और शिक्षक का सप्ताह',
    showOther: 'खोलें',
  },
  copy: {
    open: 'दूसरे दिनों पर कॉपी करें',
    legend: (day) => `${day} जैसे ही पीरियड इन दिनों पर:`,
    confirm: (days) => `${count(hiPlural, days, 'दिन', 'दिनों')} पर कॉपी करें`,
    copying: 'कॉपी हो रहा है…',
    done: (days) => `${days} पर कॉपी किया गया।`,
  },
  fill: {
    heading: 'विषयों और शिक्षकों से सप्ताह भरें',
    lead: 'हर विषय का शिक्षक और सप्ताह के पीरियड लिखें; सप्ताह में पहले से लगे उसके पीरियड गिने जाते हैं। खाली पीरियड भरे जाते हैं, हर विषय दिनों में बँटा हुआ, कभी भी तब नहीं जब उसका शिक्षक दूसरे सेक्शन में हो।',
    periods: 'सप्ताह के पीरियड',
    periodsOf: (subject) => `सप्ताह के पीरियड, ${subject}`,
    teacherOf: (subject) => `शिक्षक, ${subject}`,
    preview: 'योजना देखें',
    previewing: 'योजना बन रही है…',
    invalid: 'हर विषय के सप्ताह के पीरियड पूर्ण संख्या में लिखें, और कम से कम एक 0 से अधिक।',
    plan: (n) => `${count(hiPlural, n, 'पीरियड', 'पीरियड')} खाली जगहों में लगेंगे।`,
    unplaced: (subject, n, reason) =>
      `${subject}: ${count(hiPlural, n, 'पीरियड', 'पीरियड')} नहीं लगे: ${
        reason === 'teacher_busy' ? 'उस समय शिक्षक दूसरे सेक्शन में हैं' : 'कोई खाली पीरियड नहीं बचा'
      }।`,
    confirm: (n) => `${count(hiPlural, n, 'पीरियड', 'पीरियड')} लगाएँ`,
    applying: 'लगाए जा रहे हैं…',
    back: 'बदलें',
    applied: (n) => `${count(hiPlural, n, 'पीरियड', 'पीरियड')} लगाए गए।`,
    failed: 'सप्ताह भरा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
  repeat: {
    legend: 'यही विषय और शिक्षक इस पीरियड में इन दिनों पर:',
    confirm: 'दोहराएँ',
    everyDay: 'हर दिन',
    repeating: 'दोहराया जा रहा है…',
    done: (days) => `${days} पर दोहराया गया।`,
    skipped: (day, reason) =>
      `${day}: ${
        reason === 'clash'
          ? 'नहीं दोहराया, उस समय शिक्षक दूसरे सेक्शन में हैं'
          : reason === 'break'
            ? 'नहीं दोहराया, यह पीरियड अवकाश है'
            : 'नहीं दोहराया, ऐसा कोई पीरियड नहीं है'
      }।`,
  },
  editorHeading: (weekday, period) => `${weekday}, पीरियड ${period}`,
  teacherWeek: { heading: 'शिक्षक का सप्ताह', caption: (name) => `${name}: इस सप्ताह के पीरियड` },
};

export const timetableText: Catalogue<TimetableTexts> = { en, hi };
