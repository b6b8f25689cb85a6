// A small class and its answers, shared by the attendance machines' model tests.
import type { ClassList, SubmissionResult } from '@common/api/portal/attendance';
import type { Language } from '@common/languages';
import type { Notice } from '@machines/api-failure';
import type { QueuedSubmission } from '@machines/portal/attendance-sync.machine';

export const SECTION = 'a1b2c3d4-0000-4000-8000-000000000001';
export const ASHA = 'b1b2c3d4-0000-4000-8000-000000000001';
export const RAVI = 'b1b2c3d4-0000-4000-8000-000000000002';

/**
 * Class 7 B's list: open; `locked` (its lock at 16:00 passed) and taken by Anita Rao; `untaken`
 * locked and never taken (no marks); `office` locked, today, so the office may still correct it.
 */
export const classList = (state: 'open' | 'locked' | 'untaken' | 'office' | boolean = 'open'): ClassList => {
  const kind = state === true ? 'locked' : state === false ? 'open' : state;
  const taken = kind !== 'untaken';
  return {
    sectionId: SECTION,
    sectionName: 'Class 7 B',
    date: '2026-11-24',
    period: null,
    students: [
      { id: ASHA, name: 'Asha Verma', rollNumber: 1, mark: null },
      { id: RAVI, name: 'Ravi Kumar', rollNumber: 2, mark: taken ? 'late' : null },
    ],
    locked: kind !== 'open',
    lockTime: '16:00',
    officeMayCorrect: kind === 'office' || kind === 'untaken',
    takenBy: taken && kind !== 'open' ? 'Anita Rao' : null,
    takenAt: taken && kind !== 'open' ? '2026-11-24T03:30:00.000Z' : null,
  };
};

export const queued = (n: number): QueuedSubmission => ({
  sectionId: SECTION,
  sectionName: 'Class 7 B',
  submission: {
    submissionId: `c1b2c3d4-0000-4000-8000-00000000000${n}`,
    date: '2026-11-24',
    takenAt: '2026-11-24T03:30:00.000Z',
    marks: [{ studentId: ASHA, mark: 'absent' }],
  },
});

export const result = (withConflict: boolean, n = 1): SubmissionResult => ({
  submissionId: queued(n).submission.submissionId,
  present: 1,
  absent: 1,
  late: 0,
  conflicts: withConflict
    ? [
        {
          studentId: ASHA,
          studentName: 'Asha Verma',
          yours: 'absent',
          kept: 'present',
          keptBy: 'Anita Rao',
          keptAt: '2026-11-24T03:40:00.000Z',
        },
      ]
    : [],
});

/** Failures as the portal's client reports them: no answer, a refusal with its code, a 500 without one. */
export const failures = {
  connectionLost: {
    error: { status: 0, message: 'Could not reach the server. Check your connection and try again.' },
    label: 'the connection lost',
  },
  forbidden: {
    error: { status: 403, code: 'forbidden', message: 'You do not have permission to do this.' },
    label: 'refused',
  },
  serverFailure: {
    error: { status: 500, message: 'Something went wrong. Please try again.' },
    label: 'a server failure without a code',
  },
} as const;

/** The words a Hindi reader sees for the API's codes (src/portal/i18n/server-errors.ts). */
const HINDI: Record<string, string> = {
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  not_found: 'यह प्रविष्टि नहीं मिली: हो सकता है किसी ने इसे अभी हटाया हो। सूची ताज़ा करें।',
  validation: 'भेजी गई जानकारी में कुछ सही नहीं है। भरे गए खाने जाँचें और फिर से कोशिश करें।',
  attendance_locked: 'इस दिन की उपस्थिति लॉक हो चुकी है: अब इसे लिया या बदला नहीं जा सकता।',
};

const CONNECTION_LOST = {
  en: 'Could not reach the server. Check your connection and try again.',
  hi: 'सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
};

/**
 * What the member reads for a failure: the connection lost, else the server's words for its code
 * in their language, else the screen's own words (`own`).
 */
export function wordsFor(notice: Notice | null, language: Language, own: Record<Language, string>): string {
  if (!notice) return '';
  if (notice.code === 'connectionLost') return CONNECTION_LOST[language];
  if (notice.serverCode)
    return language === 'hi' ? (HINDI[notice.serverCode] ?? 'no Hindi') : (notice.serverText ?? '');
  return own[language];
}
