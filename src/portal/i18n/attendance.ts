// Attendance (docs/requirements/school-day.md#attendance): today's classes, taking a class, the
// device queue, the register, the settings and the home page's daily summary.
import type { Mark } from '@common/api/portal/attendance';
import type { Catalogue } from './language';
import { counted, pluralForm } from './plural';

// A type, not an interface: screens hand it to useNoticeText as the texts by code.
type AttendanceTexts = {
  heading: string;
  lead: string;
  /** For a member who sees attendance without taking it. */
  viewLead: string;
  loading: string;
  today: (date: string) => string;
  noClasses: string;
  period: (n: number, from: string | null, to: string | null) => string;
  wholeDay: string;
  taken: string;
  notTaken: string;
  savedHere: string;
  offline: string;
  waiting: (n: number) => string;
  sending: string;
  retry: string;
  failedHeading: string;
  conflictsHeading: string;
  conflict: (name: string, yours: Mark, kept: Mark, by: string, at: string) => string;
  dismiss: string;
  marks: Record<Mark, string>;
  counts: (present: number, absent: number, late: number) => string;
  tapHint: string;
  submit: string;
  submitting: string;
  sent: string;
  savedOffline: string;
  /** A batch's own time slot (daily mode). */
  slot: (from: string, to: string) => string;
  locksAt: (time: string) => string;
  /** A class whose lock passed and that nobody took: never "not taken yet", never "present 40". */
  lockedNotTaken: (time: string) => string;
  lockedTaken: (time: string, by: string | null) => string;
  /** Locked today for a teacher: who can still change it. */
  askOffice: string;
  /** Another day: nobody. */
  dayClosed: string;
  /** The office, after the lock, the same day. */
  officeAfterLock: (time: string) => string;
  notMarked: string;
  fromDevice: string;
  back: string;
  loadFailed: string;
  noCopy: string;
  saveFailed: string;
  refused: string;
  /** No answer from the server (offline, or the connection dropped). */
  connectionLost: string;
  tryAgain: string;
  todayFailed: string;
  /** Today's classes shown from the device's copy. */
  todayFromDevice: string;
  summaryFailed: string;
  settingsFailed: string;
  settingsSaveFailed: string;
  sectionsFailed: string;
  registerFailed: string;
  exportFailed: string;
  register: {
    heading: string;
    section: string;
    month: string;
    exportCsv: string;
    downloading: string;
    student: string;
    roll: string;
    percentage: string;
    total: string;
    empty: string;
    /** One letter (or two) per mark in the grid, and the key that says what each means. */
    letters: Record<'P' | 'A' | 'L', string>;
    legend: string;
  };
  settings: {
    heading: string;
    mode: string;
    daily: string;
    period: string;
    lockTime: string;
    save: string;
    saving: string;
    saved: string;
  };
  summary: {
    heading: string;
    totals: (present: number, absent: number, late: number, students: number) => string;
    sectionsTaken: (taken: number, all: number) => string;
    chart: string;
    /** What each bar means, shown under the chart. */
    legend: string;
    /** The horizontal axis: the days of the month. */
    axisDays: string;
    day: string;
    share: string;
    notTaken: string;
    messages: (sent: number, waiting: number, notSent: number) => string;
    confirmationsWaiting: (count: number) => string;
  };
};

const MARKS_EN: Record<Mark, string> = { present: 'Present', absent: 'Absent', late: 'Late' };
const MARKS_HI: Record<Mark, string> = { present: 'उपस्थित', absent: 'अनुपस्थित', late: 'देर से' };

