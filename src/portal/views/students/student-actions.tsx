// What a member may do with one student's record, as the page's header shows it: Edit as the one
// primary action, the rest under "More actions" (a disclosure, so every action stays reachable on
// a 360 px phone without pushing the details down), erasure last, apart and marked destructive.

import type { StudentEditorEvent } from '@machines/portal/student-editor.machine';
import { useText } from '@portal/i18n/language';
import { studentsText } from '@portal/i18n/students';
import type { StudentPermissions } from './student-record';

export function StudentActions(props: {
  can: StudentPermissions;
  status: 'active' | 'left' | 'erased';
  /** Actions are offered only while nothing else runs. */
  enabled: boolean;
  send: (event: StudentEditorEvent) => void;
}) {
  const t = useText(studentsText);
  const { can, status, enabled, send } = props;
  const erased = status === 'erased';
  const active = status === 'active';
  const action = (show: boolean, label: string, event: StudentEditorEvent, className?: string) =>
    show ? (
      <button type="button" className={className} disabled={!enabled} onClick={() => send(event)}>
        {label}
      </button>
    ) : null;
  const more = [
    action(can.edit && active, t.move, { type: 'move.open' }),
    action(can.edit && active, t.markLeft, { type: 'leave.open' }),
    action(can.edit && !erased, t.recordConsent, { type: 'consent.open' }),
    action(can.export, t.downloadJson, { type: 'data.download', format: 'json' }),
    action(can.export, t.downloadCsv, { type: 'data.download', format: 'csv' }),
  ].filter(Boolean);
  const erase = action(can.delete && !erased, t.erase, { type: 'erase.open' }, 'mgmt-danger');
  const edit = action(can.edit && !erased, t.edit, { type: 'student.edit' }, 'mgmt-primary');
  if (!edit && more.length === 0 && !erase) return null;
  return (
    <fieldset className="mgmt-record-actions">
      <legend className="visually-hidden">{t.actions}</legend>
      {edit}
      {more.length > 0 || erase ? (
        <details className="mgmt-more">
          <summary>{t.moreActions}</summary>
          <div className="mgmt-more__list">
            {more}
            {erase ? <div className="mgmt-more__danger">{erase}</div> : null}
          </div>
        </details>
      ) : null}
    </fieldset>
  );
}
