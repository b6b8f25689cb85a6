// The timetable (docs/requirements/school-day.md#timetable): choose a section to see its week as a
// printable grid (edited in place with timetable.edit) and its staffing; links to the bell
// schedule, to the member's own week and to any teacher's week.

import { timetableActors } from '@portal/api/timetable-actors';
import type { SectionChoice, TimetablePageData } from '@portal/api/timetable-pages';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useNavigate } from '@tanstack/react-router';
import { NamedOptions } from '../shared/management-kit';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { SectionWeek } from './section-week';
import { StaffingForm } from './staffing-form';
import { TeacherPicker } from './teacher-picker';
import { WeekAllocation } from './week-allocation';
import { PrintButton } from './week-grid';
import '../management.css';
import './timetable.css';

export function TimetablePage(props: { sectionId?: string | undefined }) {
  const t = useText(timetableText);
  const me = usePortalMember();
  const navigate = useNavigate();
  const can = {
    academics: hasPermission(me, 'academics.view'),
    employees: hasPermission(me, 'employees.view'),
    edit: hasPermission(me, 'timetable.edit'),
  };
  const list = useResourceList(timetableActors, { load: 'loadTimetablePage' }, can);
  const choose = (sectionId: string) =>
    void navigate({ to: '/timetable', search: sectionId ? { sectionId } : {} });
  return (
    <section className="mgmt-page">
      <h1>{t.heading}</h1>
      <p className="mgmt-muted">{t.lead}</p>
      <p className="mgmt-buttons tt-no-print">
        <PortalLink to="/timetable/mine">{t.mineLink}</PortalLink>
        <PortalLink to="/timetable/bells">{t.bellsLink}</PortalLink>
      </p>
      <ResourceListFrame list={list} label={t.heading}>
        {(data: TimetablePageData) => {
          const section = data.sections.find((one) => one.id === props.sectionId);
          return (
            <>
              <div className="mgmt-inline-form tt-tools tt-no-print">
                {data.sections.length === 0 ? (
                  <p>
                    <PortalLink to="/academics">{t.noSections}</PortalLink>
                  </p>
                ) : (
                  <label>
                    <span>{t.section}</span>
                    <select value={section?.id ?? ''} onChange={(event) => choose(event.target.value)}>
                      <option value="">{t.chooseSection}</option>
                      <NamedOptions items={data.sections} />
                    </select>
                  </label>
                )}
                {data.teachers.length ? <TeacherPicker teachers={data.teachers} /> : null}
              </div>
              {section ? (
                <SectionPanel key={section.id} section={section} data={data} canEdit={can.edit} />
              ) : null}
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}

function SectionPanel(props: { section: SectionChoice; data: TimetablePageData; canEdit: boolean }) {
  const list = useResourceList(
    timetableActors,
    { load: 'loadSectionWeek', act: 'saveStaffing' },
    props.section,
  );
  return (
    <ResourceListFrame list={list} label={props.section.name}>
      {(data) => (
        <>
          <div className="mgmt-buttons tt-no-print">
            <PrintButton />
          </div>
          <SectionWeek
            // A reloaded week (after a staffing change moves its bells, or a fill) starts the editor again.
            key={JSON.stringify([data.week.days, data.week.entries])}
            sectionId={props.section.id}
            sectionName={props.section.name}
            week={data.week}
            subjects={data.subjects}
            teachers={props.data.teachers}
            canEdit={props.canEdit}
          />
          {props.canEdit && data.subjects.length > 0 ? (
            <WeekAllocation
              sectionId={props.section.id}
              week={data.week}
              subjects={data.subjects}
              teachers={props.data.teachers}
              onFilled={list.reload}
            />
          ) : null}
          {props.canEdit ? (
            <StaffingForm
              sectionId={props.section.id}
              staffing={data.week.section}
              centres={props.data.centres}
              teachers={props.data.teachers}
              busy={!list.idle}
              onSave={(body) => list.act({ action: 'staffing', id: props.section.id, body })}
            />
          ) : null}
        </>
      )}
    </ResourceListFrame>
  );
}
