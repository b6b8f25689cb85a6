// The query parameters the portal's pages read.
import type { StudentStatus } from '@common/api/portal/students';
import { initialQuery, type ReachFilter, type StudentQuery } from '@machines/portal/student-query';

/** `?token=`: a string when present, otherwise absent. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const { token } = search;
  // The router parses numbers and JSON in the query: a token of digits must stay a string.
  if (typeof token === 'string' && token) return { token };
  if (typeof token === 'number') return { token: String(token) };
  return {};
}

/**
 * `?next=`: where a visitor sent to sign in was going (`/students?q=Meera`), so signing in takes
 * them there and not to the home page. Only a path of this portal: anything that could leave it
 * (`//evil.example`, `/\\evil.example`, `https:…`) or loop back to sign-in is dropped.
 */
export function nextSearch(search: Record<string, unknown>): { next?: string | undefined } {
  // Always the key: the router lays a route's validated search over the raw query, so a refused
  // value must be overwritten, not left out.
  const refused = { next: undefined };
  const { next } = search;
  if (typeof next !== 'string' || next.length > 2000) return refused;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return refused;
  if (next === '/' || next.startsWith('/sign-in')) return refused;
  return { next };
}

/** Every status, checked complete by its type (the contract's list would bring TypeBox along). */
const STATUSES: Record<StudentStatus, true> = { active: true, left: true, erased: true };
const REACH: Record<Exclude<ReachFilter, ''>, true> = {
  unreachable: true,
  no_consent: true,
  no_contact: true,
  unconfirmed: true,
  declined: true,
};

/**
 * The students list's search, filters and page in its address (`/students?classId=…&page=2`), so
 * a student opened from a filtered list comes back to it, and a list can be bookmarked. Anything
 * else in the address is dropped; a value of the wrong kind falls back to the list's default.
 */
export function studentListSearch(search: Record<string, unknown>): Partial<StudentQuery> {
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const query: Partial<StudentQuery> = {};
  const q = text(search.q);
  if (q) query.q = q;
  const classId = text(search.classId);
  if (classId) query.classId = classId;
  const sectionId = text(search.sectionId);
  if (classId && sectionId) query.sectionId = sectionId;
  if (typeof search.status === 'string' && Object.hasOwn(STATUSES, search.status))
    query.status = search.status as StudentStatus;
  if (typeof search.reach === 'string' && Object.hasOwn(REACH, search.reach))
    query.reach = search.reach as ReachFilter;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** The address's part of a list query: what differs from the defaults. */
export function studentListAddress(query: StudentQuery): Partial<StudentQuery> {
  return Object.fromEntries(
    Object.entries(query).filter(([field, value]) => value !== initialQuery[field as keyof StudentQuery]),
  );
}

/** The list's query as last shown in this tab, for the student page's way back to it. */
let lastListSearch: Record<string, string> = {};

export function rememberStudentList(search: Partial<StudentQuery>): void {
  lastListSearch = Object.fromEntries(Object.entries(search).map(([field, value]) => [field, String(value)]));
}

export const lastStudentListSearch = (): Record<string, string> => lastListSearch;
