// Fee reports and statement matching (docs/requirements/fees.md#reports-each-with-a-csv, #upi):
// the reports' index, the day book, the defaulters and their reminders, collected against due,
// the concession register, the RTE claim list, and bank statements with their unmatched lines.

import type { ConcessionKind } from '@common/api/portal/fee-concessions';
import type { LedgerKind, PaymentMode } from '@common/api/portal/fee-ledger';
import type { StatementLineState } from '@common/api/portal/fee-statements';
import { IMPORT_MAX_BYTES } from '@common/api/portal/import-limits';
import type { Catalogue } from './language';
import { counted } from './plural';

/** A statement goes up as an import's file does, with its limit. */
const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

// A type, not an interface: screens hand it to useNoticeText as the texts by code.
type FeeReportTexts = {
  back: string;
  loading: string;
  tryAgain: string;
  refresh: string;
  downloadCsv: string;
  downloading: string;
  /** No answer from the server (offline, or the connection dropped). */
  connectionLost: string;
  loadFailed: string;
  csvFailed: string;
  none: string;
  total: string;
  amount: string;
  student: string;
  admissionNumber: string;
  section: string;
  modes: Record<PaymentMode, string>;
  kinds: Record<LedgerKind, string>;
  index: {
    heading: string;
    lead: string;
    reports: Record<'dayBook' | 'defaulters' | 'collection' | 'concessions' | 'rte' | 'statements', string>;
    about: Record<'dayBook' | 'defaulters' | 'collection' | 'concessions' | 'rte' | 'statements', string>;
  };
  dayBook: {
    heading: string;
    date: string;
    totalOfDay: (amount: string, entries: number) => string;
    byMode: string;
    byCollector: string;
    mode: string;
    collector: string;
    count: string;
    handOver: string;
    handOverLead: string;
    entries: string;
    empty: string;
    time: string;
    receipt: string;
    kind: string;
    reference: string;
    by: string;
  };
  defaulters: {
    heading: string;
    allSections: string;
    sectionsFailed: string;
    asOf: (date: string) => string;
    ageing: string;
    band: string;
    bands: Record<'0-30' | '31-60' | '60+', string>;
    students: string;
    empty: string;
    guardianPhone: string;
    dueNow: string;
    overdue: string;
    overdueDays: (days: number) => string;
    lastReminder: string;
    never: string;
    /** The column of the ticks that choose whom to remind. */
    remind: string;
    pick: (name: string) => string;
    remindAll: (count: number) => string;
    remindSelected: (count: number) => string;
    sending: string;
    tooMany: (limit: number) => string;
    sent: (sent: number, skipped: number) => string;
    remindFailed: string;
  };
  collection: {
    heading: string;
    year: string;
    currentYear: string;
    yearsFailed: string;
    yearOf: (name: string) => string;
    className: string;
    head: string;
    due: string;
    collected: string;
    outstanding: string;
    share: string;
    empty: string;
  };
  concessions: {
    heading: string;
    lead: string;
    rule: string;
    kind: string;
    kinds: Record<ConcessionKind, string>;
    reason: string;
    approvedBy: string;
    empty: string;
  };
  rte: {
    heading: string;
    lead: string;
    yearOf: (name: string) => string;
    className: string;
    dateOfBirth: string;
    claim: string;
    empty: string;
  };
  statements: {
    heading: string;
    lead: string;
    uploadHeading: string;
    file: string;
    fileHint: string;
    reading: (name: string) => string;
    uploadAgain: string;
    another: string;
    earlier: string;
    earlierEmpty: string;
    fileName: string;
    uploaded: string;
    lines: string;
    matched: string;
    unmatched: string;
    open: (name: string) => string;
    statementHeading: string;
    byLine: (at: string, by: string) => string;
    counts: Record<StatementLineState, string>;
    states: Record<StatementLineState, string>;
    queue: (count: number) => string;
    queueEmpty: string;
    others: string;
    line: string;
    lineOf: (n: number) => string;
    date: string;
    narration: string;
    utr: string;
    state: string;
    receipt: string;
    assign: string;
    ignore: string;
    cancel: string;
    find: string;
    findHint: string;
    search: string;
    searching: string;
    noMatch: string;
    recordFor: (name: string) => string;
    matchDetail: (admission: string, section: string | null, due: string) => string;
    recording: string;
    reason: string;
    reasonRequired: string;
    reasonTooLong: (max: number) => string;
    setAside: string;
    saving: string;
    recorded: (line: number, name: string, receipt: string | null) => string;
    ignored: (line: number) => string;
    openFailed: string;
    uploadFailed: string;
    tooLarge: string;
    wrongType: string;
    unpackedTooLarge: string;
    tooComplex: string;
    busy: string;
    searchFailed: string;
    resolveFailed: string;
  };
};

