// Every path of the scheme-editor machine (docs/requirements/exams.md#assessment-schemes-are-data),
// through the editor's page: the scheme opened as a form, a component's maximum changed (or made
// no number), a component added and removed, the bands left without one from 0 %, saved (the same
// version, or the next when marks stood under it), refused, or stale (someone saved since).

import type { ExamScheme } from '@common/api/portal/exams';
import { CUSTOM_SCHEME } from '@common/exams/presets';
import { NO_ANSWER } from '@machines/api-failure';
import { type SchemeEditorContext, schemeEditorMachine } from '@machines/portal/scheme-editor.machine';
import { documentOf, schemeFormErrors, schemeFormProblems } from '@machines/portal/scheme-form';
import { SchemeEditorPage } from '@portal/views/exams/scheme-editor-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deferredActors, testModelPaths } from '../support/model';
import { renderPortal } from './support';

const SCHEME = 'f0000000-0000-4000-8000-000000000001';
const scheme: ExamScheme = {
  id: SCHEME,
  name: 'Plain',
  kind: 'school',
  version: 1,
  inUse: true,
  releaseDelayDays: 0,
  document: { ...CUSTOM_SCHEME, name: 'Plain' },
};
const said = {
  heading: 'Scheme: Plain',
  loading: 'Loading…',
  retry: 'Try again',
  reload: 'Open it again',
  save: 'Save scheme',
  saving: 'Saving…',
  outOf: 'Out of',
  add: 'Add a component',
  notMarks: 'Marks from 1 to 1,000, at most two decimals',
  problems: 'The scheme does not hold together yet:',
  notices: {
    loadFailed: 'The scheme could not be loaded. Please try again.',
    saveFailed: 'The scheme could not be saved. Please try again.',
    saved: 'Scheme saved.',
    newVersion:
      'Saved as a new version: marks already entered stay with the version they were entered under.',
    stale:
      'Someone saved this scheme since you opened it. Open it again to see their changes, then make yours.',
  } as Record<string, string>,
};

type World = { deferred: ReturnType<typeof deferredActors> };
const outOf = () => screen.getAllByLabelText(said.outOf) as HTMLInputElement[];

describe('scheme-editor machine, through the editor page', () => {
  testModelPaths<World>({
    machine: schemeEditorMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { schemeId: SCHEME },
        eventCases: {
          'field.change': [
            { path: 'terms.0.groups.0.components.0.max', value: '90', label: 'out of 90' },
            { path: 'terms.0.groups.0.components.0.max', value: 'ninety', label: 'not marks' },
            { path: 'bands.7.from', value: '5', label: 'no band from 0 %' },
          ],
          'component.add': [{ term: 0, group: 0 }],
          'component.remove': [{ term: 0, group: 0, index: 1 }],
          'xstate.done.actor.fetchScheme': [{ output: scheme }],
          'xstate.error.actor.fetchScheme': [{ error: { status: NO_ANSWER } }],
          'xstate.done.actor.saveScheme': [
            { output: scheme, label: 'the same version' },
            { output: { ...scheme, version: 2, inUse: false }, label: 'the next version' },
          ],
          'xstate.error.actor.saveScheme': [
            {
              error: { status: 409, code: 'exam_scheme_changed', message: 'Someone saved this scheme.' },
              label: 'stale',
            },
            { error: { status: 500 }, label: 'failed' },
          ],
        },
      },
    ],
    // What the page shows, coarsely: two components or one, whether the fields and the whole scheme
    // would pass a save, the errors and problems shown, the notice and the version.
    viewContext: (snapshot) => {
      const context = snapshot.context as SchemeEditorContext;
      const form = context.form;
      return [
        (form?.terms[0]?.groups[0]?.components.length ?? 0) > 1,
        form ? Object.keys(schemeFormErrors(form)).length > 0 : null,
        form && context.scheme ? schemeFormProblems(form, context.scheme.document).length > 0 : null,
        Object.keys(context.errors).length > 0,
        context.problems.length > 0,
        context.notice?.code ?? null,
        context.scheme?.version,
      ];
    },
    open({ inspect }) {
      const deferred = deferredActors(['fetchScheme', 'saveScheme']);
      renderPortal(<SchemeEditorPage schemeId={SCHEME} />, { inspect, actors: deferred.actors });
      return { deferred };
    },
    on: {
      'field.change': ({ path, value }: { path: string; value: string }) =>
        act(async () => {
          const input = document.getElementById(`scheme-${path.replaceAll('.', '-')}`) as HTMLInputElement;
          input.value = '';
          fireEvent.change(input, { target: { value } });
        }),
      'component.add': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.add }))),
      'component.remove': () =>
        act(async () =>
          fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ }).at(-1) as HTMLElement),
        ),
      'form.submit': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.save }))),
      'scheme.reload': () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: /Open it again|Try again/ }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, { actor }) {
      const context = actor.getSnapshot().context as SchemeEditorContext;
      if (state.matches('loading')) {
        expect(screen.getByText(said.loading)).toBeInTheDocument();
        return;
      }
      const notice = context.notice?.code;
      if (notice) expect(screen.getByText(said.notices[notice] ?? '')).toBeInTheDocument();
      if (state.matches('failed') || state.matches('stale')) {
        expect(
          screen.getByRole('button', { name: state.matches('stale') ? said.reload : said.retry }),
        ).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: said.save })).toBeNull();
        return;
      }
      expect(screen.getByRole('heading', { level: 1, name: said.heading })).toBeInTheDocument();
      // Each component's maximum as the form holds it, with its error when it has one.
      const form = context.form;
      const components = form?.terms[0]?.groups[0]?.components ?? [];
      expect(outOf().map((input) => input.value)).toEqual(components.map((component) => component.max));
      expect(screen.queryByText(said.notMarks) !== null).toBe(
        Object.values(context.errors).includes('notMarks'),
      );
      expect(screen.queryByText(said.problems) !== null).toBe(context.problems.length > 0);
      const saving = state.matches('saving');
      expect(screen.getByRole('button', { name: saving ? said.saving : said.save })).toBeInTheDocument();
      // What is sent: the form's document, with the version it was opened at.
      if (saving && form && context.scheme)
        expect(world.deferred.inputs('saveScheme').at(-1)).toEqual({
          schemeId: SCHEME,
          body: {
            version: context.scheme.version,
            document: documentOf(form, context.scheme.document),
            releaseDelayDays: 0,
          },
        });
    },
  });
});
