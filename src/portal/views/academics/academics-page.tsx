// Academics (docs/requirements/portal.md#academic-structure): academic years (one current),
// learning centres (the main one cannot be removed) and the classes, each opening its own page.
import type { AcademicYear, LearningCentre } from '@common/api/portal/academics';
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
  const list = useResourceList(academicsActors, { load: 'loadAcademicsPage', act: 'makeYearCurrent' });

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
      <p className="mgmt-muted">{t.lead}</p>
      <ResourceListFrame list={list} label={t.heading}>
        {(data) => {
          const centres = data.centres.map((centre) => ({
            ...centre,
            locked: centre.main ? t.mainLocked : null,
          }));
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
              <h2>{t.classes}</h2>
              <table className="mgmt-table">
                <thead>
                  <tr>
                    <th scope="col">{t.className}</th>
                    <th scope="col">{t.sections}</th>
                    <th scope="col">{t.subjects}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.classes.map((one) => (
                    <tr key={one.id}>
                      <td data-label={t.className}>
                        <PortalLink to="/academics/classes/$classId" params={{ classId: one.id }}>
                          {one.name}
                        </PortalLink>
                      </td>
                      <td data-label={t.sections}>
                        <ul className="mgmt-chips">
                          {one.sections.map((section) => (
                            <li key={section.id}>{section.name}</li>
                          ))}
                        </ul>
                      </td>
                      <td data-label={t.subjects}>{t.subjectCount(one.subjectCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}
