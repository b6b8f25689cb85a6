// Every path of the marks-entry machine (docs/requirements/exams.md#marks-entry-on-the-phone),
// through the marks sheet in Hindi: the sheet from the server or the phone's copy, a mark typed
// (or one above the maximum, refused on its row), saved when typing stops or at once, kept on the
// phone first and then handed to the sync: answered (with a mark someone else changed since shown
// beside theirs), kept on the phone for later, refused, or closed by the server.

import type { MarksSaveResult, MarksSheet } from '@common/api/portal/exams';
import { NO_ANSWER } from '@machines/api-failure';
import { type MarksEntryContext, marksEntryMachine } from '@machines/portal/marks-entry.machine';
import { markKey } from '@machines/portal/marks-queue';
import { MarksEntryPage } from '@portal/views/exams/marks-entry-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const SECTION = 'e0000000-0000-4000-8000-000000000001';
const SUBJECT = 'e0000000-0000-4000-8000-000000000002';
const ASHA = 'e0000000-0000-4000-8000-000000000003';
const RAVI = 'e0000000-0000-4000-8000-000000000004';
const slot = { sectionId: SECTION, subjectId: SUBJECT, termKey: 'term1' };

function sheet(closed = false): MarksSheet {
  return {
    section: { id: SECTION, name: 'कक्षा 6 A' },
    className: 'कक्षा 6',
    subject: { id: SUBJECT, name: 'गणित' },
    term: { key: 'term1', label: 'सत्र 1' },
    entered: 1,
    expected: 4,
    entryClosesOn: '2026-12-05',
    closed,
    components: [
      { key: 't1_pt1', label: 'आवधिक परीक्षा 1', groupLabel: 'आवधिक परीक्षाएँ', kind: 'marked', maxCenti: 1000 },
      { key: 't1_exam', label: 'सत्र परीक्षा', groupLabel: 'सत्र परीक्षा', kind: 'marked', maxCenti: 8000 },
    ],
    indicatorScale: [],
    students: [
      { id: ASHA, name: 'आशा वर्मा', rollNumber: 1, admissionNumber: 'A1', marks: {} },
      {
        id: RAVI,
        name: 'रवि कुमार',
        rollNumber: 2,
        admissionNumber: 'A2',
        marks: { t1_pt1: { value: { centi: 700 }, revision: 1 } },
      },
    ],
  };
}
const opened = (closed = false) => ({ sheet: sheet(closed), waiting: {} });

const answer = (conflict: boolean): MarksSaveResult =>
  conflict
    ? {
        saved: [],
        conflicts: [{ studentId: ASHA, componentKey: 't1_pt1', value: { centi: 900 }, revision: 2 }],
      }
    : { saved: [{ studentId: ASHA, componentKey: 't1_pt1', revision: 1 }], conflicts: [] };

const said = {
  loading: 'लोड हो रहा है…',
  retry: 'फिर से कोशिश करें',
  saving: 'सहेजा जा रहा है…',
  allSaved: 'सभी अंक सहेज लिए गए हैं।',
  saveNow: 'अभी सहेजें',
  tooHigh: 'अधिकतम 10 से ज़्यादा',
  closed: 'यह शीट बंद है: अंक भरने का समय ख़त्म हो गया, या परिणाम प्रकाशित हो चुके हैं।',
  fromDevice: 'कनेक्शन नहीं है: यह इस फ़ोन पर रखी शीट है। आपके लिखे अंक यहीं रखे जाएँगे और बाद में भेजे जाएँगे।',
  conflict: 'इस बीच किसी और ने यह अंक बदला: उनका अंक रखा गया है, आपने 8 लिखा था। बदलने के लिए फिर से लिखें।',
  notice: {
    loadFailed: 'अंक लोड नहीं हो सके। फिर से कोशिश करें।',
    noCopy: 'कनेक्शन नहीं है, और यह शीट इस फ़ोन पर पहले नहीं खोली गई।',
    saveFailed: 'अंक इस फ़ोन पर नहीं रखे जा सके। कृपया फिर से लिखें।',
    exam_not_your_sheet: 'आप इस सेक्शन में यह विषय नहीं पढ़ाते।',
    exam_entry_closed: 'अंक भरने की अंतिम तिथि 2026-11-26 थी।',
    exam_mark_invalid: 'एक अंक सही नहीं है।',
  } as Record<string, string>,
};

type World = { deferred: ReturnType<typeof deferredActors> };
const field = (name: string) => screen.getByLabelText(`${name} के अंक`) as HTMLInputElement;

