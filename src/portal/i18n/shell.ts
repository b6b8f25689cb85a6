// The portal's frame: header, navigation, home, the no-access page and the shared widgets' words.
import type { Catalogue } from './language';

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
  };
  header: {
    language: string;
    theme: { toDark: string; toLight: string };
    signOut: string;
    signingOut: string;
    signedInAs: (name: string, role: string) => string;
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
  },
  header: {
    language: 'Language',
    theme: { toDark: 'Dark theme', toLight: 'Light theme' },
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signedInAs: (name, role) => `${name}, ${role}`,
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
  },
  header: {
    language: 'भाषा',
    theme: { toDark: 'डार्क थीम', toLight: 'लाइट थीम' },
    signOut: 'साइन आउट',
    signingOut: 'साइन आउट हो रहा है…',
    signedInAs: (name, role) => `${name}, ${role}`,
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
