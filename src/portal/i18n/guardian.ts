// Guardians in the portal (docs/requirements/guardians.md): signing in with a code, the children,
// and each child's results.
import type { Catalogue } from './language';

type GuardianTexts = {
  signInTitle: string;
  signInLead: string;
  contact: string;
  contactHint: string;
  contactInvalid: string;
  sendCode: string;
  sending: string;
  codeSent: (minutes: number) => string;
  code: string;
  codeHint: string;
  codeInvalid: string;
  signIn: string;
  signingIn: string;
  resend: string;
  resendWait: string;
  noCodeHelp: string;
  otherContact: string;
  codeFailed: string;
  signInFailed: string;
  staffSignIn: string;
  guardianSignIn: string;
  signOut: string;
  hello: (name: string) => string;
  childrenHeading: string;
  noChildren: string;
  back: string;
  resultsHeading: string;
  noResults: string;
  published: (date: string) => string;
  corrected: string;
  place: (position: number, of: number) => string;
  placePrivate: string;
  subject: string;
  marks: string;
  grade: string;
  overall: string;
  attendance: (present: number, working: number) => string;
  remark: string;
  attendanceHeading: string;
  previousMonth: string;
  nextMonth: string;
  dayMarks: Record<'present' | 'absent' | 'late', string>;
  dayLetters: Record<'present' | 'absent' | 'late', string>;
  totals: (present: number, absent: number, late: number) => string;
  today: (mark: string) => string;
  notTaken: string;
  noDays: string;
  offline: (loadedAt: string) => string;
  feesHeading: string;
  dueNow: (amount: string) => string;
  nothingDue: string;
  pay: (amount: string) => string;
  upiLabel: (amount: string) => string;
  instalmentDue: (label: string, date: string) => string;
  paid: string;
  overdue: (days: number) => string;
  credit: (amount: string) => string;
  feeQuestions: (phone: string) => string;
  consentLink: string;
  consentHeading: (name: string) => string;
  consentLead: string;
  recordHeading: string;
  fields: Record<
    'name' | 'admissionNumber' | 'dateOfBirth' | 'gender' | 'address' | 'groups' | 'guardians',
    string
  >;
  genders: Record<'female' | 'male' | 'other', string>;
  notRecorded: string;
  alsoHeld: string;
  purposesHeading: string;
  purposesLead: string;
  purposes: Record<'school_records' | 'guardian_messages' | 'photos', { name: string; about: string }>;
  givenByYou: (date: string) => string;
  givenBySchool: (date: string) => string;
  notGiven: string;
  saving: string;
  saved: string;
  consentLoadFailed: string;
  loading: string;
  retry: string;
  consentChangeFailed: string;
  messagesHeading: string;
  noMessages: string;
  messageKinds: Record<'absent' | 'correction', (date: string) => string>;
  messageTo: (name: string, channel: string) => string;
  channels: Record<'email' | 'sms' | 'whatsapp', string>;
  messageStates: Record<'sent' | 'sending' | 'waiting' | 'not_sent', string>;
  timetableHeading: string;
  weekOf: (section: string) => string;
  noTeacher: string;
};