describe('marks-entry machine, through the marks sheet in Hindi', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  testModelPaths<World>({
    machine: marksEntryMachine,
    file: import.meta.filename,
    runs: [
      {
        input: slot,
        eventCases: {
          'mark.change': [
            { studentId: ASHA, text: '8', label: 'a mark' },
            { studentId: ASHA, text: '11', label: 'over the maximum' },
          ],
          'component.choose': [{ componentKey: 't1_exam' }],
          'xstate.done.actor.fetchSheet': [
            { output: opened(), label: 'open' },
            { output: opened(true), label: 'closed' },
          ],
          'xstate.error.actor.fetchSheet': [
            { error: { status: NO_ANSWER }, label: 'no connection' },
            {
              error: {
                status: 403,
                code: 'exam_not_your_sheet',
                message: 'You do not teach this subject in this section.',
              },
              label: 'not theirs',
            },
          ],
          'xstate.done.actor.readSheetCopy': [
            { output: opened(), label: 'a copy' },
            { output: opened(true), label: 'a closed copy' },
            { output: null, label: 'no copy' },
          ],
          'xstate.error.actor.readSheetCopy': [{ error: new Error('IndexedDB is unavailable') }],
          'xstate.error.actor.enqueueMarks': [{ error: new Error('The quota is full') }],
          'xstate.done.actor.handOverMarks': [
            { output: { status: 'sent', result: answer(false) }, label: 'saved' },
            { output: { status: 'sent', result: answer(true) }, label: 'someone else changed it' },
            { output: { status: 'saved' }, label: 'kept on the phone' },
            {
              output: {
                status: 'refused',
                notice: {
                  code: 'refused',
                  serverCode: 'exam_entry_closed',
                  serverParams: { date: '2026-11-26' },
                },
              },
              label: 'entry closed',
            },
            {
              output: { status: 'refused', notice: { code: 'refused', serverCode: 'exam_mark_invalid' } },
              label: 'refused',
            },
          ],
        },
      },
    ],
    // What the sheet shows of Asha's row in the chosen component, the notice, and whether a save is due.
    viewContext: (snapshot) => {
      const context = snapshot.context as MarksEntryContext;
      const key = markKey(ASHA, context.componentKey ?? '');
      return [
        context.componentKey,
        context.texts[key] ?? '',
        key in context.conflicts,
        context.notice?.serverCode ?? context.notice?.code ?? null,
        Object.keys(context.unsent).length > 0,
        context.fromDevice,
      ];
    },
    open({ inspect }) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const deferred = deferredActors(['fetchSheet', 'readSheetCopy', 'enqueueMarks', 'handOverMarks']);
      renderPortal(<MarksEntryPage {...slot} />, { inspect, actors: deferred.actors, language: 'hi' });
      return { deferred };
    },
    on: {
      'mark.change': ({ text }: { text: string }) =>
        act(async () => {
          // Typed again as it stands (select, type): React hears a change only from another value.
          const input = field('आशा वर्मा');
          input.value = '';
          fireEvent.change(input, { target: { value: text } });
        }),
      'component.choose': ({ componentKey }: { componentKey: string }) =>
        act(async () =>
          fireEvent.change(screen.getByLabelText('किसके अंक'), { target: { value: componentKey } }),
        ),
      'marks.save': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: said.saveNow }))),
      'sheet.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, { actor }) {
      const context = actor.getSnapshot().context as MarksEntryContext;
      if (state.matches('loading')) {
        expect(screen.getByText(said.loading)).toBeInTheDocument();
        return;
      }
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (notice) expect(alert).toHaveTextContent(said.notice[notice.serverCode ?? notice.code] ?? '');
      else expect(alert).toBeNull();
      if (state.matches('failed')) {
        expect(screen.getByRole('button', { name: said.retry })).toBeInTheDocument();
        return;
      }
      expect(screen.getByRole('heading', { level: 1, name: 'कक्षा 6 A · गणित' })).toBeInTheDocument();
      expect(screen.queryByText(said.fromDevice) !== null).toBe(context.fromDevice);
      const closed = state.matches('closed');
      expect(screen.queryByText(said.closed) !== null).toBe(closed);
      // Each student's field shows what the machine holds for the chosen component, read-only when closed.
      for (const [id, name] of [
        [ASHA, 'आशा वर्मा'],
        [RAVI, 'रवि कुमार'],
      ] as const) {
        const key = markKey(id, context.componentKey ?? '');
        expect(field(name).value).toBe(context.texts[key] ?? '');
        expect(field(name).readOnly).toBe(closed);
        expect(field(name).getAttribute('aria-invalid')).toBe(context.problems[key] ? 'true' : null);
      }
      const ashaKey = markKey(ASHA, context.componentKey ?? '');
      expect(screen.queryByText(said.tooHigh) !== null).toBe(context.problems[ashaKey] === 'tooHigh');
      expect(screen.queryByText(said.conflict) !== null).toBe(ashaKey in context.conflicts);
      if (closed) {
        expect(screen.queryByRole('button', { name: said.saveNow })).toBeNull();
        return;
      }
      const saving = state.matches('saving');
      const pending = Object.keys(context.unsent).length > 0;
      expect(screen.queryByText(said.saving) !== null).toBe(saving);
      expect((screen.getByRole('button', { name: said.saveNow }) as HTMLButtonElement).disabled).toBe(
        !pending || saving,
      );
      expect(screen.queryByText(said.allSaved) !== null).toBe(!saving && !pending);
      // What is kept on the phone and handed over is the save the machine made: the mark, with the revision it changes.
      if (state.matches({ saving: 'queueing' }))
        expect(world.deferred.inputs('enqueueMarks').at(-1)).toEqual(context.saving);
      if (state.matches({ saving: 'handing' })) {
        const handed = world.deferred.inputs('handOverMarks').at(-1) as MarksEntryContext['saving'];
        expect(handed).toEqual(context.saving);
        expect(handed?.sectionName).toBe('कक्षा 6 A, गणित, सत्र 1');
        for (const change of handed?.marks ?? [])
          expect(change.revision).toBe(
            context.revisions[markKey(change.studentId, change.componentKey)] ?? 0,
          );
      }
    },
  });
});
