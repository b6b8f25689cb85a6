// A school's fee heads, a Class 5 plan at each stage of its life and the server's refusals, shared
// by the fee set-up machines' model tests.
import type { FeeHead, FeePlan, FeePlanVersion } from '@common/api/portal/fees';

export const PLAN = 'f1000000-0000-4000-8000-000000000001';
export const TUITION = 'f2000000-0000-4000-8000-000000000001';
export const TRANSPORT = 'f2000000-0000-4000-8000-000000000002';
const YEAR = 'f3000000-0000-4000-8000-000000000001';
const CLASS_5 = 'f4000000-0000-4000-8000-000000000005';

export const heads: FeeHead[] = [
  { id: TUITION, name: 'Tuition', kind: 'recurring', gstRateBp: 0, position: 1 },
  { id: TRANSPORT, name: 'Transport', kind: 'recurring', gstRateBp: 0, position: 2 },
];

const version = (
  n: number,
  state: 'draft' | 'published',
  effectiveFrom: string,
  tuition: number,
): FeePlanVersion => ({
  id: `f5000000-0000-4000-8000-00000000000${n}`,
  version: n,
  state,
  effectiveFrom,
  instalments: [
    { key: 'i1', label: 'Term 1', dueOn: '2026-04-10', amounts: [{ headId: TUITION, paise: tuition }] },
    {
      key: 'i2',
      label: 'Term 2',
      dueOn: '2026-10-10',
      amounts: [
        { headId: TUITION, paise: tuition },
        { headId: TRANSPORT, paise: 3_000_00 },
      ],
    },
  ],
  publishedAt: state === 'published' ? '2026-03-20T05:00:00.000Z' : null,
  publishedBy: state === 'published' ? 'Meera Iyer' : null,
});

const plan = (versions: FeePlanVersion[]): FeePlan => {
  const published = versions.filter((one) => one.state === 'published').at(-1);
  return {
    id: PLAN,
    name: 'Class 5 fees',
    yearId: YEAR,
    classId: CLASS_5,
    sectionId: null,
    category: null,
    scopeName: 'Class 5',
    publishedVersion: published?.version ?? null,
    hasDraft: versions.some((one) => one.state === 'draft'),
    totalPaise: published ? 33_000_00 : 0,
    versions,
    collected: false,
  };
};

export const plans = {
  /** Just created: an empty draft. */
  created: plan([{ ...version(1, 'draft', '2026-04-01', 0), instalments: [] }]),
  /** Its first draft saved (what the server answers a save with; the page keeps what was typed). */
  drafted: plan([version(1, 'draft', '2026-04-01', 15_000_00)]),
  /** Version 1 billing, nothing else. */
  published: plan([version(1, 'published', '2026-04-01', 15_000_00)]),
  /** Version 1 billing and a revision saved. */
  revising: plan([
    version(1, 'published', '2026-04-01', 15_000_00),
    version(2, 'draft', '2026-10-01', 16_000_00),
  ]),
  /** Version 2 published over version 1. */
  revised: plan([
    version(1, 'published', '2026-04-01', 15_000_00),
    version(2, 'published', '2026-10-01', 16_000_00),
  ]),
};

/** Failures as the portal's client reports them: no answer, refusals by code. */
export const failures = {
  connectionLost: {
    error: { status: 0, message: 'Could not reach the server.' },
    label: 'the connection lost',
  },
  overlaps: {
    error: {
      status: 409,
      code: 'fee_plan_overlaps',
      params: { other: 'Class 5 (old)' },
      message:
        'Another published plan, Class 5 (old), already applies to the same students: give one of them a category or a section.',
    },
    label: 'another plan for the same students',
  },
  riseMidCourse: {
    error: {
      status: 409,
      code: 'fee_rise_mid_course',
      message:
        'This course has started: a new version cannot raise its fees (the 2024 coaching guidelines forbid a rise mid-course).',
    },
    label: 'a rise mid-course',
  },
  empty: {
    error: {
      status: 409,
      code: 'fee_plan_empty',
      message: 'A plan needs at least one instalment with an amount.',
    },
    label: 'an empty plan',
  },
  serverFailure: { error: { status: 500, message: 'Something went wrong.' }, label: 'a server failure' },
} as const;

/** What a Hindi reader sees for those codes (src/portal/i18n/server-errors.ts), the blanks filled. */
export const HINDI: Record<string, string> = {
  fee_plan_overlaps:
    'एक और प्रकाशित योजना, Class 5 (old), इन्हीं विद्यार्थियों पर लागू है: किसी एक को श्रेणी या सेक्शन दें।',
  fee_rise_mid_course:
    'यह कोर्स शुरू हो चुका है: नया संस्करण इसकी फ़ीस नहीं बढ़ा सकता (2024 के कोचिंग दिशानिर्देश कोर्स के बीच फ़ीस बढ़ाने से रोकते हैं)।',
  fee_plan_empty: 'योजना में कम से कम एक किस्त और उसकी राशि होनी चाहिए।',
};