const en: FeeReportTexts = {
  back: 'Back to the fee reports',
  loading: 'Loading…',
  tryAgain: 'Try again',
  refresh: 'Refresh',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading…',
  connectionLost: 'Could not reach the server. Check your connection and try again.',
  loadFailed: 'The report could not be loaded.',
  csvFailed: 'The CSV file could not be downloaded. Please try again.',
  none: '—',
  total: 'Total',
  amount: 'Amount',
  student: 'Student',
  admissionNumber: 'Admission no.',
  section: 'Section',
  modes: { cash: 'Cash', cheque: 'Cheque', upi: 'UPI', card: 'Card', bank: 'Bank transfer' },
  kinds: {
    payment: 'Payment',
    cancellation: 'Cancellation',
    refund: 'Refund',
    waiver: 'Fine waived',
    adjustment: 'Adjustment',
  },
  index: {
    heading: 'Fee reports',
    lead: 'Each report reads the ledger as it is now, and each has a CSV for a spreadsheet.',
    reports: {
      dayBook: 'Day book',
      defaulters: 'Defaulters',
      collection: 'Collected against due',
      concessions: 'Concession register',
      rte: 'RTE claim list',
      statements: 'Bank statements',
    },
    about: {
      dayBook: 'A day’s receipts by mode and by collector, with the cash each hands over.',
      defaulters: 'Who owes fees past their due date, by how long, with a reminder in one tap.',
      collection: 'What each class was billed and what was collected, head by head.',
      concessions: 'Every concession this year: whose, which rule, how much and who approved it.',
      rte: 'The students studying free under RTE 12(1)(c), and the fee claimed from the state.',
      statements: 'Upload the bank’s or UPI statement: payments are matched, the rest wait for you.',
    },
  },
  dayBook: {
    heading: 'Day book',
    date: 'Day',
    totalOfDay: (amount, entries) =>
      `Total ${amount} in ${counted('en', entries, { one: 'entry', other: 'entries' })}`,
    byMode: 'By mode',
    byCollector: 'By collector',
    mode: 'Mode',
    collector: 'Collector',
    count: 'Entries',
    handOver: 'Cash to hand over',
    handOverLead: 'Cash taken less cash refunded, per collector.',
    entries: 'Entries',
    empty: 'Nothing was collected or refunded on this day.',
    time: 'Time',
    receipt: 'Receipt',
    kind: 'Entry',
    reference: 'Reference',
    by: 'By',
  },
  defaulters: {
    heading: 'Defaulters',
    allSections: 'All sections',
    sectionsFailed: 'The school’s sections could not be loaded.',
    asOf: (date) => `Overdue as of ${date}`,
    ageing: 'By how long it is overdue',
    band: 'Overdue',
    bands: { '0-30': 'Up to 30 days', '31-60': '31 to 60 days', '60+': 'Over 60 days' },
    students: 'Students',
    empty: 'No fees are overdue.',
    guardianPhone: 'Guardian’s phone',
    dueNow: 'Due now',
    overdue: 'Overdue',
    overdueDays: (days) => counted('en', days, { one: 'day', other: 'days' }),
    lastReminder: 'Last reminded',
    never: 'Never',
    remind: 'Remind',
    pick: (name) => `Remind ${name}’s family`,
    remindAll: (count) => `Remind all ${counted('en', count, { one: 'student', other: 'students' })} listed`,
    remindSelected: (count) => `Remind ${counted('en', count, { one: 'student', other: 'students' })} ticked`,
    sending: 'Sending reminders…',
    tooMany: (limit) =>
      `At most ${limit.toLocaleString('en-IN')} students can be reminded at once: choose a section, or tick the students.`,
    sent: (sent, skipped) =>
      `Sent to ${counted('en', sent, { one: 'family', other: 'families' })}; ${skipped.toLocaleString('en-IN')} skipped (no consent or already reminded this week).`,
    remindFailed: 'The reminders could not be sent. Please try again.',
  },
  collection: {
    heading: 'Collected against due',
    year: 'Academic year',
    currentYear: 'The current year',
    yearsFailed: 'The academic years could not be loaded.',
    yearOf: (name) => `Academic year ${name}`,
    className: 'Class',
    head: 'Fee head',
    due: 'Due',
    collected: 'Collected',
    outstanding: 'Outstanding',
    share: 'Collected %',
    empty: 'Nothing has been billed this year.',
  },
  concessions: {
    heading: 'Concession register',
    lead: 'What each concession took off this year’s dues.',
    rule: 'Concession',
    kind: 'Kind',
    kinds: {
      sibling: 'Sibling',
      staff_ward: 'Staff ward',
      rte: 'RTE 12(1)(c)',
      scholarship: 'Scholarship',
      hardship: 'Hardship',
    },
    reason: 'Reason',
    approvedBy: 'Approved by',
    empty: 'No concessions this year.',
  },
  rte: {
    heading: 'RTE claim list',
    lead: 'Students studying free under RTE 12(1)(c): the fee the school would have charged is what it claims.',
    yearOf: (name) => `Academic year ${name}`,
    className: 'Class',
    dateOfBirth: 'Date of birth',
    claim: 'Claim',
    empty: 'No student studies under RTE this year.',
  },
  statements: {
    heading: 'Bank statements',
    lead: 'Each credit is matched by the dues reference it carries and its amount. Matched lines record the payment; the rest wait here for you.',
    uploadHeading: 'Upload a statement',
    file: 'Statement file (CSV or Excel)',
    fileHint: `As the bank or the UPI app gives it, up to ${MAX_MB} MB.`,
    reading: (name) => `Reading ${name} and matching its lines…`,
    uploadAgain: 'Upload again',
    another: 'Upload another statement',
    earlier: 'Earlier statements',
    earlierEmpty: 'No statement has been uploaded yet.',
    fileName: 'File',
    uploaded: 'Uploaded',
    lines: 'Lines',
    matched: 'Matched',
    unmatched: 'Waiting',
    open: (name) => `Open ${name}`,
    statementHeading: 'Bank statement',
    byLine: (at, by) => `Uploaded ${at} by ${by}`,
    counts: {
      matched: 'Matched',
      confirmed: 'Confirmed',
      unmatched: 'Waiting',
      resolved: 'Resolved by hand',
      ignored: 'Set aside',
    },
    states: {
      matched: 'Matched: payment recorded',
      confirmed: 'Confirmed: already recorded by its UTR',
      unmatched: 'Waiting',
      resolved: 'Resolved by hand',
      ignored: 'Set aside',
    },
    queue: (count) => `Waiting to be matched (${count.toLocaleString('en-IN')})`,
    queueEmpty: 'Every line is matched or resolved.',
    others: 'The other lines',
    line: 'Line',
    lineOf: (n) => `Line ${n}`,
    date: 'Date',
    narration: 'Narration',
    utr: 'UTR',
    state: 'State',
    receipt: 'Receipt',
    assign: 'Assign to a student',
    ignore: 'Set aside',
    cancel: 'Cancel',
    find: 'Find the student who paid',
    findHint: 'A name, an admission number or a guardian’s phone.',
    search: 'Search',
    searching: 'Searching…',
    noMatch: 'No student found. Try another spelling or the guardian’s phone.',
    recordFor: (name) => `Record for ${name}`,
    matchDetail: (admission, section, due) =>
      `Adm. ${admission}${section ? `, ${section}` : ''}; due now ${due}`,
    recording: 'Recording the payment…',
    reason: 'Why is this line set aside?',
    reasonRequired: 'The reason is required',
    reasonTooLong: (max) => `The reason must be at most ${max} characters`,
    setAside: 'Set aside',
    saving: 'Saving…',
    recorded: (line, name, receipt) =>
      receipt
        ? `Line ${line} recorded for ${name}: receipt ${receipt}.`
        : `Line ${line} recorded for ${name}.`,
    ignored: (line) => `Line ${line} set aside.`,
    openFailed: 'The statement could not be loaded.',
    uploadFailed: 'The statement could not be uploaded. Please try again.',
    tooLarge: `The file is too large: a statement may be up to ${MAX_MB} MB.`,
    wrongType: 'Upload the statement as a CSV or an Excel (.xlsx) file.',
    unpackedTooLarge: 'This workbook is too large once opened: keep only the sheet with the statement.',
    tooComplex: 'This file takes too long to read: keep only the sheet with the statement.',
    busy: 'Other files are being read just now. Try again in a few seconds.',
    searchFailed: 'The search did not work. Please try again.',
    resolveFailed: 'The line could not be resolved. Please try again.',
  },
};

