// The fee set-up's calls (docs/requirements/fees.md#fee-heads-and-plans, #concessions-are-rules), as
// common/api/portal/fees.ts and fee-concessions.ts describe them: the settings, fee heads, plans
// and their versions, concession rules and a student's concessions.

import type { Employee } from '@common/api/portal/employees';
import type {
  ConcessionEnd,
  ConcessionGrant,
  ConcessionRule,
  ConcessionRuleInput,
  ConcessionRuleList,
  StudentConcession,
  StudentConcessionList,
} from '@common/api/portal/fee-concessions';
import type {
  FeeHead,
  FeeHeadInput,
  FeeHeadList,
  FeePlan,
  FeePlanDraft,
  FeePlanList,
  FeeSettings,
  NewFeePlan,
  StudentFeeCategoryList,
} from '@common/api/portal/fees';
import { portalFetch, queryString } from './client';
import { listEmployees } from './employees';
import { getStudent } from './students';

const id = (value: string) => encodeURIComponent(value);
const options = (signal?: AbortSignal) => (signal ? { signal } : undefined);

export const getFeeSettings = (signal?: AbortSignal) =>
  portalFetch<FeeSettings>('/fees/settings', options(signal));

export const saveFeeSettings = (settings: FeeSettings) =>
  portalFetch<FeeSettings>('/fees/settings', { method: 'PUT', body: settings });

export const getFeeHeads = (signal?: AbortSignal) => portalFetch<FeeHeadList>('/fees/heads', options(signal));

/** Adds a head (no `id`) or changes one. */
export const saveFeeHead = (headId: string | null, body: FeeHeadInput) =>
  headId
    ? portalFetch<FeeHead>(`/fees/heads/${id(headId)}`, { method: 'PUT', body })
    : portalFetch<FeeHead>('/fees/heads', { method: 'POST', body });

/** The year's plans; the current year's without `yearId`. */
export const getFeePlans = (yearId: string | undefined, signal?: AbortSignal) =>
  portalFetch<FeePlanList>(`/fees/plans${queryString({ yearId })}`, options(signal));

export const createFeePlan = (body: NewFeePlan) =>
  portalFetch<FeePlan>('/fees/plans', { method: 'POST', body });

export const getFeePlan = (planId: string, signal?: AbortSignal) =>
  portalFetch<FeePlan>(`/fees/plans/${id(planId)}`, options(signal));

export const saveFeeDraft = (planId: string, draft: FeePlanDraft) =>
  portalFetch<FeePlan>(`/fees/plans/${id(planId)}/draft`, { method: 'PUT', body: draft });

export const deleteFeeDraft = (planId: string) =>
  portalFetch<FeePlan>(`/fees/plans/${id(planId)}/draft`, { method: 'DELETE' });

export const publishFeePlan = (planId: string) =>
  portalFetch<FeePlan>(`/fees/plans/${id(planId)}/publish`, { method: 'POST' });

export const getConcessionRules = (signal?: AbortSignal) =>
  portalFetch<ConcessionRuleList>('/fees/concession-rules', options(signal));

/** Adds a rule (no `id`) or changes one. */
export const saveConcessionRule = (ruleId: string | null, body: ConcessionRuleInput) =>
  ruleId
    ? portalFetch<ConcessionRule>(`/fees/concession-rules/${id(ruleId)}`, { method: 'PUT', body })
    : portalFetch<ConcessionRule>('/fees/concession-rules', { method: 'POST', body });

export const getStudentConcessions = (studentId: string, signal?: AbortSignal) =>
  portalFetch<StudentConcessionList>(`/fees/students/${id(studentId)}/concessions`, options(signal));

export const setStudentCategories = (studentId: string, categories: readonly string[]) =>
  portalFetch<StudentFeeCategoryList>(`/fees/students/${id(studentId)}/categories`, {
    method: 'PUT',
    body: { categories },
  });

export const grantConcession = (grant: ConcessionGrant) =>
  portalFetch<StudentConcession>('/fees/concessions', { method: 'POST', body: grant });

export const endConcession = (concessionId: string, body: ConcessionEnd) =>
  portalFetch<StudentConcession>(`/fees/concessions/${id(concessionId)}/end`, { method: 'POST', body });

/** The fee heads and the concession rules: the settings page's two lists, read together. */
export interface FeeCatalogue {
  heads: FeeHead[];
  rules: ConcessionRule[];
}

export async function loadFeeCatalogue(signal?: AbortSignal): Promise<FeeCatalogue> {
  const [heads, rules] = await Promise.all([getFeeHeads(signal), getConcessionRules(signal)]);
  return { heads: heads.heads, rules: rules.rules };
}

/** A student's concessions page: who, what they have, and what may be granted to them. */
export interface StudentConcessionsPage {
  /** Null when the member may not read the student's record (no students.view). */
  student: { id: string; name: string; admissionNumber: string } | null;
  concessions: StudentConcession[];
  /** The student's fee categories, and every one the school names (to choose from). */
  categories: string[];
  knownCategories: string[];
  rules: ConcessionRule[];
  heads: FeeHead[];
  /** The staff a staff ward's parent is picked from; empty when the member may not read them. */
  employees: Pick<Employee, 'id' | 'name'>[];
}

/** What the member's role does not let them read is left out, not a failure of the page. */
const unlessForbidden = <T>(call: Promise<T>, otherwise: T): Promise<T> =>
  call.catch((error: unknown) => {
    if ((error as { status?: number }).status === 403) return otherwise;
    throw error;
  });

export async function loadStudentConcessions(
  studentId: string,
  signal?: AbortSignal,
): Promise<StudentConcessionsPage> {
  const [student, concessions, catalogue, employees] = await Promise.all([
    unlessForbidden(getStudent(studentId, signal), null),
    getStudentConcessions(studentId, signal),
    loadFeeCatalogue(signal),
    unlessForbidden(listEmployees(signal), { employees: [] }),
  ]);
  return {
    student: student && { id: student.id, name: student.name, admissionNumber: student.admissionNumber },
    concessions: concessions.concessions,
    categories: concessions.categories,
    knownCategories: concessions.knownCategories,
    rules: catalogue.rules,
    heads: catalogue.heads,
    employees: employees.employees.map((employee) => ({ id: employee.id, name: employee.name })),
  };
}
