// Every path of the exam-term editor (docs/requirements/exams.md#exams-and-schedules), through the
// term's page as someone who configures exams: the term loading, a failed load with its retry and
// no form, the last day moved before the first (said, and Save held back) and back, an exam day
// set and one cleared, saving the whole schedule, saved until the next change, and a refusal or a
// lost connection keeping the form with the reason. The schedule below the form is the saved one.

import type { ExamTerm } from '@common/api/portal/exams';
import {
  datesInOrder,
  type ExamTermEditorContext,
  examTermEditorMachine,
  saveOf,
  slotOf,
} from '@machines/portal/exam-term-editor.machine';
import { TermPage } from '@portal/views/exams/term-page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { failures } from './attendance-fixtures';
import { renderPortal } from './support';

const CLASS = 'c0000000-0000-4000-8000-000000000006';
const MATHS = 'a0000000-0000-4000-8000-000000000001';
const SCIENCE = 'a0000000-0000-4000-8000-000000000002';
const term: ExamTerm = {
  class: { id: CLASS, name: 'Class 6' },
  scheme: { id: 's1', name: 'CBSE VI-VIII', version: 1 },
  term: { key: 'term1', label: 'Term 1' },
  terms: [
    { key: 'term1', label: 'Term 1' },
    { key: 'term2', label: 'Term 2' },
  ],
  startsOn: '2026-07-01',
  endsOn: '2026-09-30',
  entryClosesOn: '2026-10-05',
  subjects: [
    { id: MATHS, name: 'Mathematics' },
    { id: SCIENCE, name: 'Science' },
  ],
  components: [
    {
      key: 't1_pt1',
      label: 'Periodic test 1',
      groupLabel: 'Periodic tests',
      kind: 'marked',
      maxCenti: 10_00,
    },
    { key: 't1_exam', label: 'Term exam', groupLabel: 'Term exam', kind: 'marked', maxCenti: 80_00 },
    { key: 't1_obs', label: 'Observation', groupLabel: 'Observation', kind: 'graded', maxCenti: 1_00 },
  ],
  schedule: [{ subjectId: MATHS, componentKey: 't1_exam', on: '2026-09-21' }],
};
const said = {
  heading: 'Class 6, Term 1: dates and exams',
  loading: 'Loading…',
  retry: 'Try again',
  save: 'Save dates and schedule',
  saving: 'Saving…',
  saved: 'Dates and schedule saved.',
  outOfOrder: 'The last day must be on or after the first.',
  termExam: 'Term exam (out of 80)',
  noSchedule: 'No exam days set yet.',
};
const examDay = (subject: string) =>
  within(screen.getByRole('group', { name: subject })).getByLabelText(said.termExam) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: new RegExp(`${said.save}|${said.saving}`) });

