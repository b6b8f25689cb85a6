// Academics (docs/requirements/portal.md#academic-structure): academic years (one current),
// learning centres (the main one cannot be removed) and the classes (a coaching centre's
// courses): added, renamed, moved up or down and removed (not while they have students), each
// opening its own page. With no class yet, the page says so and offers to add the first.
import type { AcademicYear, ClassSummary, LearningCentre } from '@common/api/portal/academics';
import { academicsActors } from '@portal/api/academics-actors';
import { academicsText } from '@portal/i18n/academics';
import { useText } from '@portal/i18n/language';
import { managementText } from '@portal/i18n/management';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { NamedListEditor } from '../shared/named-list-editor';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import '../management.css';

/** Remounts an editor when a refresh brought other rows. */
const keyOf = (prefix: string, items: ReadonlyArray<{ id: string; name: string }>, more = '') =>
  `${prefix}-${items.map((item) => `${item.id}:${item.name}`).join()}-${more}`;

export function AcademicsPage() {
  const t = useText(academicsText);
  const m = useText(managementText);
  const me = usePortalMember();
  const can = {
    create: hasPermission(me, 'academics.create'),
    edit: hasPermission(me, 'academics.edit'),
    delete: hasPermission(me, 'academics.delete'),
  };
  const list = useResourceList(academicsActors, { load: 'loadAcademicsPage', act: 'actOnAcademics' });

  const yearExtra = (year: AcademicYear) =>
    year.current ? (
      <span className="mgmt-badge">{t.current}</span>
    ) : can.edit ? (
      <button
        type="button"
        disabled={!list.idle}
        aria-label={`${t.makeCurrent}: ${year.name}`}
        onClick={() => list.act({ action: 'current', id: year.id })}
      >
        {list.actingOn === year.id ? m.working : t.makeCurrent}
      </button>
    ) : null;

  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.kind[list.data?.kind ?? me?.tenant.kind ?? 'school'].lead}</p>
      <ResourceListFrame list={list} label={t.heading}>
        {(data) => {
          const words = t.kind[data.kind];
          const centres = data.centres.map((centre) => ({
            ...centre,
            locked: centre.main ? t.mainLocked : null,
          }));
          const classes = data.classes.map((one) => ({
            ...one,
            locked: one.sections.some((section) => section.studentCount > 0) ? words.classLocked : null,
          }));
          const classExtra = (one: ClassSummary) => {
            const at = data.classes.findIndex((other) => other.id === one.id);
            const move = (action: 'up' | 'down', label: string, text: string, disabled: boolean) => (
              <button
                type="button"
                disabled={!list.idle || disabled}
                aria-label={label}
                onClick={() => list.act({ action, id: one.id })}
              >
                {text}
              </button>
            );
            return (
              <span className="mgmt-class-extra">
                {one.custom ? null : <span className="mgmt-badge">{t.ncert}</span>}
                <ul className="mgmt-chips" aria-label={words.sections}>
                  {one.sections.map((section) => (
                    <li key={section.id}>{section.name}</li>
                  ))}
                </ul>
                <span className="mgmt-muted">{t.subjectCount(one.subjectCount)}</span>
                <PortalLink
                  to="/academics/classes/$classId"
                  params={{ classId: one.id }}
                  // The visible words first, then whose they are (a name must start as shown).
                  aria-label={`${words.sections}, ${t.subjects}: ${one.name}`}
                >
                  {words.sections}, {t.subjects}
                </PortalLink>
                {can.edit && at >= 0 ? (
                  <span className="mgmt-row-actions">
                    {move('up', t.moveUp(one.name), t.up, at === 0)}
                    {move('down', t.moveDown(one.name), t.down, at === data.classes.length - 1)}
                  </span>
                ) : null}
              </span>
            );
          };
          return (
            <>
              <div className="mgmt-columns">
                <NamedListEditor
                  key={keyOf('years', data.years, data.years.find((year) => year.current)?.id)}
                  title={t.years}
                  addLabel={t.newYear}
                  items={data.years}
                  actors={academicsActors}
                  calls={{ add: can.create ? 'addAcademicYear' : undefined }}
                  extra={yearExtra}
                  onChanged={list.reload}
                />
                <NamedListEditor
                  key={keyOf('centres', data.centres)}
                  title={t.centres}
                  addLabel={t.newCentre}
                  items={centres}
                  actors={academicsActors}
                  calls={{
                    add: can.create ? 'addCentre' : undefined,
                    rename: can.edit ? 'renameCentre' : undefined,
                    remove: can.delete ? 'removeCentre' : undefined,
                  }}
                  extra={(centre: LearningCentre) =>
                    centre.main ? <span className="mgmt-badge">{t.main}</span> : null
                  }
                />
              </div>
              {data.classes.length === 0 ? <p className="mgmt-lead">{words.noClasses}</p> : null}
              <NamedListEditor
                key={keyOf('classes', data.classes)}
                title={words.classes}
                addLabel={words.newClass}
                items={classes}
                actors={academicsActors}
                calls={{
                  add: can.create ? 'addClass' : undefined,
                  rename: can.edit ? 'renameClass' : undefined,
                  remove: can.delete ? 'removeClass' : undefined,
                }}
                extra={classExtra}
                onChanged={list.reload}
              />
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}
