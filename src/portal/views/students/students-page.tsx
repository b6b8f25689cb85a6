// Students (docs/requirements/students.md#students): the list with what the member's role allows.

import type { StudentQuery } from '@machines/portal/student-query';
import { useText } from '@portal/i18n/language';
import { studentsText } from '@portal/i18n/students';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { StudentsList } from './students-list';
import { useClasses } from './use-classes';
import '../management.css';

export function StudentsPage(props: {
  query: Partial<StudentQuery>;
  onQueryChange: (query: StudentQuery) => void;
}) {
  const t = useText(studentsText);
  const me = usePortalMember();
  const classes = useClasses();
  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <StudentsList
        classes={classes}
        can={{
          create: hasPermission(me, 'students.create'),
          export: hasPermission(me, 'students.export'),
          edit: hasPermission(me, 'students.edit'),
        }}
        query={props.query}
        onQueryChange={props.onQueryChange}
      />
    </section>
  );
}
