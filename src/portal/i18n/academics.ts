// The academic structure's texts (src/portal/views/academics). A coaching centre reads courses
// and batches where a school reads classes and sections (`kind`, docs/decisions/0030-batches-are-sections.md).
import type { TenantKind } from '@common/api/tenants';
import type { Catalogue } from './language';
import { counted } from './plural';

/** The words that differ between a school and a coaching centre. */
interface KindWords {
  classes: string;
  className: string;
  sections: string;
  newClass: string;
  newSection: string;
  noClasses: string;
  lead: string;
  classLocked: string;
}

const en = {
  heading: 'Academics',
  years: 'Academic years',
  newYear: 'New academic year (e.g. 2027-28)',
  current: 'Current',
  makeCurrent: 'Mark current',
  centres: 'Learning centres',
  newCentre: 'New learning centre',
  main: 'Main centre',
  mainLocked: 'The main centre cannot be removed.',
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
  kind: {
    school: {
      classes: 'Classes',
      className: 'Class',
      sections: 'Sections',
      newClass: 'Add a class',
      newSection: 'New section',
      noClasses: 'No classes yet. Add the first one: Nursery, LKG, Class 1 or any name your school uses.',
      lead: 'Academic years, learning centres and the classes your school teaches.',
      classLocked: 'Has students: cannot be removed.',
    },
    coaching: {
      classes: 'Courses',
      className: 'Course',
      sections: 'Batches',
      newClass: 'Add a course',
      newSection: 'Add a batch',
      noClasses: 'No courses yet. Add the first one, e.g. JEE 2027, then its batches.',
      lead: 'Academic years, learning centres and the courses your centre teaches, with their batches.',
      classLocked: 'Has students: cannot be removed.',
    },
  } as Record<TenantKind, KindWords>,
  moveUp: (name: string): string => `Move ${name} up`,
  moveDown: (name: string): string => `Move ${name} down`,
  up: 'Up',
  down: 'Down',
  ncert: 'NCERT',
  batch: {
    formHeading: (editing: boolean): string => (editing ? 'Change the batch' : 'New batch'),
    name: 'Batch name',
    days: 'Days',
    dayNames: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    room: 'Room',
    capacity: 'Capacity',
    teacher: 'Teacher',
    noTeacher: 'No teacher yet',
    save: 'Save batch',
    saving: 'Saving…',
    cancel: 'Cancel',
    edit: (name: string): string => `Change ${name}`,
    change: 'Change',
    seats: (count: number): string => (count === 1 ? '1 seat' : `${count} seats`),
    inRoom: (room: string): string => `Room ${room}`,
    saveFailed: 'The batch could not be saved. Please try again.',
    fieldErrors: {
      name: { required: 'Batch name is required', invalid: 'Batch name is invalid' },
      weekdays: { required: 'Choose at least one day', invalid: 'Choose at least one day' },
      startsAt: { required: 'When does the batch start?', invalid: 'When does the batch start?' },
      endsAt: { required: 'When does the batch end?', invalid: 'The batch must end after it starts' },
      capacity: { required: 'Capacity is required', invalid: 'Capacity is a whole number above 0' },
    } as Record<string, Record<'required' | 'invalid', string>>,
  },
};

export const academicsText: Catalogue<typeof en> = {
  en,
  hi: {
    heading: 'शैक्षणिक',
    years: 'शैक्षणिक वर्ष',
    newYear: 'नया शैक्षणिक वर्ष (जैसे 2027-28)',
    current: 'वर्तमान',
    makeCurrent: 'वर्तमान बनाएँ',
    centres: 'शिक्षण केंद्र',
    newCentre: 'नया शिक्षण केंद्र',
    main: 'मुख्य केंद्र',
    mainLocked: 'मुख्य केंद्र हटाया नहीं जा सकता।',
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
    kind: {
      school: {
        classes: 'कक्षाएँ',
        className: 'कक्षा',
        sections: 'सेक्शन',
        newClass: 'कक्षा जोड़ें',
        newSection: 'नया सेक्शन',
        noClasses: 'अभी कोई कक्षा नहीं है। पहली जोड़ें: नर्सरी, एलकेजी, कक्षा 1 या आपके स्कूल का कोई भी नाम।',
        lead: 'शैक्षणिक वर्ष, शिक्षण केंद्र और आपके स्कूल में पढ़ाई जाने वाली कक्षाएँ।',
        classLocked: 'इसमें विद्यार्थी हैं: हटाई नहीं जा सकती।',
      },
      coaching: {
        classes: 'कोर्स',
        className: 'कोर्स',
        sections: 'बैच',
        newClass: 'कोर्स जोड़ें',
        newSection: 'बैच जोड़ें',
        noClasses: 'अभी कोई कोर्स नहीं है। पहला जोड़ें, जैसे JEE 2027, फिर उसके बैच।',
        lead: 'शैक्षणिक वर्ष, शिक्षण केंद्र और आपके सेंटर में पढ़ाए जाने वाले कोर्स, उनके बैच के साथ।',
        classLocked: 'इसमें विद्यार्थी हैं: हटाया नहीं जा सकता।',
      },
    },
    moveUp: (name) => `${name} को ऊपर ले जाएँ`,
    moveDown: (name) => `${name} को नीचे ले जाएँ`,
    up: 'ऊपर',
    down: 'नीचे',
    ncert: 'एनसीईआरटी',
    batch: {
      formHeading: (editing) => (editing ? 'बैच बदलें' : 'नया बैच'),
      name: 'बैच का नाम',
      days: 'दिन',
      dayNames: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
      startsAt: 'शुरू',
      endsAt: 'समाप्त',
      room: 'कमरा',
      capacity: 'क्षमता',
      teacher: 'शिक्षक',
      noTeacher: 'अभी कोई शिक्षक नहीं',
      save: 'बैच सहेजें',
      saving: 'सहेजा जा रहा है…',
      cancel: 'रद्द करें',
      edit: (name) => `${name} बदलें`,
      change: 'बदलें',
      seats: (count) => (count === 1 ? '1 सीट' : `${count} सीटें`),
      inRoom: (room) => `कमरा ${room}`,
      saveFailed: 'बैच सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
      fieldErrors: {
        name: { required: 'बैच का नाम ज़रूरी है', invalid: 'बैच का नाम सही नहीं है' },
        weekdays: { required: 'कम से कम एक दिन चुनें', invalid: 'कम से कम एक दिन चुनें' },
        startsAt: { required: 'बैच कब शुरू होता है?', invalid: 'बैच कब शुरू होता है?' },
        endsAt: { required: 'बैच कब समाप्त होता है?', invalid: 'बैच शुरू होने के बाद समाप्त होना चाहिए' },
        capacity: { required: 'क्षमता ज़रूरी है', invalid: 'क्षमता 0 से बड़ी पूरी संख्या हो' },
      },
    },
  },
};
