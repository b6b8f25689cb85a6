// The bell schedule (docs/requirements/school-day.md#timetable): choose a learning centre and a
// weekday to see its periods; with timetable.edit they are edited and saved as one day.

import type { LearningCentreList } from '@common/api/portal/academics';
import type { BellSchedule } from '@common/api/portal/timetable';
import { timetableActors } from '@portal/api/timetable-actors';
import { useText } from '@portal/i18n/language';
import { timetableText } from '@portal/i18n/timetable';
import { PortalLink } from '@portal/lib/navigation';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useState } from 'react';
import { NamedOptions } from '../shared/management-kit';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';
import { BellDayEditor } from './bell-day-editor';
import '../management.css';
import './timetable.css';

export function BellSchedulePage() {
  const t = useText(timetableText);
  const list = useResourceList(timetableActors, { load: 'loadCentres' });
  const [centreId, setCentreId] = useState('');
  const [weekday, setWeekday] = useState(1);
  return (
    <section className="mgmt-page">
      <h1>{t.bells.heading}</h1>
      <p className="mgmt-muted">{t.bells.lead}</p>
      <p className="mgmt-buttons">
        <PortalLink to="/timetable">{t.heading}</PortalLink>
      </p>
      {/* One Refresh on the page: the chosen day's (the centres seldom change). */}
      <ResourceListFrame list={list} label={t.bells.heading} refresh={false}>
        {(data: LearningCentreList) => {
          const chosen =
            centreId || data.centres.find((centre) => centre.main)?.id || data.centres[0]?.id || '';
          return (
            <>
              <div className="mgmt-inline-form tt-tools">
                <label>
                  <span>{t.bells.centre}</span>
                  <select value={chosen} onChange={(event) => setCentreId(event.target.value)}>
                    <NamedOptions items={data.centres} />
                  </select>
                </label>
                <label>
                  <span>{t.bells.weekday}</span>
                  <select value={weekday} onChange={(event) => setWeekday(Number(event.target.value))}>
                    {t.weekdays.map((day, index) => (
                      <option key={day} value={index + 1}>
                        {day}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {chosen ? <CentreDay key={`${chosen}:${weekday}`} centreId={chosen} weekday={weekday} /> : null}
            </>
          );
        }}
      </ResourceListFrame>
    </section>
  );
}

function CentreDay(props: { centreId: string; weekday: number }) {
  const t = useText(timetableText);
  const me = usePortalMember();
  const list = useResourceList(timetableActors, { load: 'loadBellSchedule' }, { centreId: props.centreId });
  const day = t.weekdays[props.weekday - 1] ?? '';
  return (
    <ResourceListFrame list={list} label={`${t.bells.heading}: ${day}`}>
      {(schedule: BellSchedule) => {
        const periods = schedule.days.find((one) => one.weekday === props.weekday)?.periods ?? [];
        if (hasPermission(me, 'timetable.edit'))
          return (
            <BellDayEditor
              caption={t.bells.caption(day)}
              centreId={props.centreId}
              weekday={props.weekday}
              periods={periods}
              onCopied={list.reload}
            />
          );
        return (
          <div className="mgmt-scroll">
            <table className="tt-grid tt-bell-table">
              <caption>{t.bells.caption(day)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.bellColumns.number}</th>
                  <th scope="col">{t.bellColumns.startsAt}</th>
                  <th scope="col">{t.bellColumns.endsAt}</th>
                  <th scope="col">{t.bellColumns.label}</th>
                </tr>
              </thead>
              <tbody>
                {periods.map((period) => (
                  <tr key={period.number}>
                    <th scope="row">{period.number}</th>
                    <td data-label={t.bellColumns.startsAt}>{period.startsAt}</td>
                    <td data-label={t.bellColumns.endsAt}>{period.endsAt}</td>
                    <td data-label={t.bellColumns.label}>{period.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </ResourceListFrame>
  );
}
