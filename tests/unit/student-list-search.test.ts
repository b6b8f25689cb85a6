// The students list's address (src/portal/lib/search.ts): what the router hands the list from
// `/students?…`, and what the list writes back.

import { initialQuery } from '@machines/portal/student-query';
import { nextSearch, studentListAddress, studentListSearch } from '@portal/lib/search';
import { describe, expect, it } from 'vitest';

describe('the students list address', () => {
  it('reads the search, filters and page, and drops what is not one of them', () => {
    expect(
      studentListSearch({ q: 'Meera', classId: 'c1', sectionId: 's1', status: 'left', page: 3, utm: 'x' }),
    ).toEqual({ q: 'Meera', classId: 'c1', sectionId: 's1', status: 'left', page: 3 });
    // The router parses digits as numbers: an admission number searched for stays text.
    expect(studentListSearch({ q: 1042 })).toEqual({ q: '1042' });
  });

  it('falls back to the defaults on values of the wrong kind', () => {
    expect(studentListSearch({ status: 'expelled', page: 'two' })).toEqual({});
    expect(studentListSearch({ page: 1 })).toEqual({});
    expect(studentListSearch({ page: 2.5 })).toEqual({});
    // A section is one of a class's: without the class it means nothing.
    expect(studentListSearch({ sectionId: 's1' })).toEqual({});
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(studentListAddress(initialQuery)).toEqual({});
    const query = { ...initialQuery, q: 'Meera', classId: 'c1', page: 2 };
    expect(studentListAddress(query)).toEqual({ q: 'Meera', classId: 'c1', page: 2 });
    expect(studentListSearch(studentListAddress(query))).toEqual({ q: 'Meera', classId: 'c1', page: 2 });
  });
});

describe("sign-in's next address", () => {
  it('keeps a path of the portal with its query', () => {
    expect(nextSearch({ next: '/students?q=Meera' })).toEqual({ next: '/students?q=Meera' });
    expect(nextSearch({ next: '/attendance/register' })).toEqual({ next: '/attendance/register' });
  });

  it('drops anything that could leave the portal, loop back to sign-in, or is no address', () => {
    for (const next of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '/',
      '/sign-in?next=/x',
    ])
      expect(nextSearch({ next }), next).toEqual({ next: undefined });
    expect(nextSearch({ next: 42 })).toEqual({ next: undefined });
    expect(nextSearch({ next: `/${'a'.repeat(2000)}` })).toEqual({ next: undefined });
  });
});
