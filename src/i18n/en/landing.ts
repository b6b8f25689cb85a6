// English texts of the school and coaching landing pages
// (docs/requirements/marketing.md#landing-pages), in their own module so only those pages' chunks
// carry them.
import type { landingPages } from '@site/content/landing-pages';
import type { CardText } from './marketing';

/** One landing page's words; the ids are those of src/content/landing-pages.ts. */
export interface LandingText<
  Feature extends string = string,
  Benefit extends string = string,
  Faq extends string = string,
> {
  eyebrow: string;
  heading: string;
  lead: string;
  startTrial: string;
  scheduleDemo: string;
  featuresHeading: string;
  features: Readonly<Record<Feature, CardText & { points: readonly string[] }>>;
  benefitsHeading: string;
  benefits: Readonly<Record<Benefit, CardText>>;
  appsHeading: string;
  appsLead: string;
  ctaHeading: string;
  ctaBody: string;
  getStarted: string;
  faqHeading: string;
  faqs: Readonly<Record<Faq, { question: string; answer: string }>>;
}

type TextOf<P extends keyof typeof landingPages> = LandingText<
  (typeof landingPages)[P]['features'][number]['id'],
  (typeof landingPages)[P]['benefits'][number]['id'],
  (typeof landingPages)[P]['faqIds'][number]
>;

const school: TextOf<'school'> = {
  eyebrow: 'Free for every school in India',
  heading: 'School Management System',
  lead: 'Admissions, attendance, timetables, exams, report cards, fees and parent communication in one place, with apps for your students and teachers. ₹0 for every feature.',
  startTrial: 'Start Free Trial',
  scheduleDemo: 'Schedule Demo',
  featuresHeading: 'What your school gets',
  features: {
    'student-management': {
      title: 'Student Management',
      description: "From admission to report card, every student's record in one place.",
      points: [
        'Admissions and student profiles',
        'Classes and sections',
        'Attendance tracking',
        'Fee management',
        'A parent portal for families',
      ],
    },
    'academic-management': {
      title: 'Academic Management',
      description: 'Plan the academic year and follow it class by class.',
      points: [
        'Curriculum, courses, subjects and syllabus',
        'NCERT courses for any of classes 1 to 12, added when you activate',
        'Timetables',
        'Exams, assessments and report cards',
        'Study material and syllabus progress',
      ],
    },
  },
  benefitsHeading: 'Why Shala for your school',
  benefits: {
    free: {
      title: '100% Free',
      description: 'Every feature costs ₹0. No tiers, no per-student fee, no credit card.',
    },
    'easy-implementation': {
      title: 'Easy Implementation',
      description:
        'Register, verify your e-mail and activate your school from the dashboard. Learning centres can be uploaded in bulk from a template, and video guides cover every step.',
    },
    'mobile-applications': {
      title: 'Mobile Applications',
      description: 'Student and teacher apps for Android and iOS, on the same data as your admin portal.',
    },
    'data-security': {
      title: 'Data Security',
      description:
        "Passwords stored only as Argon2id hashes, sessions that expire, and your data used only to run your account, in line with India's Digital Personal Data Protection Act 2023.",
    },
  },
  appsHeading: 'Apps for your students and teachers',
  appsLead: 'Share these links with your students and teachers once your school is active.',
  ctaHeading: 'Bring your school online',
  ctaBody: 'Registration takes a few minutes and costs nothing.',
  getStarted: 'Get Started for Free',
  faqHeading: 'Frequently asked questions',
  faqs: {
    'is-it-free': {
      question: 'Is Shala really free for schools?',
      answer:
        'Yes. Every feature costs ₹0: there are no paid tiers, no per-student fees and no credit card at sign-up.',
    },
    'ncert-courses': {
      question: 'Can we use NCERT courses?',
      answer:
        'Yes. When you activate your school from the dashboard you can add NCERT courses for any of classes 1 to 12, one class at a time or by stage: Primary 1-5, Middle 6-8, Secondary 9-10 and Senior Secondary 11-12.',
    },
    'getting-started': {
      question: 'How do we get started?',
      answer:
        "Register with your name, e-mail address, phone number and your school's name, verify your e-mail address, then log in and activate your school from the dashboard. Your admin portal gets its own web address.",
    },
  },
};

const coaching: TextOf<'coaching'> = {
  eyebrow: 'Free for every coaching centre and tuition class',
  heading: 'Coaching Management System',
  lead: "Batches, tests, performance analytics and rankings, online classes and an AI assistant for your students' doubts. For JEE, NEET, board-exam and tuition classes alike, at ₹0.",
  startTrial: 'Start Free Trial',
  scheduleDemo: 'Schedule Demo',
  featuresHeading: 'What your coaching centre gets',
  features: {
    'student-batch-management': {
      title: 'Student & Batch Management',
      description: 'Organise students into batches and keep every batch on schedule.',
      points: [
        'Student enrolment and profiles',
        'Batches with their own timetables',
        'Attendance and fee management',
        'Study material for each batch',
        "An AI assistant that resolves students' doubts at any hour",
      ],
    },
    'performance-analytics': {
      title: 'Performance Analytics',
      description: 'Know where every student stands after every test.',
      points: [
        'Tests and assessments, with an AI generator to help draft them',
        'Reports for each student and each batch',
        'Rankings within a batch',
        'Progress across the whole course',
      ],
    },
  },
  benefitsHeading: 'Why Shala for your coaching centre',
  benefits: {
    free: {
      title: '100% Free',
      description: 'Every feature costs ₹0. No tiers, no per-student fee, no credit card.',
    },
    'doubt-assistant': {
      title: 'AI Doubt Assistant',
      description:
        "Students ask their doubts in the student app's AI chat at any hour, and bring the harder ones to class.",
    },
    'mobile-applications': {
      title: 'Mobile Applications',
      description: 'Student and teacher apps for Android and iOS, on the same data as your admin portal.',
    },
  },
  appsHeading: 'Apps for your students and teachers',
  appsLead: 'Share these links with your students and faculty once your centre is active.',
  ctaHeading: 'Run your coaching centre on Shala',
  ctaBody: 'Registration takes a few minutes and costs nothing.',
  getStarted: 'Get Started for Free',
  faqHeading: 'Frequently asked questions',
  faqs: {
    'is-it-free': {
      question: 'Is Shala really free for coaching centres?',
      answer:
        'Yes. Every feature costs ₹0: there are no paid tiers, no per-student fees and no credit card at sign-up.',
    },
    'batches-and-tests': {
      question: 'Can we run test series and rank students?',
      answer:
        'Yes. Create tests and assessments for each batch (the AI generator can help draft them); Shala reports the results for each student and batch, with rankings.',
    },
    'students-doubts': {
      question: 'How does the AI assistant help students?',
      answer:
        'Students type their doubts into the AI chat of the student app, at any time of day. Like any AI, it can be wrong, so students should confirm important answers with their teachers.',
    },
  },
};

export const landing = {
  /** Page titles and descriptions (docs/requirements/marketing.md#page-metadata). */
  meta: {
    school: {
      title: 'Free School Management System',
      description:
        'A free school management system for Indian schools: admissions, attendance, timetables, exams, report cards, fees and parent communication, with student and teacher apps.',
    },
    coaching: {
      title: 'Free Coaching Management System',
      description:
        'A free coaching institute management system: batches, tests, performance analytics and rankings, online classes and an AI doubt assistant for students.',
    },
  },
  school,
  coaching,
};
