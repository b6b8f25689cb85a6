// The portal's frame: header, navigation, home, the no-access page and the shared widgets' words.
import type { Catalogue } from './language';
import { counted } from './plural';

interface ShellTexts {
  portal: string;
  loading: string;
  skipToContent: string;
  nav: {
    label: string;
    home: string;
    members: string;
    roles: string;
    employees: string;
    academics: string;
    attendance: string;
    students: string;
    audit: string;
    timetable: string;
    import: string;
    schoolData: string;
    fees: string;
    exams: string;
  };
  header: {
    language: string;
    theme: { toDark: string; toLight: string };
    signOut: string;
    signingOut: string;
    signedInAs: (name: string, role: string) => string;
  };
  /** Signing out with attendance still on the device (docs/requirements/security.md#shared-devices). */
  signOutCheck: {
    title: string;
    waiting: (n: number) => string;
    send: string;
    sending: string;
    stay: string;
    unsent: (n: number) => string;
    stayUntilSent: string;
    retry: string;
    discard: (n: number) => string;
  };
  home: {
    greeting: (name: string) => string;
    lead: string;
    sections: string;
    nothing: string;
  };
  noAccess: { title: string; text: string; home: string };
  notFound: { title: string; text: string; home: string };
  dismiss: string;
}

const en: ShellTexts = {
  portal: 'School portal',
  loading: 'Loading…',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Portal',
    home: 'Home',
    members: 'Members',
    roles: 'Roles',
    employees: 'Employees',
    academics: 'Academics',
    attendance: 'Attendance',
    students: 'Students',
    audit: 'Audit log',
    timetable: 'Timetable',
    import: 'Import',
    schoolData: 'School data',
    fees: 'Fees',
    exams: 'Exams',
  },
  header: {
    language: 'Language',
    theme: { toDark: 'Dark theme', toLight: 'Light theme' },
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signedInAs: (name, role) => `${name}, ${role}`,
  },
  signOutCheck: {
    title: 'Attendance not sent yet',
    waiting: (n) =>
      `The attendance of ${counted('en', n, { one: 'class', other: 'classes' })} you took is still on this phone and has not reached the school. Signing out removes it from this phone.`,
    send: 'Send it and sign out',
    sending: 'Sending…',
    stay: 'Stay signed in',
    unsent: (n) =>
      `The attendance of ${counted('en', n, { one: 'class', other: 'classes' })} could not be sent: this phone is not connected. Stay signed in and it is sent once you are online; if you sign out now, it is lost.`,
    stayUntilSent: 'Stay signed in until it is sent',
    retry: 'Try again',
    discard: (n) => `Sign out and lose ${counted('en', n, { one: 'class', other: 'classes' })}`,
  },
  home: {
    greeting: (name) => `Welcome, ${name}`,
    lead: 'What would you like to do today?',
    sections: 'Sections',
    nothing: 'Your role does not give access to any section yet. Ask the school’s administrator.',
  },
  noAccess: {
    title: 'No access',
    text: 'You do not have access to this page.',
    home: 'Go to the portal’s home',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Go to the portal’s home',
  },
  dismiss: 'Dismiss',
};

const hi: ShellTexts = {
  portal: 'स्कूल पोर्टल',
  loading: 'लोड हो रहा है…',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  nav: {
    label: 'पोर्टल',
    home: 'होम',
    members: 'सदस्य',
    roles: 'भूमिकाएँ',
    employees: 'कर्मचारी',
    academics: 'शैक्षणिक',
    attendance: 'उपस्थिति',
    students: 'विद्यार्थी',
    audit: 'ऑडिट लॉग',
    timetable: 'समय-सारणी',
    import: 'इंपोर्ट',
    schoolData: 'स्कूल का डेटा',
    fees: 'फ़ीस',
    exams: 'परीक्षा',
  },
  header: {
    language: 'भाषा',
    theme: { toDark: 'डार्क थीम', toLight: 'लाइट थीम' },
    signOut: 'साइन आउट',
    signingOut: 'साइन आउट हो रहा है…',
    signedInAs: (name, role) => `${name}, ${role}`,
  },
  signOutCheck: {
    title: 'उपस्थिति अभी भेजी नहीं गई',
    waiting: (n) =>
      `आपकी ली गई ${counted('hi', n, { one: 'कक्षा', other: 'कक्षाओं' })} की उपस्थिति अभी इसी फ़ोन पर है और स्कूल तक नहीं पहुँची है। साइन आउट करने से यह इस फ़ोन से हट जाती है।`,
    send: 'भेजें और साइन आउट करें',
    sending: 'भेजा जा रहा है…',
    stay: 'साइन इन रहें',
    unsent: (n) =>
      `${counted('hi', n, { one: 'कक्षा', other: 'कक्षाओं' })} की उपस्थिति नहीं भेजी जा सकी: यह फ़ोन इंटरनेट से जुड़ा नहीं है। साइन इन रहें, ऑनलाइन होते ही यह भेज दी जाएगी; अभी साइन आउट करने पर यह खो जाएगी।`,
    stayUntilSent: 'भेजे जाने तक साइन इन रहें',
    retry: 'फिर से कोशिश करें',
    discard: (n) => `साइन आउट करें और ${counted('hi', n, { one: 'कक्षा', other: 'कक्षाओं' })} की उपस्थिति खो दें`,
  },
  home: {
    greeting: (name) => `नमस्ते, ${name}`,
    lead: 'आज आप क्या करना चाहेंगे?',
    sections: 'विभाग',
    nothing: 'आपकी भूमिका में अभी किसी विभाग की अनुमति नहीं है। स्कूल के व्यवस्थापक से पूछें।',
  },
  noAccess: {
    title: 'अनुमति नहीं है',
    text: 'आपको इस पेज को देखने की अनुमति नहीं है।',
    home: 'पोर्टल के होम पर जाएँ',
  },
  notFound: { title: 'पेज नहीं मिला', text: 'इस पते पर कोई पेज नहीं है।', home: 'पोर्टल के होम पर जाएँ' },
  dismiss: 'बंद करें',
};

export const shellTexts: Catalogue<ShellTexts> = { en, hi };
