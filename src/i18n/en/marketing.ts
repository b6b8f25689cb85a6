// English texts of the marketing pages: the home page, the school and coaching landing pages and
// the contact form. SPEC §2 and §8's texts are word for word ('FREE', 'Why Free?', 'Start Free
// Trial', 'Schedule Demo', 'Get Started for Free', 'Send another message', the contact failure).
// Every claim states SPEC §1 as it is (DECISIONS.md "the home page states SPEC §1's claims
// truthfully"): what is free, what the portal and the two apps do, nothing more.
import { contactValidationMessages } from '../../../common/contact';
import type { AppId, StoreId } from '../../content/app-stores';
import type { FeatureId } from '../../content/features';
import type { HeroSlideId, HeroSlideText } from '../../content/hero-slides';
import type { landingPages } from '../../content/landing-pages';

interface CardText {
  title: string;
  description: string;
}

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

const heroSlides: Record<HeroSlideId, HeroSlideText> = {
  'complete-system': {
    title: 'Complete School & Coaching Management',
    subtitle: 'One free platform for your whole institution',
    description:
      'Students, faculty, courses, fees, attendance, exams, report cards and timetables for schools; batches, tests and rankings for coaching centres. ₹0, with no tiers.',
    primaryBtn: 'For Schools',
    secondaryBtn: 'For Coaching Centres',
  },
  students: {
    title: 'Student Management',
    subtitle: "Every student's record in one place",
    description:
      'Admissions, classes and sections or batches, attendance, fees, assessments and report cards, with a parent portal that keeps families informed.',
    primaryBtn: 'Explore Features',
    secondaryBtn: 'Talk to Us',
  },
  faculty: {
    title: 'Faculty Platform',
    subtitle: 'Less paperwork, more teaching',
    description:
      'Teachers mark attendance, share study material, update syllabus progress, run assessments and take online classes from the teacher app.',
    primaryBtn: 'Explore Features',
    secondaryBtn: 'Talk to Us',
  },
  analytics: {
    title: 'Analytics & Reporting',
    subtitle: 'See how every class and batch is doing',
    description:
      'Performance analytics across tests and terms, attendance at a glance and report cards, so decisions rest on data rather than guesswork.',
    primaryBtn: 'Explore Features',
    secondaryBtn: 'About Shala',
  },
  apps: {
    title: 'Apps for Students and Teachers',
    subtitle: 'On Android and iOS',
    description:
      'Students get their timetable, study material, assignments, assessments, AI chat and online classes. Teachers get attendance, syllabus progress, assessments, a calendar and their schedule.',
    primaryBtn: 'Register Free',
    secondaryBtn: 'See All Features',
  },
};

const featureCards: Record<FeatureId, CardText> = {
  'admin-portal': {
    title: 'Admin Portal',
    description:
      "Your institution's own admin portal at its own web address: curriculum, courses, subjects and syllabus, classes and sections, timetables, employees, fees, exams and report cards, with roles and permissions for every member of staff.",
  },
  'mobile-apps': {
    title: 'Mobile Apps',
    description:
      'Two apps for Android and iOS, one for students and one for teachers, working on the same data as your admin portal.',
  },
  'learning-assistant': {
    title: 'Intelligent Learning Assistant',
    description:
      "An AI assistant in the student app answers students' doubts at any hour, and the assessment generator helps teachers draft tests.",
  },
  'student-app': {
    title: 'Student App',
    description:
      'Timetable, study material, assignments, assessments, AI chat and online classes in one app.',
  },
  'faculty-app': {
    title: 'Faculty App',
    description:
      "Attendance, study material, syllabus progress, assessments, online classes, a calendar and the day's schedule, plus profile and password settings.",
  },
  'secure-infrastructure': {
    title: 'Secure Infrastructure',
    description:
      'Passwords are stored only as Argon2id hashes, sessions expire after 7 days and end when you log out, and repeated failed logins are blocked for a while. Each institution works in its own tenant.',
  },
};

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

export const marketing = {
  home: {
    heading: 'Complete School and Coaching Management System',
    lead: 'Free for schools, coaching centres and tuition providers across India.',
  },
  hero: {
    label: 'Highlights',
    slides: heroSlides,
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    indicatorsLabel: 'Choose a slide',
    indicator: (position: number, title: string) => `Show slide ${position}: ${title}`,
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    pauseShort: 'Pause',
    playShort: 'Play',
  },
  apps: {
    names: { student: 'Student app', teacher: 'Teacher app' } satisfies Record<AppId, string>,
    stores: { appStore: 'on the App Store', googlePlay: 'on Google Play' } satisfies Record<StoreId, string>,
    groupLabel: (app: string) => `Download the ${app}`,
  },
  about: {
    heading: 'About Shala',
    body: [
      'Shala is a free web platform for schools, coaching centres and tuition providers in India. You register your institution here, verify your e-mail address and activate it from your dashboard.',
      'Your institution then gets its own admin portal at its own web address, and your students and teachers get apps for Android and iOS.',
    ],
    includedHeading: 'Included for every institution',
    included: [
      'Student management',
      'Faculty management',
      'Course management',
      'Fee management',
      'Attendance tracking',
      'Performance analytics',
      'Online classes',
      'Exams',
      'Report cards',
      'Parent portal',
      'Timetables',
      'Classes and sections',
      'Batches',
      'Study material',
      'AI doubt-resolution assistant',
      'Assessment generation',
      'Role-based access',
    ],
    schoolLink: 'Shala for schools',
    coachingLink: 'Shala for coaching centres',
  },
  features: {
    heading: 'Features',
    lead: 'Everything below is included for every institution, at no cost.',
    free: 'FREE',
    cards: featureCards,
    assistantAction: 'Ask us about it',
  },
  whyFree: {
    heading: 'Why Free?',
    lead: 'Because the price of software should never be the reason a school stays on paper.',
    points: [
      {
        title: '₹0, with no tiers',
        body: 'Every feature on this page is included for every institution. There is no paid plan to upgrade to, no per-student fee and no credit card at sign-up.',
      },
      {
        title: 'For the smallest institutions too',
        body: 'Many schools, coaching centres and tuition classes manage with registers, spreadsheets and messaging groups because paid software does not fit their budget. We want the smallest of them to have the same tools as the largest.',
      },
      {
        title: 'Your data is not the price',
        body: 'Free does not mean paying with your data. We use your details only to run your account, and you can ask us to delete them at any time.',
      },
    ],
  },
  contact: {
    heading: 'Contact Us',
    lead: 'Questions, a demo for your staff, or help moving from registers and spreadsheets? Write to us and we will reply by e-mail. For a demo, tell us which days and times suit you.',
    formLabel: 'Contact form',
    name: 'Name',
    email: 'Email',
    emailHint: 'An e-mail address such as name@school.in',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    submitting: 'Sending...',
    thanksHeading: 'Thank you!',
    thanksBody: (email: string) => `Your message has reached us. We will reply to ${email}.`,
    sendAnother: 'Send another message',
    errors: { sendFailed: 'Failed to send message. Please try again.' },
    validation: contactValidationMessages,
  },
  landing: { school, coaching },
};
