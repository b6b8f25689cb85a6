// The defaulters (docs/requirements/fees.md#reports-each-with-a-csv): students whose fees are
// overdue, the whole school or one section, in the ageing bands 0-30, 31-60 and 60+ days with
// their counts and amounts; with fees.collect, a reminder to the families of the students ticked,
// or of everyone listed, in one tap (machines/portal/fee-reminders.machine.ts).

import type { Defaulters } from '@common/api/portal/fee-reports';
import {
  type FeeRemindersEvent,
  feeRemindersMachine,
  REMINDERS_MAX_STUDENTS,
  remindedBy,
} from '@machines/portal/fee-reminders.machine';
import { feeReportsActors } from '@portal/api/fee-reports-actors';
import { useDateText, useInstantText } from '@portal/i18n/dates';
import { feeReportText } from '@portal/i18n/fee-reports';
import { useText } from '@portal/i18n/language';
import { hasPermission, usePortalMember } from '@portal/lib/use-portal-member';
import { useScreenMachine } from '@site/lib/screen-machine';
import type { SnapshotFrom } from 'xstate';
import { Failure, useNoticeText } from '../../shared/management-kit';
import { useResourceList } from '../../shared/resource-list-view';
import { ReportFrame, useFeeReport, useRupees } from './report-frame';

export function DefaultersPage(props: { sectionId: string; onSection?: (sectionId: string) => void }) {
  const t = useText(feeReportText);
  const me = usePortalMember();
  const report = useFeeReport({ load: 'loadDefaulters', download: 'downloadDefaulters' }, props.sectionId);
  const [reminders, remind] = useScreenMachine(feeRemindersMachine, {
    actors: feeReportsActors,
    // Each student's last reminder shows once the list loads again.
    actions: { remindersSent: () => report.send({ type: 'report.reload' }) },
  });
  return (
    <ReportFrame
      report={report}
      heading={t.defaulters.heading}
      filter={
        <SectionFilter
          sectionId={report.state.context.filter}
          onChange={(sectionId) => {
            report.send({ type: 'report.filter', filter: sectionId });
            props.onSection?.(sectionId);
          }}
        />
      }
    >
      {(defaulters) => (
        <DefaultersShown
          defaulters={defaulters}
          reminders={hasPermission(me, 'fees.collect') ? { state: reminders, send: remind } : null}
        />
      )}
    </ReportFrame>
  );
}

