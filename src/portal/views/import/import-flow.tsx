// The import flow over the import-flow machine: what to import and its template, the file, the
// dry run's result (with the rows the member's permissions refuse), then the running import's
// progress and its outcome, with the rows it skipped still listed and downloadable; the import's
// own page (`importId`) opens it again later. Progress and outcomes are said in a polite live
// region; failures are alerts.

import { XLSX_MEDIA_TYPE } from '@common/api/portal/import-limits';
import type { ImportCheck, ImportKind } from '@common/api/portal/imports';
import { importFlowMachine } from '@machines/portal/import-flow.machine';
import { importsActors } from '@portal/api/imports-actors';
import { importText } from '@portal/i18n/import';
import { usePortalLanguage, useText } from '@portal/i18n/language';
import { useScreenMachine } from '@site/lib/screen-machine';
import { Link } from '@tanstack/react-router';
import { Failure, useNoticeText, Waiting } from '../shared/management-kit';
import { ProblemsTable, RefusedRows } from './problems-table';

const ACCEPT = `.csv,.xlsx,.txt,text/csv,text/plain,${XLSX_MEDIA_TYPE}`;

function Progress({ check }: { check: ImportCheck }) {
  const t = useText(importText);
  // Queued, the bar is there at once without a value (the browser's "under way" bar): the member
  // sees the import has started before the runner takes it up.
  if (check.state === 'queued')
    return (
      <div className="import-progress">
        <progress id="import-progress" aria-label={t.progressLabel} />
        <p>{t.queued}</p>
      </div>
    );
  return (
    <div className="import-progress">
      <progress
        id="import-progress"
        max={Math.max(check.total, 1)}
        value={check.done}
        aria-label={t.progressLabel}
      />
      <p>{t.progress(check.done, check.total)}</p>
    </div>
  );
}

