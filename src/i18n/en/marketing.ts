// English texts of the home page and the contact form. The fixed texts are word for word
// ('FREE', 'Why Free?', 'Schedule Demo', 'Get Started for Free', 'Send another message', the contact
// failure). The landing pages' texts are in ./landing.ts.
// Every claim is stated truthfully (docs/requirements/marketing.md#product-claims): what is free,
// what the portal and the two apps do, nothing more.
import { contactValidationMessages } from '@common/contact';
import type { FeatureId } from '@site/content/features';
import type { HeroSlideId, HeroSlideText } from '@site/content/hero-slides';

export interface CardText {
  title: string;
  description: string;
}

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
    errors: {
      sendFailed: 'Failed to send message. Please try again.',
      rateLimited: 'Too many messages from your network. Please wait a few minutes and try again.',
    },
    validation: contactValidationMessages,
  },
};
