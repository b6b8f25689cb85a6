// Who a school's absence alerts reach (docs/requirements/school-day.md#absence-alerts): the
// teacher's "3 guardians told, 2 students not reached" after a submission, each alert's delivery
// on the student's page, and the owner's count of students no alert can reach. Counts go through
// Intl.PluralRules for each language.
import type { AlertReason, AlertState } from '@common/api/portal/alerts';
import type { Catalogue } from './language';

type AlertTexts = {
  /** "3 guardians told". */
  told: (n: number) => string;
  /** "2 students not reached". */
  notReached: (n: number) => string;
  reasons: Record<AlertReason, string>;
  /** "1 no consent". */
  reasonCount: (n: number, reason: AlertReason) => string;
  showNotReached: string;
  states: Record<AlertState, string>;
  kinds: { absent: string; correction: string };
  studentHeading: string;
  studentNone: string;
  studentFailed: string;
  /** "Absence, 27 Nov 2026, to Kavita Shah by e-mail". */
  alertLine: (kind: string, date: string, guardian: string, channel: string) => string;
  channels: Record<string, string>;
  bulk: {
    heading: string;
    lead: string;
    allShown: string;
    none: string;
    method: string;
    chooseMethod: string;
    givenOn: string;
    purposes: string;
    record: (n: number) => string;
    recording: string;
    recorded: (n: number) => string;
    incomplete: string;
    failed: string;
  };
  /** The students list's filter. */
  filter: { label: string; all: string; unreachable: string };
  reach: {
    heading: string;
    all: (active: number) => string;
    some: (unreachable: number, active: number) => string;
    show: string;
    failed: string;
  };
};

const pluralEn = new Intl.PluralRules('en-IN');
const pluralHi = new Intl.PluralRules('hi-IN');
const en_ = (n: number, one: string, other: string) => (pluralEn.select(n) === 'one' ? one : other);
const hi_ = (n: number, one: string, other: string) => (pluralHi.select(n) === 'one' ? one : other);

const REASONS_EN: Record<AlertReason, string> = {
  no_consent: 'no consent',
  no_contact: 'no contact',
  unconfirmed: 'contact not confirmed yet',
  declined: 'guardian declined',
};
const REASONS_HI: Record<AlertReason, string> = {
  no_consent: 'सहमति नहीं',
  no_contact: 'संपर्क नहीं',
  unconfirmed: 'संपर्क की पुष्टि बाकी',
  declined: 'अभिभावक ने मना किया',
};

