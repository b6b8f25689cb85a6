import Type, { type Static } from 'typebox';
import { languages } from '../../languages';
import { Text } from '../text';
import { ConsentPurpose } from './consent';
import { ExamCard } from './exams';
import { SectionWeek } from './timetable';

// Guardians in their school's portal (docs/requirements/guardians.md): sign-in with a one-time
// code sent to the guardian's phone or e-mail, who is signed in and their children, and each
// child's published results. Routes (under /prod/v1/portal, on the school's address):
//   POST   /guardian/code   GuardianCodeRequest  202, whoever the contact is (no one learns
//          whether a number is a guardian's); 429 over the limits per contact and per network
//   POST   /guardian/session  GuardianSignIn    200 GuardianSession; 401 guardian_code_wrong
//   DELETE /guardian/session                    204 (the guardian's bearer token)
//   GET    /guardian/home                       GuardianHome
//   GET    /guardian/children/:id/results       ChildResults (404 for a child not theirs)
//   GET    /guardian/children/:id/attendance?month=YYYY-MM   ChildAttendance (this month by default)
//   GET    /guardian/children/:id/dues          StudentDues (fee-dues.ts), the fee office's figures
//   GET    /guardian/children/:id/messages      ChildMessages: what the school sent about the child
//   GET    /guardian/children/:id/timetable     ChildTimetable: the week of each of the child's groups
//   GET    /guardian/children/:id/consent       ChildConsent: what the school holds, each purpose
//   PUT    /guardian/children/:id/consent  ConsentChange   the guardian gives or withdraws one

export const GUARDIAN_CODE_DIGITS = 6;
/** How long a code can be used, and how long the page tells the guardian it lasts. */
export const GUARDIAN_CODE_MINUTES = 10;

/** A phone number (+91 98765 43210) or an e-mail address, as the guardian types it. */
export const GuardianContact = Text({
  maxLength: 254,
  required: 'Write your phone number or e-mail address',
  tooLong: 'That is too long for a phone number or an e-mail address',
});

export const GuardianCodeRequest = Type.Object({ contact: GuardianContact });
export type GuardianCodeRequest = Static<typeof GuardianCodeRequest>;

export const GuardianCodeSent = Type.Object({
  /** The code lasts this long from now, if one was sent. */
  minutes: Type.Integer(),
});
export type GuardianCodeSent = Static<typeof GuardianCodeSent>;

export const GuardianSignIn = Type.Object({
  contact: GuardianContact,
  code: Type.String({
    pattern: `^[0-9]{${GUARDIAN_CODE_DIGITS}}$`,
    errorMessage: `The code is ${GUARDIAN_CODE_DIGITS} digits.`,
  }),
});
export type GuardianSignIn = Static<typeof GuardianSignIn>;

export const GuardianChild = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** "Class 6 A"; a coaching student's batches, the home batch first. */
  groups: Type.Array(Type.String()),
});
export type GuardianChild = Static<typeof GuardianChild>;

export const GuardianHome = Type.Object({
  guardian: Type.Object({ name: Type.String(), language: Type.Enum(languages) }),
  school: Type.Object({ name: Type.String(), kind: Type.Enum(['school', 'coaching']) }),
  children: Type.Array(GuardianChild),
});
export type GuardianHome = Static<typeof GuardianHome>;

export const GuardianSession = Type.Object({
  /** The bearer token of the guardian's session: 90 days from signing in. */
  token: Type.String(),
  home: GuardianHome,
});
export type GuardianSession = Static<typeof GuardianSession>;

export const ChildResults = Type.Object({
  child: GuardianChild,
  /** Published results the child may see now, the latest version of each, newest first. */
  results: Type.Array(
    Type.Object({
      termKey: Type.String(),
      termLabel: Type.String(),
      yearName: Type.String(),
      /** A correction's later version says so. */
      version: Type.Integer(),
      publishedAt: Type.String(),
      /** With the child's place in the batch for a test series: theirs alone to see. */
      card: ExamCard,
    }),
  ),
});
export type ChildResults = Static<typeof ChildResults>;

export const ChildAttendanceQuery = Type.Object({
  month: Type.Optional(
    Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: 'A month is written YYYY-MM.' }),
  ),
});
export type ChildAttendanceQuery = Static<typeof ChildAttendanceQuery>;

export const ATTENDANCE_DAY_MARKS = ['present', 'absent', 'late'] as const;

export const ChildAttendance = Type.Object({
  child: GuardianChild,
  /** YYYY-MM. */
  month: Type.String(),
  /** The school's today (YYYY-MM-DD): a day after it has no mark yet. */
  today: Type.String(),
  /**
   * The days attendance was taken, each with the child's mark: the day's (in period mode, the
   * first period's). A coaching student in two batches: absent if absent in either, else late if
   * late in either.
   */
  days: Type.Array(Type.Object({ date: Type.String(), mark: Type.Enum(ATTENDANCE_DAY_MARKS) })),
  present: Type.Integer(),
  absent: Type.Integer(),
  late: Type.Integer(),
});
export type ChildAttendance = Static<typeof ChildAttendance>;

/** What the school holds about a child and each purpose's consent, as their guardian sees it. */
export const ChildConsent = Type.Object({
  child: GuardianChild,
  /** The child's record, itemised, as the school keeps it. */
  record: Type.Object({
    name: Type.String(),
    admissionNumber: Type.String(),
    dateOfBirth: Type.Union([Type.String(), Type.Null()]),
    gender: Type.Union([Type.String(), Type.Null()]),
    address: Type.String(),
    guardians: Type.Array(
      Type.Object({
        name: Type.String(),
        relation: Type.String(),
        phone: Type.String(),
        email: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
  }),
  purposes: Type.Array(
    Type.Object({
      purpose: ConsentPurpose,
      given: Type.Boolean(),
      /** Who gave the consent in force: the guardian in the portal, or the school on record. */
      by: Type.Union([Type.Enum(['guardian', 'school']), Type.Null()]),
      /** The day it was given (YYYY-MM-DD). */
      since: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type ChildConsent = Static<typeof ChildConsent>;

export const ConsentChange = Type.Object({ purpose: ConsentPurpose, given: Type.Boolean() });
export type ConsentChange = Static<typeof ConsentChange>;

/** How many of the child's messages the page lists, newest first. */
export const CHILD_MESSAGES_MAX = 60;

export const ChildMessages = Type.Object({
  child: GuardianChild,
  messages: Type.Array(
    Type.Object({
      /** The school day it was about (YYYY-MM-DD). */
      date: Type.String(),
      kind: Type.Enum(['absent', 'correction']),
      channel: Type.Enum(['email', 'sms', 'whatsapp']),
      /** The guardian it went (or was to go) to, by name. */
      to: Type.String(),
      /** sent; sending; waiting (for that guardian to accept messages); not_sent (stopped, expired, failed, no consent). */
      state: Type.Enum(['sent', 'sending', 'waiting', 'not_sent']),
    }),
  ),
});
export type ChildMessages = Static<typeof ChildMessages>;

/** The week of the child's section (a coaching student's batches: each of them, the home batch first). */
export const ChildTimetable = Type.Object({ child: GuardianChild, weeks: Type.Array(SectionWeek) });
export type ChildTimetable = Static<typeof ChildTimetable>;
