// Every path of the whole-school export (docs/requirements/school-data.md#export), through its
// section of the School data page: the exports load (or fail, with a retry); asking starts one
// (or is refused with the server's reason); a queued or running export is followed every two
// seconds, its progress shown, until it is ready, failed or the look fails and is tried again; a
// ready one downloads (or says why it could not); a failed or expired one is asked for again.

import type { SchoolExport, SchoolExportList } from '@common/api/portal/school-data';
import type { Notice } from '@machines/api-failure';
import { schoolExportMachine } from '@machines/portal/school-export.machine';
import { ExportSection } from '@portal/views/school-data/export-section';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import { renderPortal } from './support';

const exportOf = (state: SchoolExport['state'], extra: Partial<SchoolExport> = {}): SchoolExport => ({
  id: `00000000-0000-4000-8000-00000000000${state.length}`,
  state,
  requestedAt: '2026-11-27T04:30:00.000Z',
  requestedBy: 'Asha Rao',
  done: 0,
  total: null,
  readyAt: null,
  expiresAt: null,
  bytes: null,
  ...extra,
});
const listOf = (...exports: SchoolExport[]): SchoolExportList => ({ exports, keptHours: 48 });
const ready = exportOf('ready', {
  readyAt: '2026-11-27T04:31:00.000Z',
  expiresAt: '2026-11-29T04:31:00.000Z',
  bytes: 5120,
});
const running = exportOf('running', { done: 1500, total: 4000 });
const queued = exportOf('queued');

const said = {
  ask: 'Export the school’s data',
  again: 'Export again',
  asking: 'Asking…',
  download: 'Download the ZIP',
  downloading: 'Downloading…',
  retry: 'Try again',
  loading: 'Loading…',
};
/** In English the server's own sentence when it sent one, else the page's. */
const own: Record<string, string> = {
  loadFailed: 'The exports could not be loaded.',
  requestFailed: 'The export could not be started. Try again.',
  downloadFailed: 'The file could not be downloaded. Try again.',
};
const wordsOf = (notice: Notice) => notice.serverText ?? own[notice.code];

describe('school-export machine, through the export section', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  testModelPaths({
    machine: schoolExportMachine,
    file: import.meta.filename,
    runs: [
      {
        eventCases: {
          'xstate.done.actor.listExports': [
            { output: listOf(), label: 'none yet' },
            { output: listOf(ready), label: 'one ready' },
            { output: listOf(running), label: 'one running' },
            { output: listOf(exportOf('failed')), label: 'one failed' },
          ],
          'xstate.error.actor.listExports': [failures.connectionLost],
          'xstate.done.actor.requestExport': [{ output: queued }],
          'xstate.error.actor.requestExport': [
            {
              error: {
                status: 409,
                code: 'school_export_running',
                message: 'An export of the school is already being made: wait for it to finish.',
              },
              label: 'one under way',
            },
          ],
          'xstate.done.actor.pollExports': [
            { output: listOf(running), label: 'still running' },
            { output: listOf(ready), label: 'now ready' },
          ],
          'xstate.error.actor.pollExports': [failures.connectionLost],
          'xstate.done.actor.downloadExport': [{ output: undefined }],
          'xstate.error.actor.downloadExport': [failures.serverFailure],
        },
      },
    ],
    viewContext: (snapshot) => ({ exports: snapshot.context.exports, notice: snapshot.context.notice }),
    open({ inspect }) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const deferred = deferredActors(['listExports', 'requestExport', 'downloadExport']);
      renderPortal(<ExportSection />, { inspect, actors: deferred.actors });
      return { deferred };
    },
    on: {
      'export.retry': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      'export.request': () =>
        act(async () =>
          fireEvent.click(screen.getByRole('button', { name: new RegExp(`^(${said.ask}|${said.again})$`) })),
        ),
      // Without a ready export there is no button: nothing to click, nothing changes.
      'export.download': () =>
        act(async () => {
          const button = screen.queryByRole('button', { name: said.download });
          if (button) fireEvent.click(button);
        }),
    },
    builtIn: ({ deferred }) => ({ deferred, actorOf: { pollExports: 'listExports' } }),
    expect(state, { deferred }) {
      expect(screen.getByRole('heading', { level: 2, name: 'Export everything' })).toBeInTheDocument();
      expect(screen.getByText(/kept for 48 hours, then deleted/)).toBeInTheDocument();
      expect(screen.queryByText(said.loading) !== null).toBe(state.matches('loading'));
      const notice = state.context.notice as Notice | null;
      const alert = screen.queryByRole('alert');
      if (notice) expect(alert).toHaveTextContent(wordsOf(notice) ?? 'no words');
      else expect(alert).toBeNull();
      expect(screen.queryByRole('button', { name: said.retry }) !== null).toBe(state.matches('failed'));
      const latest = (state.context.exports as SchoolExport[])[0];
      const settled = state.matches('idle') || state.matches('downloading') || state.matches('requesting');
      // Asking: only when nothing is under way, and not twice.
      const ask = screen.queryByRole('button', {
        name: new RegExp(`^(${said.ask}|${said.again}|${said.asking})$`),
      });
      expect(ask !== null).toBe(settled);
      if (ask) {
        expect(ask).toHaveTextContent(
          state.matches('requesting') ? said.asking : latest ? said.again : said.ask,
        );
        expect(ask).toHaveProperty('disabled', !state.matches('idle'));
      }
      // The download: the ready export's, once, and only while it is kept.
      const download = screen.queryByRole('button', {
        name: new RegExp(`^(${said.download}|${said.downloading})$`),
      });
      const downloadable =
        (state.matches('idle') || state.matches('downloading')) && latest?.state === 'ready';
      expect(download !== null).toBe(downloadable);
      if (state.matches('downloading')) {
        expect(download).toBeDisabled();
        expect(deferred.inputs('downloadExport')).toEqual([{ id: latest?.id }]);
      }
      if (latest && !state.matches('loading') && !state.matches('failed')) {
        expect(screen.getByText(/Asked for by Asha Rao on/)).toBeInTheDocument();
        if (latest.state === 'running')
          expect(screen.getByText('Exporting: 1500 of 4000 records')).toBeInTheDocument();
        if (latest.state === 'queued') expect(screen.getByText('Waiting to start…')).toBeInTheDocument();
        if (latest.state === 'ready')
          expect(screen.getByText(/The export is ready\. It is kept until/)).toBeInTheDocument();
        if (latest.state === 'failed')
          expect(screen.getByText('The export failed. Ask for it again.')).toBeInTheDocument();
      }
    },
  });
});
