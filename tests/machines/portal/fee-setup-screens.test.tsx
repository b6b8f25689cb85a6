// The fee set-up screens in the whole portal (docs/requirements/fees.md#fee-heads-and-plans) against
// a stub API that keeps a plan and refuses as the server does: the accountant's everyday task (a
// plan for Class 5 with two instalments, published) with its taps counted; who sees which page
// (a teacher none, a clerk reading without changing); a student's concessions with the sibling rule
// said to apply itself.

import type { ClassSummaryList } from '@common/api/portal/academics';
import type { StudentConcession } from '@common/api/portal/fee-concessions';
import type { FeePlan, FeePlanDraft, FeeSettings, NewFeePlan } from '@common/api/portal/fees';
import type { Me } from '@common/api/portal/session';
import { BUILT_IN_PERMISSIONS, type Permission } from '@common/portal/permissions';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heads, TUITION } from './fee-setup-fixtures';
import { owner, renderPortal, sessionOf } from './support';

const YEAR = 'fb000000-0000-4000-8000-000000000001';
const CLASS_5 = 'fb000000-0000-4000-8000-000000000005';
const NEW_PLAN = 'fb000000-0000-4000-8000-000000000010';
const STUDENT = 'fb000000-0000-4000-8000-000000000020';

const classes: ClassSummaryList = {
  kind: 'school',
  classes: [
    {
      id: CLASS_5,
      grade: 5,
      name: 'Class 5',
      stage: 'primary',
      custom: false,
      position: 5,
      sections: [],
      subjectCount: 6,
    },
  ],
};
const settings: FeeSettings = {
  upiVpa: 'school@sbi',
  upiPayee: 'Vidya Mandir',
  receiptSeries: 'R',
  fineGraceDays: 7,
  fineKind: 'none',
  finePaise: 0,
  fineCapPaise: 0,
  advanceLimitPaise: 0,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  officePhone: '',
  gstMode: false,
  gstin: '',
};
const scholarship: StudentConcession = {
  id: 'fb000000-0000-4000-8000-000000000030',
  ruleId: 'fb000000-0000-4000-8000-000000000031',
  ruleName: 'Merit scholarship',
  kind: 'scholarship',
  mode: 'percent',
  value: 2500,
  validFrom: '2026-04-01',
  validTo: null,
  reason: 'First in the district',
  approvedBy: 'The principal',
  employeeName: null,
  grantedBy: 'Meera Iyer',
  grantedAt: '2026-04-02T05:00:00.000Z',
  endedAt: null,
  endReason: null,
};

const memberAs = (role: 'accountant' | 'office_staff' | 'teacher'): Me => ({
  ...owner,
  id: 'fb000000-0000-4000-8000-000000000099',
  name: 'Kavita Joshi',
  role: { id: 'fb000000-0000-4000-8000-000000000098', name: role, builtIn: role },
  permissions: [...BUILT_IN_PERMISSIONS[role]],
});

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const refused = () =>
  new Response(JSON.stringify({ message: 'You do not have permission to do this.' }), { status: 403 });

/** The permission each call needs, as server/routes/portal's fee routes name them. */
function needs(method: string, path: string): Permission {
  if (['/academic-years', '/learning-centres', '/classes'].includes(path)) return 'academics.view';
  if (path.startsWith('/students/')) return 'students.view';
  if (path === '/employees') return 'employees.view';
  if (path.startsWith('/fees/concession')) return method === 'GET' ? 'fees.view' : 'fees.concession';
  return method === 'GET' ? 'fees.view' : 'fees.configure';
}

