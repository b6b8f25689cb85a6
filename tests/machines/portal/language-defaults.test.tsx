// A Hindi office writes to people in Hindi unless it says otherwise: the invitation's language and a
// new guardian's language start as the portal's own (issue 33), not English.

import type { ClassSummary } from '@common/api/portal/academics';
import { InviteMemberForm } from '@portal/views/members/invite-member-form';
import { StudentRecord } from '@portal/views/students/student-record';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredActors } from '../support/model';
import { ids, renderPortal } from './support';

const roles = [{ id: ids.teacherRole, name: 'Teacher', builtIn: 'teacher' }];
const classes: ClassSummary[] = [];

describe("the portal's language as the starting language of what it sends", () => {
  it('starts an invitation in Hindi in a Hindi portal, and in English in an English one', () => {
    const { unmount } = renderPortal(<InviteMemberForm roles={roles} onInvited={vi.fn()} />, {
      language: 'hi',
      actors: deferredActors(['inviteMember']).actors,
    });
    expect((document.getElementById('invite-language') as HTMLSelectElement).value).toBe('hi');
    unmount();
    renderPortal(<InviteMemberForm roles={roles} onInvited={vi.fn()} />, {
      actors: deferredActors(['inviteMember']).actors,
    });
    expect((document.getElementById('invite-language') as HTMLSelectElement).value).toBe('en');
  });

  it("starts every new guardian of a new student in the portal's Hindi", async () => {
    renderPortal(
      <StudentRecord
        studentId={null}
        classes={classes}
        can={{ edit: true, delete: true, export: true }}
        onCreated={vi.fn()}
      />,
      { language: 'hi', actors: deferredActors(['saveStudent']).actors },
    );
    const languageOf = (index: number) =>
      (document.getElementById(`student-guardian-${index}-language`) as HTMLSelectElement | null)?.value;
    expect(languageOf(0)).toBe('hi');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'अभिभावक जोड़ें' })));
    expect(languageOf(1)).toBe('hi');
  });
});