describe('exam-term editor machine, through the term page', () => {
  testModelPaths({
    machine: examTermEditorMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { classId: CLASS, termKey: 'term1' },
        eventCases: {
          'xstate.done.actor.fetchExamTerm': [{ output: term }],
          'xstate.error.actor.fetchExamTerm': [failures.connectionLost, failures.forbidden],
          'term.change': [
            { field: 'endsOn', value: '2026-06-30', label: 'before the first day' },
            { field: 'endsOn', value: '2026-10-02', label: 'in order' },
          ],
          'schedule.change': [
            { slot: slotOf(SCIENCE, 't1_exam'), value: '2026-09-22', label: 'science set' },
            { slot: slotOf(MATHS, 't1_exam'), value: '', label: 'maths cleared' },
          ],
          // The server answers with what it kept.
          'xstate.done.actor.saveExamTerm': [
            {
              output: {
                ...term,
                endsOn: '2026-10-02',
                schedule: [{ subjectId: SCIENCE, componentKey: 't1_exam', on: '2026-09-22' }],
              },
            },
          ],
          'xstate.error.actor.saveExamTerm': [
            failures.connectionLost,
            {
              error: {
                status: 400,
                code: 'exam_schedule_invalid',
                message: 'A subject’s component is scheduled twice.',
              },
              label: 'refused',
            },
          ],
        },
      },
    ],
    // Coarse on purpose: whether the days are in order, which exam days are set, and the notice.
    viewContext: (snapshot) => {
      const { form, notice, term: loaded } = snapshot.context as ExamTermEditorContext;
      return [
        datesInOrder(form),
        Boolean(form.schedule[slotOf(MATHS, 't1_exam')]),
        Boolean(form.schedule[slotOf(SCIENCE, 't1_exam')]),
        loaded?.schedule.length ?? null,
        notice?.code ?? null,
      ];
    },
    open({ inspect }) {
      const deferred = deferredActors(['fetchExamTerm', 'saveExamTerm']);
      renderPortal(<TermPage classId={CLASS} termKey="term1" configures />, {
        inspect,
        actors: deferred.actors,
      });
      return { deferred };
    },
    on: {
      'term.retry': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.retry }))),
      'term.change': ({ value }: { value: string }) =>
        act(async () => {
          const input = screen.getByLabelText('Last day') as HTMLInputElement;
          input.value = '';
          fireEvent.change(input, { target: { value } });
        }),
      'schedule.change': ({ slot, value }: { slot: string; value: string }) =>
        act(async () => {
          const input = examDay(slot.startsWith(MATHS) ? 'Mathematics' : 'Science');
          input.value = value === '' ? '2000-01-01' : '';
          fireEvent.change(input, { target: { value } });
        }),
      'term.save': () => act(async () => fireEvent.click(saveButton())),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, { deferred }, { actor }) {
      const context = actor.getSnapshot().context as ExamTermEditorContext;
      const alert = screen.queryByRole('alert');
      if (state.matches('loading') || state.matches('failed')) {
        // No form to save an empty schedule over the school's.
        expect(screen.queryByRole('button', { name: said.save })).toBeNull();
        expect(screen.queryByText(said.loading) !== null).toBe(state.matches('loading'));
        if (state.matches('failed')) {
          expect(alert).toHaveTextContent(context.notice?.serverText ?? 'The term could not be loaded.');
          expect(screen.getByRole('button', { name: said.retry })).toBeEnabled();
        }
        return;
      }
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      const { form } = context;
      expect(screen.getByLabelText('First day')).toHaveValue(form.dates.startsOn);
      expect(screen.getByLabelText('Last day')).toHaveValue(form.dates.endsOn);
      expect(screen.getByLabelText('Last day to enter marks')).toHaveValue(form.dates.entryClosesOn);
      expect(examDay('Mathematics')).toHaveValue(form.schedule[slotOf(MATHS, 't1_exam')] ?? '');
      expect(examDay('Science')).toHaveValue(form.schedule[slotOf(SCIENCE, 't1_exam')] ?? '');
      // A graded component has no exam day.
      expect(screen.queryByLabelText(/Observation/)).toBeNull();
      const ordered = datesInOrder(form);
      expect(screen.queryByText(said.outOfOrder) !== null).toBe(!ordered);
      expect(screen.getByLabelText('Last day').getAttribute('aria-invalid')).toBe(ordered ? null : 'true');
      const saving = state.matches('saving');
      expect(saveButton()).toHaveTextContent(saving ? said.saving : said.save);
      expect(saveButton()).toHaveProperty('disabled', saving || !ordered);
      // What is sent: the whole schedule as the form holds it, blanks left out.
      if (saving)
        expect(deferred.inputs('saveExamTerm').at(-1)).toEqual({
          classId: CLASS,
          termKey: 'term1',
          body: saveOf(form),
        });
      expect(screen.queryByText(said.saved) !== null).toBe(state.matches('saved'));
      if (context.notice) expect(alert).toHaveTextContent(context.notice.serverText ?? '');
      else expect(alert).toBeNull();
      // The printable schedule is the saved one, a row per exam day.
      const saved = context.term?.schedule ?? [];
      const table = screen.queryByRole('table');
      if (saved.length === 0) expect(screen.getByText(said.noSchedule)).toBeInTheDocument();
      else expect(within(table as HTMLElement).getAllByRole('row')).toHaveLength(saved.length + 1);
    },
  });
});