const en: AttendanceTexts = {
  heading: 'Attendance',
  lead: 'Today’s classes. Open one to take its attendance: everyone starts present.',
  viewLead:
    'Your role sees attendance without taking it: today’s summary of the school and each section’s register.',
  loading: 'Loading…',
  today: (date) => `Today, ${date}`,
  noClasses: 'You have no classes to take today.',
  period: (n, from, to) => (from && to ? `Period ${n} (${from}–${to})` : `Period ${n}`),
  wholeDay: 'The day',
  taken: 'Taken',
  notTaken: 'Not taken yet',
  savedHere: 'Saved on this phone',
  offline: 'You are offline. Attendance you take is saved on this phone and sent when online.',
  waiting: (n) => `${counted('en', n, { one: 'class', other: 'classes' })} waiting to be sent`,
  sending: 'Sending…',
  retry: 'Try now',
  failedHeading: 'Not accepted by the server',
  conflictsHeading: 'Marks someone else took later',
  conflict: (name, yours, kept, by, at) =>
    `${name}: you marked ${MARKS_EN[yours].toLowerCase()}; ${MARKS_EN[kept].toLowerCase()} stands (${by}, ${at}).`,
  dismiss: 'Dismiss',
  marks: MARKS_EN,
  counts: (present, absent, late) => `Present ${present} · Absent ${absent} · Late ${late}`,
  tapHint: 'Tap a student: absent, tap again: late, once more: present.',
  submit: 'Submit',
  submitting: 'Submitting…',
  sent: 'Attendance sent.',
  savedOffline: 'Saved on this phone; will be sent when online.',
  slot: (from, to) => `${from}–${to}`,
  locksAt: (time) => `Locks at ${time}`,
  lockedNotTaken: (time) => `Locked at ${time} — not taken`,
  lockedTaken: (time, by) => (by ? `Locked at ${time}. Taken by ${by}.` : `Locked at ${time}.`),
  askOffice:
    'You can no longer change it. The office (a member who may correct any class, such as the owner or an administrator) can still change it today: ask the office.',
  dayClosed: 'Attendance of another day can no longer be changed by anyone.',
  officeAfterLock: (time) =>
    `Locked at ${time} for teachers. As the office, you can still take or correct it today.`,
  notMarked: 'Not marked',
  fromDevice: 'No connection: this is the class list saved on this phone.',
  back: 'Back to today’s classes',
  loadFailed: 'The class list could not be loaded. Please try again.',
  noCopy: 'No connection, and this class was not opened on this phone before.',
  saveFailed: 'The attendance could not be saved on this phone. Please try again.',
  refused: 'The server did not accept this attendance.',
  connectionLost: 'Could not reach the server. Check your connection and try again.',
  tryAgain: 'Try again',
  todayFailed: 'Today’s classes could not be loaded.',
  todayFromDevice: 'These are today’s classes as saved on this phone.',
  summaryFailed: 'Today’s attendance could not be loaded.',
  settingsFailed: 'The attendance settings could not be loaded.',
  settingsSaveFailed: 'The settings could not be saved. Please try again.',
  sectionsFailed: 'The school’s sections could not be loaded.',
  registerFailed: 'The register could not be loaded.',
  exportFailed: 'The CSV file could not be downloaded. Please try again.',
  register: {
    heading: 'Monthly register',
    section: 'Section',
    month: 'Month',
    exportCsv: 'Download CSV',
    downloading: 'Downloading…',
    student: 'Student',
    roll: 'Roll',
    percentage: '%',
    total: 'Present / absent',
    empty: 'No attendance was taken this month.',
    letters: { P: 'P', A: 'A', L: 'L' },
    legend: 'P present, A absent, L late',
  },
  settings: {
    heading: 'Attendance settings',
    mode: 'Attendance is taken',
    daily: 'Once a day, by the class teacher',
    period: 'Every period, by its teacher',
    lockTime: 'Lock time (marks can no longer change after it)',
    save: 'Save settings',
    saving: 'Saving…',
    saved: 'Settings saved.',
  },
  summary: {
    heading: 'Today’s attendance',
    totals: (present, absent, late, students) =>
      `${present} present, ${absent} absent, ${late} late, of the ${students} students of the sections taken`,
    sectionsTaken: (taken, all) => `${taken} of ${all} sections taken`,
    chart: 'Present share per day this month',
    legend:
      'Each bar is a day this month with attendance: the share of students marked present or late, in the sections taken that day (sections not taken are not counted). Days without a bar had no attendance.',
    axisDays: 'Day of the month',
    day: 'Day',
    share: 'Present',
    notTaken: 'not taken',
    messages: (sent, waiting, notSent) =>
      `Messages to guardians today: ${sent} sent, ${waiting} waiting for the guardian to accept their address, ${notSent} not sent`,
    confirmationsWaiting: (count) =>
      `${count} first messages to new guardian addresses wait for tomorrow (daily limit)`,
  },
};

