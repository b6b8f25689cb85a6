// The whole export (machines/portal/school-export.machine.ts): ask, follow the progress, download.

import { latestExport, schoolExportMachine } from '@machines/portal/school-export.machine';
import { schoolDataActors } from '@portal/api/school-data-actors';
import { useInstantText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { schoolDataText } from '@portal/i18n/school-data';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';

export function ExportSection() {
  const t = useText(schoolDataText);
  const noticeText = useNoticeText();
  const when = useInstantText('dateAndTime');
  const [state, send] = useScreenMachine(schoolExportMachine, { actors: schoolDataActors });
  const { notice, keptHours } = state.context;
  const latest = latestExport(state.context);
  const following = state.matches('following') || state.matches('polling');
  const settled = state.matches('idle') || state.matches('downloading');
  return (
    <section aria-labelledby="export-heading">
      <h2 id="export-heading">{t.export.heading}</h2>
      <p>{t.export.lead(keptHours)}</p>
      {state.matches('loading') ? <Waiting>{t.loading}</Waiting> : null}
      {state.matches('failed') ? (
        <div className="mgmt-list-failed">
          <Failure>{noticeText(notice, t.export)}</Failure>
          <button type="button" onClick={() => send({ type: 'export.retry' })}>
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {latest && !state.matches('loading') && !state.matches('failed') ? (
        <div role="status" aria-live="polite">
          <p>{t.export.requestedBy(latest.requestedBy, when(latest.requestedAt))}</p>
          {latest.state === 'queued' ? <p>{t.export.queued}</p> : null}
          {latest.state === 'running' ? (
            <p>
              <label>
                {t.export.running(latest.done, latest.total)}{' '}
                <progress max={latest.total ?? undefined} value={latest.total ? latest.done : undefined}>
                  {t.export.progress}
                </progress>
              </label>
            </p>
          ) : null}
          {latest.state === 'ready' && latest.expiresAt ? (
            <p>{t.export.ready(when(latest.expiresAt))}</p>
          ) : null}
          {latest.state === 'failed' ? <p>{t.export.failed}</p> : null}
          {latest.state === 'expired' ? <p>{t.export.expired}</p> : null}
        </div>
      ) : null}
      {settled && latest?.state === 'ready' ? (
        <p>
          <button
            type="button"
            disabled={state.matches('downloading')}
            onClick={() => send({ type: 'export.download' })}
          >
            {state.matches('downloading') ? t.export.downloading : t.export.download}
          </button>
        </p>
      ) : null}
      {settled || state.matches('requesting') ? (
        <p>
          <button
            type="button"
            disabled={!state.can({ type: 'export.request' })}
            onClick={() => send({ type: 'export.request' })}
          >
            {state.matches('requesting') ? t.export.requesting : latest ? t.export.again : t.export.request}
          </button>
        </p>
      ) : null}
      {following && !latest ? <Waiting>{t.export.queued}</Waiting> : null}
      {notice && !state.matches('failed') ? <Failure>{noticeText(notice, t.export)}</Failure> : null}
    </section>
  );
}
