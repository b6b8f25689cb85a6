// The school's attendance rules (docs/requirements/school-day.md#attendance): the mode and the
// lock time, changed with attendance.edit.

import type { AttendanceMode, AttendanceSettings } from '@common/api/portal/attendance';
import { getAttendanceSettings, saveAttendanceSettings } from '@portal/api/attendance';
import { attendanceText } from '@portal/i18n/attendance';
import { useText } from '@portal/i18n/language';
import { PortalLink } from '@portal/lib/navigation';
import { useEffect, useState } from 'react';
import '../management.css';
import './attendance.css';

type Status = 'loading' | 'ready' | 'saving' | 'saved';

export function SettingsPage() {
  const t = useText(attendanceText);
  const [settings, setSettings] = useState<AttendanceSettings>({ mode: 'daily', lockTime: '16:00' });
  const [status, setStatus] = useState<Status>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getAttendanceSettings(controller.signal).then(
      (loaded) => {
        setSettings(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(error instanceof Error ? error.message : t.loadFailed);
        setStatus('ready');
      },
    );
    return () => controller.abort();
  }, [t.loadFailed]);
  const save = () => {
    setStatus('saving');
    setFailure(null);
    saveAttendanceSettings(settings).then(
      (saved) => {
        setSettings(saved);
        setStatus('saved');
      },
      (error: unknown) => {
        setFailure(error instanceof Error ? error.message : t.saveFailed);
        setStatus('ready');
      },
    );
  };
  return (
    <section className="mgmt-page attendance">
      <p>
        <PortalLink to="/attendance" className="mgmt-link">
          {t.back}
        </PortalLink>
      </p>
      <h1>{t.settings.heading}</h1>
      {status === 'loading' ? <p role="status">{t.loading}</p> : null}
      <form
        className="mgmt-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <fieldset disabled={status === 'loading' || status === 'saving'}>
          <legend>{t.settings.mode}</legend>
          {(['daily', 'period'] as AttendanceMode[]).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={settings.mode === mode}
                onChange={() => setSettings({ ...settings, mode })}
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
            disabled={status === 'loading' || status === 'saving'}
            onChange={(event) => setSettings({ ...settings, lockTime: event.target.value })}
          />
        </label>
        <button type="submit" disabled={status === 'loading' || status === 'saving'}>
          {t.settings.save}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {status === 'saved' ? <p className="notice notice--success">{t.settings.saved}</p> : null}
      </div>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
