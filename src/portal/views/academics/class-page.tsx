// One class (docs/requirements/portal.md#academic-structure): its sections (a new one is offered
// the next free letter; one with students cannot be removed, and says why) and its subjects with
// their textbooks (renamed, removed after a confirmation, or the school's own added).
import type { Section, Subject } from '@common/api/portal/academics';
import { nextSectionName } from '@portal/api/academics';
import { academicsActors } from '@portal/api/academics-actors';
import { academicsText } from '@portal/i18n/academics';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { NamedListEditor } from '../shared/named-list-editor';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import '../management.css';

function useAcademicsPermissions() {
  const me = usePortalMember();
  return {
    create: hasPermission(me, 'academics.create'),
    edit: hasPermission(me, 'academics.edit'),
    delete: hasPermission(me, 'academics.delete'),
  };
}

export function ClassSections(props: { classId: string; sections: readonly Section[] }) {
  const t = useText(academicsText);
  const can = useAcademicsPermissions();
  const items = props.sections.map((section) => ({
    ...section,
    locked: section.studentCount > 0 ? t.sectionLocked(section.studentCount) : null,
  }));
  return (
    <NamedListEditor
      title={t.sections}
      addLabel={t.newSection}
      items={items}
      actors={academicsActors}
      parentId={props.classId}
      calls={{
        add: can.create ? 'addSection' : undefined,
        rename: can.edit ? 'renameSection' : undefined,
        remove: can.delete ? 'removeSection' : undefined,
      }}
      suggestion={(taken) => nextSectionName(taken.map((section) => section.name))}
    />
  );
}

export function ClassSubjects(props: { classId: string; subjects: readonly Subject[] }) {
  const t = useText(academicsText);
  const can = useAcademicsPermissions();
  return (
    <NamedListEditor
      title={t.subjects}
      addLabel={t.newSubject}
      items={props.subjects}
      actors={academicsActors}
      parentId={props.classId}
      calls={{
        add: can.create ? 'addSubject' : undefined,
        rename: can.edit ? 'renameSubject' : undefined,
        remove: can.delete ? 'removeSubject' : undefined,
      }}
      extra={(subject: Subject) => (
        <span className="mgmt-subject">
          {subject.custom ? <span className="mgmt-badge">{t.ownSubject}</span> : null}
          <span className="mgmt-muted">
            {t.textbooks}:{' '}
            {subject.textbooks?.length
              ? subject.textbooks.map((book) => book.title).join(', ')
              : t.noTextbooks}
          </span>
        </span>
      )}
    />
  );
}

export function ClassPage(props: { classId: string }) {
  const t = useText(academicsText);
  const list = useResourceList(academicsActors, { load: 'loadClass' }, { classId: props.classId });
  return (
    <section className="mgmt-page">
      <p>
        <PortalLink to="/academics">{t.backToAcademics}</PortalLink>
      </p>
      <h1>{list.data?.name ?? t.className}</h1>
      <ResourceListFrame list={list} label={t.className}>
        {(detail) => (
          <div className="mgmt-columns">
            <ClassSections classId={props.classId} sections={detail.sections} />
            <ClassSubjects classId={props.classId} subjects={detail.subjects} />
          </div>
        )}
      </ResourceListFrame>
    </section>
  );
}
