// The academic structure's texts (src/portal/views/academics).
import type { Catalogue } from './language';
import { counted } from './plural';

const en = {
  heading: 'Academics',
  lead: 'Academic years, learning centres and the classes your school teaches.',
  years: 'Academic years',
  newYear: 'New academic year (e.g. 2027-28)',
  current: 'Current',
  makeCurrent: 'Mark current',
  centres: 'Learning centres',
  newCentre: 'New learning centre',
  main: 'Main centre',
  mainLocked: 'The main centre cannot be removed.',
  classes: 'Classes',
  className: 'Class',
  sections: 'Sections',
  subjects: 'Subjects',
  subjectCount: (count: number): string => counted('en', count, { one: 'subject', other: 'subjects' }),
  backToAcademics: 'Back to academics',
  newSection: 'New section',
  sectionLocked: (count: number): string =>
    `Has ${counted('en', count, { one: 'student', other: 'students' })}: cannot be removed.`,
  newSubject: 'New subject of your own',
  ownSubject: 'Added by the school',
  textbooks: 'Textbooks',
  noTextbooks: 'No textbooks',
};

export const academicsText: Catalogue<typeof en> = {
  en,
  hi: {
    heading: 'शैक्षणिक',
    lead: 'शैक्षणिक वर्ष, शिक्षण केंद्र और आपके स्कूल में पढ़ाई जाने वाली कक्षाएँ।',
    years: 'शैक्षणिक वर्ष',
    newYear: 'नया शैक्षणिक वर्ष (जैसे 2027-28)',
    current: 'वर्तमान',
    makeCurrent: 'वर्तमान बनाएँ',
    centres: 'शिक्षण केंद्र',
    newCentre: 'नया शिक्षण केंद्र',
    main: 'मुख्य केंद्र',
    mainLocked: 'मुख्य केंद्र हटाया नहीं जा सकता।',
    classes: 'कक्षाएँ',
    className: 'कक्षा',
    sections: 'सेक्शन',
    subjects: 'विषय',
    subjectCount: (count) => counted('hi', count, { one: 'विषय', other: 'विषय' }),
    backToAcademics: 'शैक्षणिक पर वापस जाएँ',
    newSection: 'नया सेक्शन',
    sectionLocked: (count) =>
      `इसमें ${counted('hi', count, { one: 'विद्यार्थी है', other: 'विद्यार्थी हैं' })}: हटाया नहीं जा सकता।`,
    newSubject: 'स्कूल का अपना नया विषय',
    ownSubject: 'स्कूल द्वारा जोड़ा गया',
    textbooks: 'पाठ्यपुस्तकें',
    noTextbooks: 'कोई पाठ्यपुस्तक नहीं',
  },
};