/** A school's API with one plan kept in memory: created, drafted and published as the server would. */
function stubApi(me: Me) {
  let plan: FeePlan | null = null;
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.replace('/prod/v1/portal', '').split('?')[0] ?? '';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    if (!me.permissions.includes(needs(method, path))) return refused();
    const route = `${method} ${path}`;
    if (route === 'GET /academic-years')
      return ok({
        years: [{ id: YEAR, name: '2026-27', startsOn: '2026-04-01', endsOn: '2027-03-31', current: true }],
      });
    if (route === 'GET /learning-centres') return ok({ centres: [] });
    if (route === 'GET /classes') return ok(classes);
    if (route === 'GET /fees/plans')
      return ok({ yearId: YEAR, yearName: '2026-27', plans: plan ? [plan] : [] });
    if (route === 'POST /fees/plans') {
      const created = body as NewFeePlan;
      plan = {
        id: NEW_PLAN,
        name: created.name,
        yearId: YEAR,
        classId: created.classId,
        sectionId: created.sectionId,
        category: created.category,
        scopeName: 'Class 5',
        publishedVersion: null,
        hasDraft: true,
        totalPaise: 0,
        collected: false,
        versions: [draftVersion({ effectiveFrom: '2026-04-01', instalments: [] })],
      };
      return ok(plan);
    }
    if (route === `GET /fees/plans/${NEW_PLAN}` && plan) return ok(plan);
    if (route === 'GET /fees/heads') return ok({ heads });
    if (route === `PUT /fees/plans/${NEW_PLAN}/draft` && plan) {
      plan = { ...plan, hasDraft: true, versions: [draftVersion(body as FeePlanDraft)] };
      return ok(plan);
    }
    if (route === `POST /fees/plans/${NEW_PLAN}/publish` && plan) {
      const [draft] = plan.versions;
      if (!draft) return refused();
      const total = draft.instalments.flatMap((one) => one.amounts).reduce((sum, one) => sum + one.paise, 0);
      plan = {
        ...plan,
        hasDraft: false,
        publishedVersion: 1,
        totalPaise: total,
        versions: [
          { ...draft, state: 'published', publishedAt: '2026-03-20T05:00:00.000Z', publishedBy: me.name },
        ],
      };
      return ok(plan);
    }
    if (route === 'GET /fees/settings') return ok(settings);
    if (route === 'GET /fees/concession-rules') return ok({ rules: [] });
    if (route === `GET /fees/students/${STUDENT}/concessions`)
      return ok({
        concessions: [scholarship],
        categories: ['Hostel'],
        knownCategories: ['Hostel', 'New admission'],
      });
    if (route === `GET /students/${STUDENT}`)
      return ok({ id: STUDENT, name: 'Asha Verma', admissionNumber: 'A-101' });
    if (route === 'GET /employees') return ok({ employees: [] });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const draftVersion = (draft: FeePlanDraft): FeePlan['versions'][number] => ({
  id: 'fb000000-0000-4000-8000-000000000011',
  version: 1,
  state: 'draft',
  publishedAt: null,
  publishedBy: null,
  ...draft,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What the accountant does, each a tap or a field typed: counted. */
function person() {
  let count = 0;
  return {
    get taps() {
      return count;
    },
    tap: async (element: HTMLElement) => {
      count += 1;
      await act(async () => fireEvent.click(element));
    },
    type: async (element: HTMLElement, value: string) => {
      count += 1;
      await act(async () => fireEvent.change(element, { target: { value } }));
    },
  };
}

describe('the fee set-up screens', () => {
  it('an accountant sets Class 5’s plan with two instalments and publishes it in ten taps', async () => {
    const me = memberAs('accountant');
    const sent = stubApi(me);
    await renderPortal({ path: '/fees/plans', stored: sessionOf(me) });
    const accountant = person();
    expect(await screen.findByText('No fee plans for this year yet.')).toBeInTheDocument();
    await accountant.tap(screen.getByRole('button', { name: 'New plan' }));
    // The classes arrive with the academic structure: the picker offers Class 5.
    await screen.findByRole('option', { name: 'Class 5' });
    await accountant.type(screen.getByLabelText('Applies to'), `class:${CLASS_5}`);
    expect(screen.getByLabelText('Name')).toHaveValue('Class 5');
    await accountant.tap(screen.getByRole('button', { name: 'Create plan' }));

    // The editor opens on the new plan with one empty instalment to fill.
    const first = await screen.findByRole('group', { name: 'Instalment 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Class 5' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Instalment 2' })).toBeNull();
    await accountant.type(within(first).getByLabelText('Due date'), '2026-04-10');
    await accountant.type(within(first).getByLabelText('Tuition (₹)'), '15000');
    await accountant.tap(screen.getByRole('button', { name: 'Add instalment' }));
    const second = screen.getByRole('group', { name: 'Instalment 2' });
    expect(within(second).getByLabelText('Name')).toHaveValue('Instalment 2');
    await accountant.type(within(second).getByLabelText('Due date'), '2026-10-10');
    await accountant.type(within(second).getByLabelText('Tuition (₹)'), '15000');
    expect(screen.getByText('Total per student for the year: ₹30,000.00')).toBeInTheDocument();
    await accountant.tap(screen.getByRole('button', { name: 'Publish' }));
    const confirm = screen.getByRole('group', {
      name: 'Publish version 1? A published version can never be changed: a later change is a new version.',
    });
    await accountant.tap(within(confirm).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Version 1 is published.')).toBeInTheDocument();
    expect(accountant.taps).toBe(10);
    // What was unsaved was saved first, then published: in paise, the heads with nothing left out.
    const saves = sent.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.body)).toEqual([
      {
        effectiveFrom: '2026-04-01',
        instalments: [
          {
            key: 'i1',
            label: 'Instalment 1',
            dueOn: '2026-04-10',
            amounts: [{ headId: TUITION, paise: 15_000_00 }],
          },
          {
            key: 'i2',
            label: 'Instalment 2',
            dueOn: '2026-10-10',
            amounts: [{ headId: TUITION, paise: 15_000_00 }],
          },
        ],
      },
    ]);
    expect(sent.some((call) => call.method === 'POST' && call.path.endsWith('/publish'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument();
  });

  it('a teacher has no fee pages', async () => {
    const me = memberAs('teacher');
    stubApi(me);
    await renderPortal({ path: '/fees/settings', stored: sessionOf(me) });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('a clerk reads the fee settings without changing them', async () => {
    const me = memberAs('office_staff');
    stubApi(me);
    await renderPortal({ path: '/fees/settings', stored: sessionOf(me) });
    expect(await screen.findByLabelText('School’s UPI ID')).toHaveValue('school@sbi');
    expect(screen.getByLabelText('School’s UPI ID')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(await screen.findByText('Tuition')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fee head' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
    // Schools stay out of GST.
    expect(screen.queryByLabelText('Issue GST tax invoices')).toBeNull();
  });

  it('a student’s concessions say the sibling rule applies itself, offer an end, and show the fee categories', async () => {
    const me = memberAs('accountant');
    stubApi(me);
    await renderPortal({ path: `/fees/students/${STUDENT}/concessions`, stored: sessionOf(me) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Concessions: Asha Verma (A-101)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The sibling concession is never granted here: it applies by itself to the second and later child of a family.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Merit scholarship: 25 %' })).toBeInTheDocument();
    expect(screen.getByText('Reason: First in the district')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Merit scholarship' })).toBeInTheDocument();
    // No rule to grant yet: the page says where to add one instead of offering a grant.
    expect(screen.queryByRole('button', { name: 'Grant a concession' })).toBeNull();
    expect(
      screen.getByText('There is no concession rule to grant: add one in the fee settings.'),
    ).toBeInTheDocument();
    // The categories decide which plan applies; the accountant (fees.configure) may change them.
    expect(screen.getByRole('heading', { level: 2, name: 'Fee categories' })).toBeInTheDocument();
    expect(screen.getByText('Hostel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change categories' }));
    expect((screen.getByRole('checkbox', { name: 'Hostel' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'New admission' }) as HTMLInputElement).checked).toBe(false);
  });
});
