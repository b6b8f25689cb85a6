// One student's page, or a new student's (docs/requirements/students.md): the record with what the
// member's role allows, then, for a member who may read the audit log, the history of the
// student's data (an erasure included). A new student, once saved, has their own address.
import { auditText } from '@portal/i18n/audit';
import { useText } from '@portal/i18n/language';
import { studentsText } from '@portal/i18n/students';
import { PortalLink, usePortalNavigate } from '@portal/lib/navigation';
import { lastStudentListSearch } from '@portal/lib/search';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { AuditLog } from '../audit/audit-page';
import { StudentAlerts } from './student-alerts';
import { StudentRecord } from './student-record';
import { useClasses } from './use-classes';
import '../management.css';

export function StudentPage(props: { studentId: string | null; sectionId?: string | undefined }) {
  const t = useText(studentsText);
  const a = useText(auditText);
  const me = usePortalMember();
  const classes = useClasses();
  const navigate = usePortalNavigate();
  // Back to the list as it was left: its search, filters and page.
  const back = (
    <PortalLink to="/students" search={lastStudentListSearch()}>
      {t.backToList}
    </PortalLink>
  );
  return (
    <section className="mgmt-page">
      <p>{back}</p>
      <StudentRecord
        // Another student's address starts again from their record.
        key={props.studentId ?? 'new'}
        studentId={props.studentId}
        classes={classes}
        coaching={me?.tenant.kind === 'coaching'}
        can={{
          edit: hasPermission(me, 'students.edit'),
          delete: hasPermission(me, 'students.delete'),
          export: hasPermission(me, 'students.export'),
        }}
        {...(props.sectionId ? { initialValues: { sectionId: props.sectionId } } : {})}
        onCreated={(id) =>
          void navigate('/students/$studentId', { params: { studentId: id }, replace: true })
        }
        backLink={back}
      >
        {(student) => (
          <>
            <StudentAlerts studentId={student.id} />
            {hasPermission(me, 'audit.view') ? (
              <section className="mgmt-panel" aria-labelledby="student-audit-heading">
                <h2 id="student-audit-heading">{a.history}</h2>
                {/* Read again when the record changes, so an erasure just made is on it. */}
                <AuditLog key={student.updatedAt} studentId={student.id} />
              </section>
            ) : null}
          </>
        )}
      </StudentRecord>
    </section>
  );
}