export function ImportFlow({ kinds, importId }: { kinds: readonly ImportKind[]; importId?: string }) {
  const t = useText(importText);
  const { language } = usePortalLanguage();
  const [state, send] = useScreenMachine(
    importFlowMachine,
    { actors: importsActors },
    { kind: kinds[0] ?? 'students', ...(importId ? { importId } : {}) },
  );
  const noticeText = useNoticeText();
  const { kind, file, check, notice } = state.context;
  const preparing = state.matches('preparing');
  const checking = state.matches({ preparing: 'checking' });
  const downloadingTemplate = state.matches({ preparing: { choosing: 'downloadingTemplate' } });
  const downloadingProblems = state.matches({ preparing: { checked: 'downloadingProblems' } });
  const downloadingSkipped = state.matches({ done: 'downloadingSkipped' });
  const skipped = state.matches('done') && check !== null && check.problemCount > 0;
  const checked = state.matches({ preparing: 'checked' }) && check !== null;
  const busy = state.matches('starting') || state.matches('running') || state.matches('cancelling');
  const finished = state.matches('done') || state.matches('cancelled') || state.matches('failed');
  return (
    <div className="import-flow">
      {notice ? <Failure>{noticeText(notice, t.notices)}</Failure> : null}
      {preparing ? (
        <>
          <fieldset className="mgmt-panel import-kinds">
            <legend>{t.kindLegend}</legend>
            {kinds.map((option) => (
              <label key={option} className="import-kind">
                <input
                  type="radio"
                  name="import-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => send({ type: 'kind.choose', kind: option })}
                />
                {t.kinds[option]}
              </label>
            ))}
          </fieldset>
          <section className="mgmt-panel" aria-labelledby="import-template-heading">
            <h2 id="import-template-heading">{t.templateHeading}</h2>
            <p>{t.templateText}</p>
            <div className="mgmt-buttons">
              {(['csv', 'xlsx'] as const).map((format) => (
                <button
                  key={format}
                  type="button"
                  className="mgmt-link"
                  disabled={downloadingTemplate}
                  onClick={() => send({ type: 'template.download', format, language })}
                >
                  {format === 'csv' ? t.templateCsv : t.templateXlsx}
                </button>
              ))}
            </div>
            {downloadingTemplate ? <Waiting>{t.downloading}</Waiting> : null}
          </section>
          <section className="mgmt-panel" aria-labelledby="import-file-heading">
            <h2 id="import-file-heading">{t.fileHeading}</h2>
            <div className="mgmt-field">
              <label htmlFor="import-file">{t.fileLabel}</label>
              <input
                id="import-file"
                type="file"
                accept={ACCEPT}
                aria-describedby="import-file-hint"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen) send({ type: 'file.choose', file: chosen });
                  // The same file, fixed, can be chosen again.
                  event.target.value = '';
                }}
              />
              <span id="import-file-hint" className="mgmt-muted">
                {t.fileHint}
              </span>
            </div>
          </section>
        </>
      ) : null}
      <div className="import-status" role="status" aria-live="polite">
        {state.matches('opening') ? <Waiting>{t.opening}</Waiting> : null}
        {checking && file ? <Waiting>{t.checking(file.name)}</Waiting> : null}
        {checked ? (
          <>
            <h2>
              <span translate="no">{check.fileName}</span> {t.resultHeading}
            </h2>
            <p>{t.summary(check.rows, check.validRows, check.problemCount)}</p>
            <RefusedRows check={check} />
            {check.rows === 0 ? (
              <p>{t.noRows}</p>
            ) : check.validRows === 0 ? (
              <p>{t.noneValid}</p>
            ) : (
              <p>{t.plan(check.toCreate, check.toUpdate, check.unchanged)}</p>
            )}
          </>
        ) : null}
        {busy && check ? (
          <>
            <h2>{t.importing(check.fileName)}</h2>
            {state.matches('starting') ? <p>{t.starting}</p> : <Progress check={check} />}
          </>
        ) : null}
        {finished && check ? (
          <p className="import-outcome">
            {state.matches('done')
              ? t.done(check.created, check.updated)
              : state.matches('cancelled')
                ? t.cancelled(check.done, check.total)
                : `${t.failed}${check.lastError ? ` ${check.lastError}` : ''}`}
          </p>
        ) : null}
      </div>
      {checked && check.problemCount > 0 ? (
        <section className="mgmt-panel" aria-label={t.problemsCaption}>
          <ProblemsTable check={check} />
          <div className="mgmt-buttons">
            <button
              type="button"
              disabled={downloadingProblems}
              onClick={() => send({ type: 'skipped.download', language })}
            >
              {downloadingProblems ? t.downloadingProblems : t.downloadProblems}
            </button>
          </div>
          {check.validRows > 0 ? <p>{t.fixOrImport}</p> : null}
        </section>
      ) : null}
      {checked && check.validRows > 0 ? (
        <div className="mgmt-buttons">
          <button type="button" className="import-run" onClick={() => send({ type: 'import.run' })}>
            {check.problemCount > 0 ? t.runValidOnly(check.validRows) : t.run(check.validRows)}
          </button>
        </div>
      ) : null}
      {busy ? (
        <div className="mgmt-buttons">
          <button
            type="button"
            disabled={!state.matches('running')}
            onClick={() => send({ type: 'import.cancel' })}
          >
            {state.matches('cancelling') ? t.cancelling : t.cancel}
          </button>
        </div>
      ) : null}
      {skipped ? (
        <section className="mgmt-panel" aria-labelledby="import-skipped-heading">
          <h2 id="import-skipped-heading">{t.skippedHeading(check.rows - check.validRows)}</h2>
          <p>{t.skippedText}</p>
          <div className="mgmt-buttons">
            <button
              type="button"
              disabled={downloadingSkipped}
              onClick={() => send({ type: 'skipped.download', language })}
            >
              {downloadingSkipped ? t.downloadingSkipped : t.downloadSkipped(check.rows - check.validRows)}
            </button>
          </div>
          <ProblemsTable check={check} caption={t.skippedCaption} />
          {importId ? null : (
            <p>
              <Link to="/import/$importId" params={{ importId: check.id }}>
                {t.importPage}
              </Link>
            </p>
          )}
        </section>
      ) : null}
      {finished ? (
        <div className="mgmt-buttons">
          <button type="button" onClick={() => send({ type: 'import.again' })}>
            {t.again}
          </button>
        </div>
      ) : null}
    </div>
  );
}
