// The home page's set-up guide (src/portal/views/shell/setup-guide.tsx), worded for a school or
// a coaching centre.
import type { TenantKind } from '@common/api/tenants';
import type { Catalogue } from './language';

type Step = 'classes' | 'employees' | 'students' | 'timetable';

interface SetupGuideTexts {
  heading: Record<TenantKind, string>;
  progress: (done: number, total: number) => string;
  steps: Record<TenantKind, Record<Step, string>>;
  done: string;
  toDo: string;
}

const en: SetupGuideTexts = {
  heading: { school: 'Set up your school', coaching: 'Set up your coaching centre' },
  progress: (done, total) => `${done} of ${total} done`,
  steps: {
    school: {
      classes: 'Add your classes and sections (Nursery, LKG or any name)',
      employees: 'Add your teachers and staff',
      students: 'Add or import your students',
      timetable: 'Build the timetable',
    },
    coaching: {
      classes: 'Add your courses and their batches',
      employees: 'Add your teachers and staff',
      students: 'Add or import your students into their batches',
      timetable: "Build each batch's week",
    },
  },
  done: 'Done:',
  toDo: 'To do:',
};

export const setupGuideText: Catalogue<SetupGuideTexts> = {
  en,
  hi: {
    heading: { school: 'अपना स्कूल तैयार करें', coaching: 'अपना कोचिंग सेंटर तैयार करें' },
    progress: (done, total) => `${total} में से ${done} पूरे`,
    steps: {
      school: {
        classes: 'अपनी कक्षाएँ और सेक्शन जोड़ें (नर्सरी, एलकेजी या कोई भी नाम)',
        employees: 'अपने शिक्षक और कर्मचारी जोड़ें',
        students: 'अपने विद्यार्थी जोड़ें या आयात करें',
        timetable: 'समय-सारणी बनाएँ',
      },
      coaching: {
        classes: 'अपने कोर्स और उनके बैच जोड़ें',
        employees: 'अपने शिक्षक और कर्मचारी जोड़ें',
        students: 'अपने विद्यार्थियों को उनके बैच में जोड़ें या आयात करें',
        timetable: 'हर बैच का सप्ताह बनाएँ',
      },
    },
    done: 'पूरा:',
    toDo: 'बाकी:',
  },
};