const hi: FeeReportTexts = {
  back: 'फ़ीस रिपोर्टों पर वापस',
  loading: 'लोड हो रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  refresh: 'फिर से लोड करें',
  downloadCsv: 'CSV डाउनलोड करें',
  downloading: 'डाउनलोड हो रहा है…',
  connectionLost: 'सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  loadFailed: 'रिपोर्ट लोड नहीं हो सकी।',
  csvFailed: 'CSV फ़ाइल डाउनलोड नहीं हो सकी। फिर से कोशिश करें।',
  none: '—',
  total: 'कुल',
  amount: 'राशि',
  student: 'विद्यार्थी',
  admissionNumber: 'प्रवेश सं.',
  section: 'सेक्शन',
  modes: { cash: 'नक़द', cheque: 'चेक', upi: 'UPI', card: 'कार्ड', bank: 'बैंक ट्रांसफ़र' },
  kinds: {
    payment: 'भुगतान',
    cancellation: 'रद्दीकरण',
    refund: 'वापसी',
    waiver: 'जुर्माना माफ़',
    adjustment: 'समायोजन',
  },
  index: {
    heading: 'फ़ीस रिपोर्टें',
    lead: 'हर रिपोर्ट खाता-बही को अभी जैसा है वैसा पढ़ती है, और हर एक की CSV स्प्रेडशीट के लिए है।',
    reports: {
      dayBook: 'रोज़नामचा',
      defaulters: 'बकायादार',
      collection: 'देय के मुक़ाबले वसूली',
      concessions: 'छूट रजिस्टर',
      rte: 'RTE दावा सूची',
      statements: 'बैंक स्टेटमेंट',
    },
    about: {
      dayBook: 'एक दिन की रसीदें तरीक़े और वसूलने वाले के हिसाब से, और हर वसूलने वाले की सौंपी जाने वाली नक़दी।',
      defaulters: 'किसकी फ़ीस नियत तारीख़ के बाद बाक़ी है, कितने दिन से, और एक टैप में याद दिलाना।',
      collection: 'हर कक्षा से कितना लिया जाना था और कितना वसूला गया, मद के हिसाब से।',
      concessions: 'इस साल की हर छूट: किसे, कौन सा नियम, कितनी और किसने स्वीकृत की।',
      rte: 'RTE की धारा 12(1)(ग) के तहत मुफ़्त पढ़ने वाले विद्यार्थी, और सरकार से माँगी गई फ़ीस।',
      statements: 'बैंक या UPI का स्टेटमेंट अपलोड करें: भुगतान मिलाए जाते हैं, बाक़ी आपके लिए रुकते हैं।',
    },
  },
  dayBook: {
    heading: 'रोज़नामचा',
    date: 'दिन',
    totalOfDay: (amount, entries) =>
      `कुल ${amount}, ${counted('hi', entries, { one: 'प्रविष्टि', other: 'प्रविष्टियाँ' })}`,
    byMode: 'तरीक़े के हिसाब से',
    byCollector: 'वसूलने वाले के हिसाब से',
    mode: 'तरीक़ा',
    collector: 'वसूलने वाले',
    count: 'प्रविष्टियाँ',
    handOver: 'सौंपी जाने वाली नक़दी',
    handOverLead: 'हर वसूलने वाले की ली गई नक़दी, लौटाई गई नक़दी घटाकर।',
    entries: 'प्रविष्टियाँ',
    empty: 'इस दिन न कुछ वसूला गया, न लौटाया गया।',
    time: 'समय',
    receipt: 'रसीद',
    kind: 'प्रविष्टि',
    reference: 'संदर्भ',
    by: 'किसने',
  },
  defaulters: {
    heading: 'बकायादार',
    allSections: 'सभी सेक्शन',
    sectionsFailed: 'स्कूल के सेक्शन लोड नहीं हो सके।',
    asOf: (date) => `${date} तक बाक़ी`,
    ageing: 'कितने दिन से बाक़ी',
    band: 'बाक़ी',
    bands: { '0-30': '30 दिन तक', '31-60': '31 से 60 दिन', '60+': '60 दिन से ज़्यादा' },
    students: 'विद्यार्थी',
    empty: 'कोई फ़ीस बाक़ी नहीं है।',
    guardianPhone: 'अभिभावक का फ़ोन',
    dueNow: 'अभी देय',
    overdue: 'देरी',
    overdueDays: (days) => counted('hi', days, { one: 'दिन', other: 'दिन' }),
    lastReminder: 'पिछली याद',
    never: 'कभी नहीं',
    remind: 'याद दिलाएँ',
    pick: (name) => `${name} के परिवार को याद दिलाएँ`,
    remindAll: (count) =>
      `सूची के सभी ${counted('hi', count, { one: 'विद्यार्थी', other: 'विद्यार्थियों' })} को याद दिलाएँ`,
    remindSelected: (count) =>
      `चुने गए ${counted('hi', count, { one: 'विद्यार्थी', other: 'विद्यार्थियों' })} को याद दिलाएँ`,
    sending: 'याद दिलाई जा रही है…',
    tooMany: (limit) =>
      `एक बार में अधिकतम ${limit.toLocaleString('hi-IN')} विद्यार्थियों को याद दिलाई जा सकती है: एक सेक्शन चुनें, या विद्यार्थियों पर निशान लगाएँ।`,
    sent: (sent, skipped) =>
      `${counted('hi', sent, { one: 'परिवार', other: 'परिवारों' })} को भेजी गई; ${skipped.toLocaleString('hi-IN')} छोड़े गए (सहमति नहीं, या इस हफ़्ते पहले ही याद दिलाई गई)।`,
    remindFailed: 'याद नहीं दिलाई जा सकी। फिर से कोशिश करें।',
  },
  collection: {
    heading: 'देय के मुक़ाबले वसूली',
    year: 'शैक्षणिक वर्ष',
    currentYear: 'चालू वर्ष',
    yearsFailed: 'शैक्षणिक वर्ष लोड नहीं हो सके।',
    yearOf: (name) => `शैक्षणिक वर्ष ${name}`,
    className: 'कक्षा',
    head: 'फ़ीस मद',
    due: 'देय',
    collected: 'वसूला',
    outstanding: 'बाक़ी',
    share: 'वसूली %',
    empty: 'इस साल अभी कुछ बिल नहीं हुआ है।',
  },
  concessions: {
    heading: 'छूट रजिस्टर',
    lead: 'हर छूट ने इस साल की देय फ़ीस से कितना घटाया।',
    rule: 'छूट',
    kind: 'प्रकार',
    kinds: {
      sibling: 'भाई-बहन',
      staff_ward: 'स्टाफ़ का बच्चा',
      rte: 'RTE 12(1)(ग)',
      scholarship: 'छात्रवृत्ति',
      hardship: 'आर्थिक कठिनाई',
    },
    reason: 'कारण',
    approvedBy: 'स्वीकृति',
    empty: 'इस साल कोई छूट नहीं है।',
  },
  rte: {
    heading: 'RTE दावा सूची',
    lead: 'RTE की धारा 12(1)(ग) के तहत मुफ़्त पढ़ने वाले विद्यार्थी: स्कूल जो फ़ीस लेता, वही दावा है।',
    yearOf: (name) => `शैक्षणिक वर्ष ${name}`,
    className: 'कक्षा',
    dateOfBirth: 'जन्म तिथि',
    claim: 'दावा',
    empty: 'इस साल कोई विद्यार्थी RTE के तहत नहीं पढ़ता।',
  },
  statements: {
    heading: 'बैंक स्टेटमेंट',
    lead: 'हर जमा को उसके देय संदर्भ और राशि से मिलाया जाता है। मिली पंक्तियाँ भुगतान दर्ज करती हैं; बाक़ी यहाँ आपके लिए रुकती हैं।',
    uploadHeading: 'स्टेटमेंट अपलोड करें',
    file: 'स्टेटमेंट फ़ाइल (CSV या Excel)',
    fileHint: `जैसी बैंक या UPI ऐप देता है, ${MAX_MB} MB तक।`,
    reading: (name) => `${name} पढ़ी जा रही है और उसकी पंक्तियाँ मिलाई जा रही हैं…`,
    uploadAgain: 'फिर से अपलोड करें',
    another: 'दूसरा स्टेटमेंट अपलोड करें',
    earlier: 'पिछले स्टेटमेंट',
    earlierEmpty: 'अभी कोई स्टेटमेंट अपलोड नहीं हुआ है।',
    fileName: 'फ़ाइल',
    uploaded: 'अपलोड',
    lines: 'पंक्तियाँ',
    matched: 'मिलीं',
    unmatched: 'रुकी हुई',
    open: (name) => `${name} खोलें`,
    statementHeading: 'बैंक स्टेटमेंट',
    byLine: (at, by) => `${at} को ${by} ने अपलोड किया`,
    counts: {
      matched: 'मिलीं',
      confirmed: 'पुष्टि हुई',
      unmatched: 'रुकी हुई',
      resolved: 'हाथ से निपटाई गईं',
      ignored: 'अलग रखी गईं',
    },
    states: {
      matched: 'मिली: भुगतान दर्ज हुआ',
      confirmed: 'पुष्टि: UTR से पहले ही दर्ज',
      unmatched: 'रुकी हुई',
      resolved: 'हाथ से निपटाई गई',
      ignored: 'अलग रखी गई',
    },
    queue: (count) => `मिलाने के लिए रुकी हुई (${count.toLocaleString('hi-IN')})`,
    queueEmpty: 'हर पंक्ति मिल गई या निपटा दी गई है।',
    others: 'बाक़ी पंक्तियाँ',
    line: 'पंक्ति',
    lineOf: (n) => `पंक्ति ${n}`,
    date: 'तारीख़',
    narration: 'विवरण',
    utr: 'UTR',
    state: 'स्थिति',
    receipt: 'रसीद',
    assign: 'विद्यार्थी को दें',
    ignore: 'अलग रखें',
    cancel: 'रद्द करें',
    find: 'भुगतान करने वाला विद्यार्थी खोजें',
    findHint: 'नाम, प्रवेश संख्या या अभिभावक का फ़ोन।',
    search: 'खोजें',
    searching: 'खोजा जा रहा है…',
    noMatch: 'कोई विद्यार्थी नहीं मिला। दूसरी वर्तनी या अभिभावक का फ़ोन आज़माएँ।',
    recordFor: (name) => `${name} के नाम दर्ज करें`,
    matchDetail: (admission, section, due) =>
      `प्रवेश सं. ${admission}${section ? `, ${section}` : ''}; अभी देय ${due}`,
    recording: 'भुगतान दर्ज हो रहा है…',
    reason: 'यह पंक्ति अलग क्यों रखी जा रही है?',
    reasonRequired: 'कारण ज़रूरी है',
    reasonTooLong: (max) => `कारण अधिकतम ${max} अक्षरों का हो सकता है`,
    setAside: 'अलग रखें',
    saving: 'सहेजा जा रहा है…',
    recorded: (line, name, receipt) =>
      receipt ? `पंक्ति ${line} ${name} के नाम दर्ज हुई: रसीद ${receipt}।` : `पंक्ति ${line} ${name} के नाम दर्ज हुई।`,
    ignored: (line) => `पंक्ति ${line} अलग रखी गई।`,
    openFailed: 'स्टेटमेंट लोड नहीं हो सका।',
    uploadFailed: 'स्टेटमेंट अपलोड नहीं हो सका। फिर से कोशिश करें।',
    tooLarge: `फ़ाइल बहुत बड़ी है: स्टेटमेंट ${MAX_MB} MB तक का हो सकता है।`,
    wrongType: 'स्टेटमेंट CSV या Excel (.xlsx) फ़ाइल के रूप में अपलोड करें।',
    unpackedTooLarge: 'खुलने पर यह वर्कबुक बहुत बड़ी है: स्टेटमेंट वाली केवल एक शीट रखें।',
    tooComplex: 'यह फ़ाइल पढ़ने में बहुत समय लगता है: स्टेटमेंट वाली केवल एक शीट रखें।',
    busy: 'अभी दूसरी फ़ाइलें पढ़ी जा रही हैं। कुछ सेकंड बाद फिर से कोशिश करें।',
    searchFailed: 'खोज नहीं हो सकी। फिर से कोशिश करें।',
    resolveFailed: 'पंक्ति निपटाई नहीं जा सकी। फिर से कोशिश करें।',
  },
};

export const feeReportText: Catalogue<FeeReportTexts> = { en, hi };
