// The school's attendance rules (docs/requirements/school-day.md#attendance): the mode and the
// lock time, changed with attendance.edit (machines/portal/attendance-settings.machine.ts).

import type { AttendanceMode } from '@common/api/portal/attendance';
import { attendanceSettingsMachine } from '@machines/portal/attendance-settings.machine';
import { attendanceActors } from '@portal/api/attendance-actors';
import { attendanceText } from '@portal/i18n/attendance';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import '../management.css';
import './attendance.css';

const MODES: readonly AttendanceMode[] = ['daily', 'period'];

export function SettingsPage() {
  const t = useText(attendanceText);
  const noticeText = useNoticeText();
  const [state, send] = useScreenMachine(attendanceSettingsMachine, { actors: attendanceActors });
  const { settings, notice } = state.context;
  const saving = state.matches('saving');
  return (
    <section className="mgmt-page attendance">
      <p>
        <PortalLink to="/attendance" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{t.settings.heading}</h1>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t)}</Failure>
          <button type="button" onClick={() => send({ type: 'settings.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {state.matches('editing') || saving || state.matches('saved') ? (
        <form
          className="mgmt-form"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'settings.save' });
          }}
        >
          <fieldset className="mgmt-choices" disabled={saving}>
            <legend>{t.settings.mode}</legend>
            {MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={settings.mode === mode}
                  onChange={() => send({ type: 'settings.change', mode })}
                />{' '}
                {t.settings[mode]}
              </label>
            ))}
          </fieldset>
          <label className="mgmt-field">
            {t.settings.lockTime}
            <input
              type="time"
              required
              value={settings.lockTime}
              disabled={saving}
              onChange={(event) => send({ type: 'settings.change', lockTime: event.target.value })}
            />
          </label>
          <button type="submit" disabled={!state.can({ type: 'settings.save' })}>
            {saving ? t.settings.saving : t.settings.save}
          </button>
        </form>
      ) : null}
      <div role="status" aria-live="polite">
        {state.matches('saved') ? <p className="notice notice--success">{t.settings.saved}</p> : null}
      </div>
      {notice && !state.matches('failed') ? <Failure>{noticeText(notice, t)}</Failure> : null}
    </section>
  );
}
