import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type PortalTestApp, portalCall, type School } from './portal-helpers';
import { firstSectionId } from './portal-records';

// A school's fees made through its portal API, for the fee tests: heads, a published plan, a
// family of children sharing a guardian's phone, and calls that expect their status.

export interface FeeCalls {
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    token?: string,
  ): Promise<unknown>;
  /** The call's status and body, whatever it is. */
  raw(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** Calls as the owner (or `token`), failing with the server's logged error when a 2xx was expected. */
export function feeCalls(subject: PortalTestApp, school: School): FeeCalls {
  const raw: FeeCalls['raw'] = async (method, path, payload, token) => {
    const response = await portalCall(subject.app, school.host, method, path, {
      token: token ?? school.ownerToken,
      ...(payload === undefined ? {} : { payload }),
    });
    const body = response.body ? (response.json() as Record<string, unknown>) : {};
    if (response.statusCode >= 500) {
      const errors = subject.logs.entries().filter((entry) => Number(entry.level) >= 50);
      throw new Error(`${method} ${path}: ${response.statusCode} ${JSON.stringify(errors.at(-1))}`);
    }
    return { status: response.statusCode, body };
  };
  return {
    raw,
    async call(method, path, payload, token) {
      const { status, body } = await raw(method, path, payload, token);
      expect(status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
      return body;
    },
  };
}

export interface FeeSchool {
  tuitionId: string;
  transportId: string;
  planId: string;
  sectionId: string;
}

/**
 * Tuition and Transport; a plan for the first section's class with two instalments
 * (Term 1 due 10 April: 12,000 + 3,000; Term 2 due 10 October: 12,000 + 3,000), published.
 */
export async function feePlanForClass(
  calls: FeeCalls,
  subject: PortalTestApp,
  school: School,
): Promise<FeeSchool> {
  const tuition = (await calls.call('POST', '/fees/heads', {
    name: 'Tuition',
    kind: 'recurring',
    gstRateBp: 0,
  })) as {
    id: string;
  };
  const transport = (await calls.call('POST', '/fees/heads', {
    name: 'Transport',
    kind: 'recurring',
    gstRateBp: 0,
  })) as {
    id: string;
  };
  const sectionId = await firstSectionId(subject.app, school);
  const classes = (await calls.call('GET', '/classes')) as {
    classes: { id: string; sections: { id: string }[] }[];
  };
  const classId = classes.classes.find((klass) =>
    klass.sections.some((section) => section.id === sectionId),
  )?.id;
  const plan = (await calls.call('POST', '/fees/plans', {
    name: 'Class fees',
    classId,
    sectionId: null,
    category: null,
  })) as { id: string; versions: { effectiveFrom: string }[] };
  await calls.call('PUT', `/fees/plans/${plan.id}/draft`, {
    effectiveFrom: plan.versions[0]?.effectiveFrom,
    instalments: [
      {
        key: 'i1',
        label: 'Term 1',
        dueOn: '2026-04-10',
        amounts: [
          { headId: tuition.id, paise: 1_200_000 },
          { headId: transport.id, paise: 300_000 },
        ],
      },
      {
        key: 'i2',
        label: 'Term 2',
        dueOn: '2026-10-10',
        amounts: [
          { headId: tuition.id, paise: 1_200_000 },
          { headId: transport.id, paise: 300_000 },
        ],
      },
    ],
  });
  await calls.call('POST', `/fees/plans/${plan.id}/publish`);
  return { tuitionId: tuition.id, transportId: transport.id, planId: plan.id, sectionId };
}

/** A student of the section with one guardian: the phone decides the family. */
export async function feeStudent(
  calls: FeeCalls,
  sectionId: string,
  name: string,
  phone: string,
  dateOfBirth: string | null = null,
): Promise<string> {
  const student = (await calls.call('POST', '/students', {
    admissionNumber: `A-${randomUUID().slice(0, 8)}`,
    name,
    sectionId,
    ...(dateOfBirth ? { dateOfBirth } : {}),
    guardians: [{ name: 'Sunita Devi', relation: 'mother', phone }],
  })) as { id: string };
  return student.id;
}

export const attempt = () => randomUUID();