const hi: AttendanceTexts = {
  heading: 'उपस्थिति',
  lead: 'आज की कक्षाएँ। उपस्थिति लेने के लिए कोई कक्षा खोलें: सब उपस्थित से शुरू होते हैं।',
  viewLead: 'आपकी भूमिका उपस्थिति देख सकती है, ले नहीं सकती: स्कूल का आज का सारांश और हर सेक्शन का रजिस्टर।',
  loading: 'लोड हो रहा है…',
  today: (date) => `आज, ${date}`,
  noClasses: 'आज आपकी कोई कक्षा नहीं है।',
  period: (n, from, to) => (from && to ? `पीरियड ${n} (${from}–${to})` : `पीरियड ${n}`),
  wholeDay: 'पूरा दिन',
  taken: 'ली गई',
  notTaken: 'अभी नहीं ली गई',
  savedHere: 'इस फ़ोन पर सहेजी गई',
  offline: 'आप ऑफ़लाइन हैं। ली गई उपस्थिति इस फ़ोन पर सहेजी जाएगी और ऑनलाइन होने पर भेजी जाएगी।',
  waiting: (n) =>
    `${counted('hi', n, { one: 'कक्षा', other: 'कक्षाएँ' })} ${pluralForm('hi', n, { one: 'भेजी जानी बाकी है', other: 'भेजी जानी बाकी हैं' })}`,
  sending: 'भेजा जा रहा है…',
  retry: 'अभी भेजें',
  failedHeading: 'सर्वर ने स्वीकार नहीं किया',
  conflictsHeading: 'जो अंक बाद में किसी और ने लिए',
  conflict: (name, yours, kept, by, at) =>
    `${name}: आपने ${MARKS_HI[yours]} लगाया; ${MARKS_HI[kept]} मान्य है (${by}, ${at})।`,
  dismiss: 'बंद करें',
  marks: MARKS_HI,
  counts: (present, absent, late) => `उपस्थित ${present} · अनुपस्थित ${absent} · देर से ${late}`,
  tapHint: 'विद्यार्थी पर टैप करें: अनुपस्थित, फिर टैप: देर से, एक बार और: उपस्थित।',
  submit: 'जमा करें',
  submitting: 'जमा हो रहा है…',
  sent: 'उपस्थिति भेज दी गई।',
  savedOffline: 'इस फ़ोन पर सहेजी गई; ऑनलाइन होने पर भेजी जाएगी।',
  slot: (from, to) => `${from}–${to}`,
  locksAt: (time) => `${time} पर लॉक होगी`,
  lockedNotTaken: (time) => `${time} पर लॉक — उपस्थिति नहीं ली गई`,
  lockedTaken: (time, by) => (by ? `${time} पर लॉक। उपस्थिति ${by} ने ली।` : `${time} पर लॉक।`),
  askOffice:
    'आप इसे अब नहीं बदल सकते। ऑफ़िस (जो किसी भी कक्षा की उपस्थिति सुधार सकता है, जैसे मालिक या प्रशासक) आज इसे अब भी बदल सकता है: ऑफ़िस से कहें।',
  dayClosed: 'किसी और दिन की उपस्थिति अब कोई नहीं बदल सकता।',
  officeAfterLock: (time) => `शिक्षकों के लिए ${time} पर लॉक। ऑफ़िस के रूप में आप आज भी इसे ले या सुधार सकते हैं।`,
  notMarked: 'अंकित नहीं',
  fromDevice: 'कनेक्शन नहीं है: यह इस फ़ोन पर सहेजी गई कक्षा सूची है।',
  back: 'आज की कक्षाओं पर लौटें',
  loadFailed: 'कक्षा सूची लोड नहीं हो सकी। फिर से कोशिश करें।',
  noCopy: 'कनेक्शन नहीं है, और यह कक्षा इस फ़ोन पर पहले नहीं खोली गई।',
  saveFailed: 'उपस्थिति इस फ़ोन पर सहेजी नहीं जा सकी। फिर से कोशिश करें।',
  refused: 'सर्वर ने यह उपस्थिति स्वीकार नहीं की।',
  connectionLost: 'सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  todayFailed: 'आज की कक्षाएँ लोड नहीं हो सकीं।',
  todayFromDevice: 'ये इस फ़ोन पर सहेजी गई आज की कक्षाएँ हैं।',
  summaryFailed: 'आज की उपस्थिति लोड नहीं हो सकी।',
  settingsFailed: 'उपस्थिति सेटिंग्स लोड नहीं हो सकीं।',
  settingsSaveFailed: 'सेटिंग्स सहेजी नहीं जा सकीं। फिर से कोशिश करें।',
  sectionsFailed: 'स्कूल के सेक्शन लोड नहीं हो सके।',
  registerFailed: 'रजिस्टर लोड नहीं हो सका।',
  exportFailed: 'CSV फ़ाइल डाउनलोड नहीं हो सकी। फिर से कोशिश करें।',
  register: {
    heading: 'मासिक रजिस्टर',
    section: 'सेक्शन',
    month: 'महीना',
    exportCsv: 'CSV डाउनलोड करें',
    downloading: 'डाउनलोड हो रहा है…',
    student: 'विद्यार्थी',
    roll: 'रोल',
    percentage: '%',
    total: 'उपस्थित / अनुपस्थित',
    empty: 'इस महीने कोई उपस्थिति नहीं ली गई।',
    // उ, अ and दे: the first letters of the words the marks are shown as (MARKS_HI).
    letters: { P: 'उ', A: 'अ', L: 'दे' },
    legend: 'उ उपस्थित, अ अनुपस्थित, दे देर से',
  },
  settings: {
    heading: 'उपस्थिति सेटिंग्स',
    mode: 'उपस्थिति ली जाती है',
    daily: 'दिन में एक बार, कक्षा शिक्षक द्वारा',
    period: 'हर पीरियड में, उसके शिक्षक द्वारा',
    lockTime: 'लॉक समय (इसके बाद अंक नहीं बदलते)',
    save: 'सेटिंग्स सहेजें',
    saving: 'सहेजा जा रहा है…',
    saved: 'सेटिंग्स सहेज दी गईं।',
  },
  summary: {
    heading: 'आज की उपस्थिति',
    totals: (present, absent, late, students) =>
      `ली गई कक्षाओं के ${students} विद्यार्थियों में से ${present} उपस्थित, ${absent} अनुपस्थित, ${late} देर से`,
    sectionsTaken: (taken, all) => `${all} में से ${taken} सेक्शन की उपस्थिति ली गई`,
    chart: 'इस महीने हर दिन उपस्थित का हिस्सा',
    legend:
      'हर पट्टी इस महीने का वह दिन है जब उपस्थिति ली गई: उस दिन ली गई कक्षाओं में उपस्थित या देर से आए विद्यार्थियों का हिस्सा (जिन कक्षाओं की उपस्थिति नहीं ली गई, वे नहीं गिनी जातीं)। जिस दिन पट्टी नहीं है, उस दिन उपस्थिति नहीं ली गई।',
    axisDays: 'महीने का दिन',
    day: 'दिन',
    share: 'उपस्थित',
    notTaken: 'नहीं ली गई',
    messages: (sent, waiting, notSent) =>
      `आज अभिभावकों को संदेश: ${sent} भेजे गए, ${waiting} अभिभावक के पता स्वीकार करने की प्रतीक्षा में, ${notSent} नहीं भेजे गए`,
    confirmationsWaiting: (count) => `नए अभिभावक पतों के ${count} पहले संदेश कल की प्रतीक्षा में हैं (दैनिक सीमा)`,
  },
};

export const attendanceText: Catalogue<AttendanceTexts> = { en, hi };
