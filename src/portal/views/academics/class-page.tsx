// One class (docs/requirements/portal.md#academic-structure): its sections (a new one is offered
// the next free letter; one with students cannot be removed, and says why) and its subjects with
// their textbooks (renamed, removed after a confirmation, or the school's own added). A coaching
// centre's course shows its batches instead, each with its days, time, room, capacity and
// teacher, added and changed in the batch form.
import type { Section, Subject } from '@common/api/portal/academics';
import type { BatchTeacher } from '@portal/api/academics';
import { nextSectionName } from '@portal/api/academics';
import { academicsActors } from '@portal/api/academics-actors';
import { academicsText } from '@portal/i18n/academics';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useState } from 'react';
import { NamedListEditor } from '../shared/named-list-editor';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { BatchForm, BatchSummary } from './batch-form';
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

/** A course's batches: each with what it is and a Change button; one form open at a time. */
export function CourseBatches(props: {
  classId: string;
  batches: readonly Section[];
  teachers: readonly BatchTeacher[];
  onChanged: () => void;
}) {
  const t = useText(academicsText);
  const can = useAcademicsPermissions();
  // Which form is open: a new batch, one batch's, or none.
  const [open, setOpen] = useState<Section | 'new' | null>(null);
  const words = t.kind.coaching;
  const items = props.batches.map((batch) => ({
    ...batch,
    locked: batch.studentCount > 0 ? t.sectionLocked(batch.studentCount) : null,
  }));
  const form =
    open === null ? null : (
      <BatchForm
        key={open === 'new' ? 'new' : open.id}
        classId={props.classId}
        batch={open === 'new' ? null : open}
        teachers={props.teachers}
        onSaved={() => {
          setOpen(null);
          props.onChanged();
        }}
        onCancel={() => setOpen(null)}
      />
    );
  return (
    <div className="mgmt-batches">
      <NamedListEditor
        key={items.map((batch) => `${batch.id}:${batch.name}`).join()}
        title={words.sections}
        addLabel={words.newSection}
        items={items}
        actors={academicsActors}
        parentId={props.classId}
        calls={{ remove: can.delete ? 'removeSection' : undefined }}
        extra={(batch: Section) => (
          <span className="mgmt-batch">
            <BatchSummary batch={batch} teachers={props.teachers} />
            {can.edit ? (
              <button
                type="button"
                disabled={open !== null}
                aria-label={t.batch.edit(batch.name)}
                onClick={() => setOpen(batch)}
              >
                {t.batch.change}
              </button>
            ) : null}
          </span>
        )}
        onChanged={props.onChanged}
      />
      {form}
      {can.create && open === null ? (
        <button type="button" onClick={() => setOpen('new')}>
          {words.newSection}
        </button>
      ) : null}
    </div>
  );
}

export function ClassPage(props: { classId: string }) {
  const t = useText(academicsText);
  const me = usePortalMember();
  const list = useResourceList(academicsActors, { load: 'loadClass' }, { classId: props.classId });
  const words = t.kind[list.data?.kind ?? me?.tenant.kind ?? 'school'];
  return (
    <section className="mgmt-page">
      <p>
        <PortalLink to="/academics">{t.backToAcademics}</PortalLink>
      </p>
      <h1>{list.data?.name ?? words.className}</h1>
      <ResourceListFrame list={list} label={words.className}>
        {(detail) => (
          <div className="mgmt-columns">
            {detail.kind === 'coaching' ? (
              <CourseBatches
                classId={props.classId}
                batches={detail.sections}
                teachers={detail.teachers}
                onChanged={list.reload}
              />
            ) : (
              <ClassSections classId={props.classId} sections={detail.sections} />
            )}
            <ClassSubjects classId={props.classId} subjects={detail.subjects} />
          </div>
        )}
      </ResourceListFrame>
    </section>
  );
}