const en: AlertTexts = {
  told: (n) => `${n} ${en_(n, 'guardian', 'guardians')} told`,
  notReached: (n) => `${n} ${en_(n, 'student', 'students')} not reached`,
  reasons: REASONS_EN,
  reasonCount: (n, reason) => `${n} ${REASONS_EN[reason]}`,
  showNotReached: 'Students whose guardians were not told',
  states: {
    queued: 'queued',
    sent: 'sent',
    failed: 'failed',
    held: 'held: waiting for the guardian to confirm',
    expired: 'not sent: confirmed too late',
    stopped: 'not sent: guardian declined',
    not_sent: 'not sent',
  },
  kinds: { absent: 'Absence', correction: 'Correction' },
  studentHeading: 'Messages to guardians',
  studentNone: 'No messages about this student yet.',
  studentFailed: 'The messages could not be loaded.',
  alertLine: (kind, date, guardian, channel) => `${kind}, ${date}, to ${guardian} by ${channel}`,
  channels: { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  bulk: {
    heading: 'Record consent for several students',
    lead: "One consent per student, from each student's first guardian, with the evidence below.",
    allShown: 'All shown',
    none: 'None',
    method: 'How the school checked the guardian',
    chooseMethod: 'Choose…',
    givenOn: 'Date of consent',
    purposes: 'For',
    record: (n) => `Record consent for ${n} ${en_(n, 'student', 'students')}`,
    recording: 'Recording…',
    recorded: (n) => `Consent recorded for ${n} ${en_(n, 'student', 'students')}.`,
    incomplete: 'Choose at least one student, how the school checked the guardian, and a purpose.',
    failed: 'The consents could not be recorded; nothing was written.',
  },
  filter: { label: 'Absence alerts', all: 'Everyone', unreachable: 'Cannot be reached' },
  reach: {
    heading: 'Absence alerts',
    all: (active) =>
      `All ${active} active ${en_(active, 'student is', 'students are')} reached by absence alerts.`,
    some: (unreachable, active) =>
      `${unreachable} of ${active} active ${en_(active, 'student', 'students')} cannot be reached by absence alerts:`,
    show: 'Show these students',
    failed: 'Could not count who absence alerts reach.',
  },
};

const hi: AlertTexts = {
  told: (n) => `${n} ${hi_(n, 'अभिभावक', 'अभिभावकों')} को सूचना दी गई`,
  notReached: (n) => `${n} ${hi_(n, 'विद्यार्थी के अभिभावक', 'विद्यार्थियों के अभिभावकों')} तक सूचना नहीं पहुँची`,
  reasons: REASONS_HI,
  reasonCount: (n, reason) => `${n}: ${REASONS_HI[reason]}`,
  showNotReached: 'जिन विद्यार्थियों के अभिभावकों को सूचना नहीं मिली',
  states: {
    queued: 'कतार में',
    sent: 'भेजा गया',
    failed: 'विफल',
    held: 'रुका है: अभिभावक की पुष्टि की प्रतीक्षा',
    expired: 'नहीं भेजा: पुष्टि देर से हुई',
    stopped: 'नहीं भेजा: अभिभावक ने मना किया',
    not_sent: 'नहीं भेजा',
  },
  kinds: { absent: 'अनुपस्थिति', correction: 'सुधार' },
  studentHeading: 'अभिभावकों को संदेश',
  studentNone: 'इस विद्यार्थी के बारे में अभी कोई संदेश नहीं।',
  studentFailed: 'संदेश लोड नहीं हो सके।',
  alertLine: (kind, date, guardian, channel) => `${kind}, ${date}, ${guardian} को ${channel} से`,
  channels: { email: 'ई-मेल', sms: 'SMS', whatsapp: 'WhatsApp' },
  bulk: {
    heading: 'कई विद्यार्थियों की सहमति दर्ज करें',
    lead: 'हर विद्यार्थी के लिए एक सहमति, उसके पहले अभिभावक की ओर से, नीचे दिए प्रमाण के साथ।',
    allShown: 'दिखाए गए सभी',
    none: 'कोई नहीं',
    method: 'स्कूल ने अभिभावक को कैसे जाँचा',
    chooseMethod: 'चुनें…',
    givenOn: 'सहमति की तारीख़',
    purposes: 'किसके लिए',
    record: (n) => `${n} ${hi_(n, 'विद्यार्थी', 'विद्यार्थियों')} की सहमति दर्ज करें`,
    recording: 'दर्ज हो रही है…',
    recorded: (n) => `${n} ${hi_(n, 'विद्यार्थी', 'विद्यार्थियों')} की सहमति दर्ज हो गई।`,
    incomplete: 'कम से कम एक विद्यार्थी, अभिभावक को जाँचने का तरीका और एक उद्देश्य चुनें।',
    failed: 'सहमतियाँ दर्ज नहीं हो सकीं; कुछ भी नहीं लिखा गया।',
  },
  filter: { label: 'अनुपस्थिति की सूचना', all: 'सभी', unreachable: 'नहीं पहुँच सकती' },
  reach: {
    heading: 'अनुपस्थिति की सूचनाएँ',
    all: (active) => `सभी ${active} सक्रिय विद्यार्थियों के अभिभावकों तक अनुपस्थिति की सूचना पहुँचती है।`,
    some: (unreachable, active) =>
      `${active} में से ${unreachable} सक्रिय ${hi_(unreachable, 'विद्यार्थी', 'विद्यार्थियों')} के अभिभावकों तक अनुपस्थिति की सूचना नहीं पहुँच सकती:`,
    show: 'ये विद्यार्थी दिखाएँ',
    failed: 'गिनती नहीं हो सकी कि सूचना किस तक पहुँचती है।',
  },
};

export const alertText: Catalogue<AlertTexts> = { en, hi };