/** The school's sections, or all of them; while they load (or failed) only "All sections". */
function SectionFilter(props: { sectionId: string; onChange: (sectionId: string) => void }) {
  const t = useText(feeReportText);
  const sections = useResourceList(feeReportsActors, { load: 'loadFeeSections' });
  return (
    <>
      <label>
        {t.section}{' '}
        <select value={props.sectionId} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{t.defaulters.allSections}</option>
          {(sections.data ?? []).map((section) => (
            <option key={section.id} value={section.id}>
              {section.label}
            </option>
          ))}
        </select>
      </label>
      {sections.state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{t.defaulters.sectionsFailed}</Failure>
          <button type="button" onClick={() => sections.send({ type: 'list.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
    </>
  );
}

interface Reminders {
  state: SnapshotFrom<typeof feeRemindersMachine>;
  send: (event: FeeRemindersEvent) => void;
}

function DefaultersShown(props: { defaulters: Defaulters; reminders: Reminders | null }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const day = useDateText();
  const { defaulters, reminders } = props;
  const listed = defaulters.students.map((one) => one.studentId);
  const selected = reminders?.state.context.selected ?? [];
  return (
    <>
      <h2>{t.defaulters.asOf(day(defaulters.asOf))}</h2>
      <div className="mgmt-scroll">
        <table className="mgmt-matrix">
          <caption>{t.defaulters.ageing}</caption>
          <thead>
            <tr>
              <th scope="col">{t.defaulters.band}</th>
              <th scope="col">{t.defaulters.students}</th>
              <th scope="col">{t.defaulters.dueNow}</th>
            </tr>
          </thead>
          <tbody>
            {defaulters.bands.map((band) => (
              <tr key={band.band}>
                <th scope="row">{t.defaulters.bands[band.band]}</th>
                <td>{band.count}</td>
                <td className="fee-money">{rupees(band.paise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {defaulters.students.length === 0 ? (
        <p>{t.defaulters.empty}</p>
      ) : (
        <>
          {reminders ? <ReminderBar reminders={reminders} listed={listed} /> : null}
          <DefaultersTable defaulters={defaulters} reminders={reminders} selected={selected} />
        </>
      )}
    </>
  );
}

function ReminderBar({ reminders, listed }: { reminders: Reminders; listed: string[] }) {
  const t = useText(feeReportText);
  const noticeText = useNoticeText();
  const { state, send } = reminders;
  const { selected, result, notice } = state.context;
  const sending = state.matches('sending');
  const count = remindedBy(selected, listed).length;
  const ticked = selected.some((id) => listed.includes(id));
  const tooMany = count > REMINDERS_MAX_STUDENTS;
  return (
    <div className="mgmt-panel">
      <button
        type="button"
        className="mgmt-primary"
        disabled={sending || tooMany}
        onClick={() => send({ type: 'reminder.send', studentIds: listed })}
      >
        {sending
          ? t.defaulters.sending
          : ticked
            ? t.defaulters.remindSelected(count)
            : t.defaulters.remindAll(count)}
      </button>
      {tooMany ? <p className="mgmt-muted">{t.defaulters.tooMany(REMINDERS_MAX_STUDENTS)}</p> : null}
      <p role="status">{result ? t.defaulters.sent(result.sent, result.skipped) : ''}</p>
      {notice ? <Failure>{noticeText(notice, { ...t, ...t.defaulters })}</Failure> : null}
    </div>
  );
}

function DefaultersTable(props: { defaulters: Defaulters; reminders: Reminders | null; selected: string[] }) {
  const t = useText(feeReportText);
  const rupees = useRupees();
  const instant = useInstantText('dateAndTime');
  const { reminders } = props;
  return (
    <div className="mgmt-scroll">
      <table className="mgmt-table">
        <caption className="visually-hidden">{t.defaulters.heading}</caption>
        <thead>
          <tr>
            {reminders ? <th scope="col">{t.defaulters.remind}</th> : null}
            <th scope="col">{t.student}</th>
            <th scope="col" className="fee-minor">
              {t.section}
            </th>
            <th scope="col">{t.defaulters.dueNow}</th>
            <th scope="col">{t.defaulters.overdue}</th>
            <th scope="col" className="fee-minor">
              {t.defaulters.guardianPhone}
            </th>
            <th scope="col" className="fee-minor">
              {t.defaulters.lastReminder}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.defaulters.students.map((student) => (
            <tr key={student.studentId}>
              {reminders ? (
                <td data-label={t.defaulters.remind}>
                  <input
                    type="checkbox"
                    aria-label={t.defaulters.pick(student.name)}
                    checked={props.selected.includes(student.studentId)}
                    disabled={!reminders.state.matches('idle')}
                    onChange={() => reminders.send({ type: 'reminder.toggle', studentId: student.studentId })}
                  />
                </td>
              ) : null}
              <td data-label={t.student}>
                <span>
                  {student.name} <span className="mgmt-muted">({student.admissionNumber})</span>
                </span>
              </td>
              <td data-label={t.section} className="fee-minor">
                {student.sectionName ?? t.none}
              </td>
              <td data-label={t.defaulters.dueNow} className="fee-money">
                {rupees(student.dueNowPaise)}
              </td>
              <td data-label={t.defaulters.overdue}>{t.defaulters.overdueDays(student.overdueDays)}</td>
              <td data-label={t.defaulters.guardianPhone} className="fee-minor">
                {student.guardianPhone ? (
                  <a href={`tel:${student.guardianPhone}`}>{student.guardianPhone}</a>
                ) : (
                  t.none
                )}
              </td>
              <td data-label={t.defaulters.lastReminder} className="fee-minor">
                {student.lastReminderAt ? instant(student.lastReminderAt) : t.defaulters.never}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