const en: GuardianTexts = {
  signInTitle: 'Sign in as a parent or guardian',
  signInLead:
    'Use the phone number or e-mail address the school has for you. We send you a code: no password.',
  contact: 'Phone number or e-mail address',
  contactHint: 'For example 98765 43210 or name@example.com',
  contactInvalid: 'Write a phone number of 10 digits or an e-mail address.',
  sendCode: 'Send me a code',
  sending: 'Sending…',
  codeSent: (minutes) =>
    `If the school has this number or address, a 6-digit code is on its way by SMS or e-mail. It works for ${minutes} minutes.`,
  code: 'Code',
  codeHint: 'The 6 digits from the message',
  codeInvalid: 'The code is 6 digits.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  resend: 'Send a new code',
  resendWait: 'No code yet? You can ask for a new one in a minute.',
  noCodeHelp: 'Still no code? Ask the school office which phone number or e-mail address it has for you.',
  otherContact: 'Use another number or address',
  codeFailed: 'The code could not be sent. Please try again.',
  signInFailed: 'Could not sign in. Please try again.',
  staffSignIn: 'School staff sign in here',
  guardianSignIn: 'Parents and guardians sign in here',
  signOut: 'Sign out',
  hello: (name) => `Hello, ${name}`,
  childrenHeading: 'Your children',
  noChildren: 'The school has not linked any child to you. Please ask the school office.',
  back: 'Your children',
  resultsHeading: 'Results',
  noResults: 'No results published yet.',
  published: (date) => `Published ${date}`,
  corrected: 'Corrected since it was first published.',
  place: (position, of) => `Place in the batch: ${position} of ${of}`,
  placePrivate: 'Only you and your child see this place.',
  subject: 'Subject',
  marks: 'Marks',
  grade: 'Grade',
  overall: 'All subjects',
  attendance: (present, working) => `Attendance: ${present} of ${working} days`,
  remark: 'Class teacher’s remark',
  attendanceHeading: 'Attendance',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  dayMarks: { present: 'Present', absent: 'Absent', late: 'Late' },
  dayLetters: { present: 'P', absent: 'A', late: 'L' },
  totals: (present, absent, late) => `Present ${present} · Absent ${absent} · Late ${late}`,
  today: (mark) => `Today: ${mark}`,
  notTaken: 'Today’s attendance is not taken yet.',
  noDays: 'No attendance taken this month.',
  offline: (loadedAt) => `No connection: this is what your phone loaded at ${loadedAt}.`,
  feesHeading: 'Fees',
  dueNow: (amount) => `Due now: ${amount}`,
  nothingDue: 'Nothing is due now.',
  pay: (amount) => `Pay ${amount} by UPI`,
  upiLabel: (amount) => `UPI code to pay ${amount}: scan it with any UPI app`,
  instalmentDue: (label, date) => `${label}, due ${date}`,
  paid: 'Paid',
  overdue: (days) => (days === 1 ? '1 day late' : `${days} days late`),
  credit: (amount) => `Paid in advance: ${amount}`,
  feeQuestions: (phone) => `Questions about fees: call the school office, ${phone}.`,
  consentLink: 'What the school holds, and your consent',
  consentHeading: (name) => `What the school holds about ${name}`,
  consentLead:
    'You can give or take back your consent for each use below at any time, as easily one way as the other.',
  recordHeading: 'The record',
  fields: {
    name: 'Name',
    admissionNumber: 'Admission number',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    address: 'Address',
    groups: 'Class',
    guardians: 'Parents and guardians',
  },
  genders: { female: 'Female', male: 'Male', other: 'Other' },
  notRecorded: 'Not recorded',
  alsoHeld: 'The school also keeps the attendance register, marks and results, and fees paid and due.',
  purposesHeading: 'Your consent',
  purposesLead:
    'Each use needs your consent. Your choice is kept with your name and the code that signed you in.',
  purposes: {
    school_records: { name: 'School records', about: 'The school keeps your child’s record in Shala.' },
    guardian_messages: {
      name: 'Messages to you',
      about: 'The school sends you messages about your child, such as an absence the same morning.',
    },
    photos: { name: 'Photos', about: 'The school may keep and show photos of your child.' },
  },
  givenByYou: (date) => `Given by you on ${date}`,
  givenBySchool: (date) => `Given on ${date}, as recorded by the school`,
  notGiven: 'Not given',
  saving: 'Saving…',
  saved: 'Saved.',
  consentLoadFailed: 'This could not be loaded. Please try again.',
  consentChangeFailed: 'Your choice could not be saved. Please try again.',
  loading: 'Loading…',
  retry: 'Try again',
  messagesHeading: 'Messages from the school',
  noMessages: 'The school has sent no message about this child.',
  messageKinds: {
    absent: (date) => `Absent on ${date}`,
    correction: (date) => `In school after all on ${date}`,
  },
  messageTo: (name, channel) => `To ${name}, by ${channel}`,
  channels: { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  messageStates: {
    sent: 'Sent',
    sending: 'Being sent',
    waiting: 'Waiting for you to accept messages from the school',
    not_sent: 'Not sent',
  },
  timetableHeading: 'The week',
  weekOf: (section) => `The week of ${section}`,
  noTeacher: 'teacher to be named',
};

export const guardianText: Catalogue<GuardianTexts> = {
  en,
  hi: {
    signInTitle: 'माता-पिता या अभिभावक के रूप में साइन इन करें',
    signInLead: 'वही फ़ोन नंबर या ई-मेल पता लिखें जो स्कूल के पास आपका है। हम आपको एक कोड भेजेंगे: कोई पासवर्ड नहीं।',
    contact: 'फ़ोन नंबर या ई-मेल पता',
    contactHint: 'जैसे 98765 43210 या name@example.com',
    contactInvalid: '10 अंकों का फ़ोन नंबर या ई-मेल पता लिखें।',
    sendCode: 'मुझे कोड भेजें',
    sending: 'भेजा जा रहा है…',
    codeSent: (minutes) =>
      `अगर यह नंबर या पता स्कूल के पास है, तो 6 अंकों का कोड SMS या ई-मेल से आ रहा है। यह ${minutes} मिनट चलेगा।`,
    code: 'कोड',
    codeHint: 'संदेश में आए 6 अंक',
    codeInvalid: 'कोड 6 अंकों का है।',
    signIn: 'साइन इन करें',
    signingIn: 'साइन इन हो रहा है…',
    resend: 'नया कोड भेजें',
    resendWait: 'कोड नहीं आया? एक मिनट बाद नया कोड माँग सकते हैं।',
    noCodeHelp: 'फिर भी कोड नहीं आया? स्कूल के कार्यालय से पूछें कि उनके पास आपका कौन-सा फ़ोन नंबर या ई-मेल पता है।',
    otherContact: 'कोई और नंबर या पता लिखें',
    codeFailed: 'कोड भेजा नहीं जा सका। फिर से कोशिश करें।',
    signInFailed: 'साइन इन नहीं हो सका। फिर से कोशिश करें।',
    staffSignIn: 'स्कूल के कर्मचारी यहाँ साइन इन करें',
    guardianSignIn: 'माता-पिता और अभिभावक यहाँ साइन इन करें',
    signOut: 'साइन आउट',
    hello: (name) => `नमस्ते, ${name}`,
    childrenHeading: 'आपके बच्चे',
    noChildren: 'स्कूल ने अभी किसी बच्चे को आपसे नहीं जोड़ा है। कृपया स्कूल के कार्यालय से पूछें।',
    back: 'आपके बच्चे',
    resultsHeading: 'परिणाम',
    noResults: 'अभी कोई परिणाम प्रकाशित नहीं हुआ।',
    published: (date) => `${date} को प्रकाशित`,
    corrected: 'पहली बार प्रकाशित होने के बाद सुधारा गया।',
    place: (position, of) => `बैच में स्थान: ${of} में से ${position}`,
    placePrivate: 'यह स्थान केवल आप और आपका बच्चा देखते हैं।',
    subject: 'विषय',
    marks: 'अंक',
    grade: 'ग्रेड',
    overall: 'सभी विषय',
    attendance: (present, working) => `उपस्थिति: ${working} में से ${present} दिन`,
    remark: 'कक्षा अध्यापक की टिप्पणी',
    attendanceHeading: 'उपस्थिति',
    previousMonth: 'पिछला महीना',
    nextMonth: 'अगला महीना',
    dayMarks: { present: 'उपस्थित', absent: 'अनुपस्थित', late: 'देर से' },
    dayLetters: { present: 'उ', absent: 'अ', late: 'दे' },
    totals: (present, absent, late) => `उपस्थित ${present} · अनुपस्थित ${absent} · देर से ${late}`,
    today: (mark) => `आज: ${mark}`,
    notTaken: 'आज की उपस्थिति अभी नहीं ली गई।',
    noDays: 'इस महीने कोई उपस्थिति नहीं ली गई।',
    offline: (loadedAt) => `कनेक्शन नहीं है: यह वही है जो आपके फ़ोन ने ${loadedAt} पर लोड किया था।`,
    feesHeading: 'फ़ीस',
    dueNow: (amount) => `अभी देय: ${amount}`,
    nothingDue: 'अभी कुछ देय नहीं है।',
    pay: (amount) => `UPI से ${amount} भुगतान करें`,
    upiLabel: (amount) => `${amount} भुगतान का UPI कोड: किसी भी UPI ऐप से स्कैन करें`,
    instalmentDue: (label, date) => `${label}, देय ${date}`,
    paid: 'भुगतान हो गया',
    overdue: (days) => `${days} दिन देर`,
    credit: (amount) => `अग्रिम भुगतान: ${amount}`,
    feeQuestions: (phone) => `फ़ीस के बारे में सवाल: स्कूल के कार्यालय को ${phone} पर फ़ोन करें।`,
    consentLink: 'स्कूल के पास क्या है, और आपकी सहमति',
    consentHeading: (name) => `स्कूल के पास ${name} के बारे में क्या है`,
    consentLead: 'नीचे हर उपयोग के लिए आप कभी भी सहमति दे सकते हैं या वापस ले सकते हैं, दोनों उतने ही आसान।',
    recordHeading: 'रिकॉर्ड',
    fields: {
      name: 'नाम',
      admissionNumber: 'प्रवेश संख्या',
      dateOfBirth: 'जन्म तिथि',
      gender: 'लिंग',
      address: 'पता',
      groups: 'कक्षा',
      guardians: 'माता-पिता और अभिभावक',
    },
    genders: { female: 'महिला', male: 'पुरुष', other: 'अन्य' },
    notRecorded: 'दर्ज नहीं',
    alsoHeld: 'स्कूल उपस्थिति रजिस्टर, अंक और परिणाम, और जमा व देय फ़ीस भी रखता है।',
    purposesHeading: 'आपकी सहमति',
    purposesLead: 'हर उपयोग के लिए आपकी सहमति चाहिए। आपका चुनाव आपके नाम और साइन इन वाले कोड के साथ रखा जाता है।',
    purposes: {
      school_records: { name: 'स्कूल रिकॉर्ड', about: 'स्कूल आपके बच्चे का रिकॉर्ड Shala में रखता है।' },
      guardian_messages: {
        name: 'आपको संदेश',
        about: 'स्कूल आपको आपके बच्चे के बारे में संदेश भेजता है, जैसे उसी सुबह अनुपस्थिति की सूचना।',
      },
      photos: { name: 'फ़ोटो', about: 'स्कूल आपके बच्चे की फ़ोटो रख और दिखा सकता है।' },
    },
    givenByYou: (date) => `आपने ${date} को दी`,
    givenBySchool: (date) => `${date} को दी गई, स्कूल के रिकॉर्ड के अनुसार`,
    notGiven: 'नहीं दी गई',
    saving: 'सहेजा जा रहा है…',
    saved: 'सहेज लिया गया।',
    consentLoadFailed: 'यह लोड नहीं हो सका। फिर से कोशिश करें।',
    consentChangeFailed: 'आपका चुनाव सहेजा नहीं जा सका। फिर से कोशिश करें।',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    messagesHeading: 'स्कूल से संदेश',
    noMessages: 'स्कूल ने इस बच्चे के बारे में कोई संदेश नहीं भेजा है।',
    messageKinds: {
      absent: (date) => `${date} को अनुपस्थित`,
      correction: (date) => `${date} को स्कूल में था/थी (पिछला संदेश गलत)`,
    },
    messageTo: (name, channel) => `${name} को, ${channel} से`,
    channels: { email: 'ई-मेल', sms: 'SMS', whatsapp: 'WhatsApp' },
    messageStates: {
      sent: 'भेजा गया',
      sending: 'भेजा जा रहा है',
      waiting: 'स्कूल के संदेश स्वीकार करने की आपकी हाँ का इंतज़ार',
      not_sent: 'नहीं भेजा गया',
    },
    timetableHeading: 'सप्ताह की समय-सारणी',
    weekOf: (section) => `${section} का सप्ताह`,
    noTeacher: 'शिक्षक तय होना बाकी',
  },
};
