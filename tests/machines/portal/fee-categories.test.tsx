// Every path of the fee-categories machine (docs/requirements/fees.md#fee-heads-and-plans), through
// the categories form in Hindi: the school's categories ticked and unticked, one more typed (at
// most 40 characters, at most 5 in all), saved (the page reads the student's fees again) or
// refused with what was chosen kept.

import {
  categoriesOf,
  type FeeCategoriesContext,
  feeCategoriesMachine,
  validateCategories,
} from '@machines/portal/fee-categories.machine';
import { FeeCategoriesForm } from '@portal/views/fees/setup/fee-categories-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { deferredActors, formView, testModelPaths } from '../support/model';
import { failures } from './fee-setup-fixtures';
import { renderPortal } from './support';

const STUDENT = 'fb000000-0000-4000-8000-000000000001';
const KNOWN = ['छात्रावास', 'नया प्रवेश', 'खेल कोटा', 'दिन का भोजन', 'केवल बस'];
const HAS = ['छात्रावास', 'नया प्रवेश', 'खेल कोटा', 'दिन का भोजन'];
const said = {
  heading: 'श्रेणियाँ बदलें',
  other: 'कोई और श्रेणी (वैकल्पिक)',
  save: 'श्रेणियाँ सहेजें',
  saving: 'सहेजी जा रही हैं…',
  tooLong: 'श्रेणी का नाम ज़्यादा से ज़्यादा 40 अक्षरों का हो',
  tooMany: 'एक विद्यार्थी की ज़्यादा से ज़्यादा 5 श्रेणियाँ हो सकती हैं',
  saveFailed: 'श्रेणियाँ सहेजी नहीं जा सकीं। कृपया फिर से कोशिश करें।',
  connectionLost: 'सर्वर से कनेक्शन नहीं है। कुछ खोया नहीं है: कनेक्शन मिलने पर फिर से कोशिश करें।',
};

type World = { deferred: ReturnType<typeof deferredActors>; onSaved: ReturnType<typeof vi.fn> };
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('fee-categories machine, through the categories form in Hindi', () => {
  testModelPaths<World>({
    machine: feeCategoriesMachine,
    file: import.meta.filename,
    runs: [
      {
        input: { studentId: STUDENT, categories: HAS },
        eventCases: {
          'category.toggle': [{ category: 'केवल बस' }],
          'field.change': [
            { field: 'other', value: 'संगीत', label: 'one more' },
            { field: 'other', value: 'अ'.repeat(41), label: 'too long' },
          ],
          'xstate.done.actor.saveStudentCategories': [{ output: { categories: HAS } }],
          'xstate.error.actor.saveStudentCategories': [failures.connectionLost, failures.serverFailure],
        },
      },
    ],
    viewContext: (snapshot) => ({
      ...(formView(validateCategories as never)(snapshot) as object),
      values: snapshot.context.values,
    }),
    open({ inspect }) {
      const deferred = deferredActors(['saveStudentCategories']);
      const onSaved = vi.fn();
      renderPortal(
        <FeeCategoriesForm
          studentId={STUDENT}
          categories={HAS}
          knownCategories={KNOWN}
          onSaved={onSaved}
          onCancel={() => {}}
        />,
        { inspect, actors: deferred.actors, language: 'hi' },
      );
      return { deferred, onSaved };
    },
    on: {
      'category.toggle': ({ category }: { category: string }) =>
        act(async () => fireEvent.click(box(category))),
      'field.change': ({ value }: { value: string }) =>
        act(async () => fireEvent.change(screen.getByLabelText(said.other), { target: { value } })),
      'form.submit': () => act(async () => fireEvent.click(screen.getByRole('button', { name: said.save }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, { actor }) {
      const context = actor.getSnapshot().context as FeeCategoriesContext;
      if (state.matches('saved')) {
        expect(world.onSaved).toHaveBeenCalledTimes(1);
        return;
      }
      expect(screen.getByRole('heading', { level: 3, name: said.heading })).toBeInTheDocument();
      for (const category of KNOWN)
        expect(box(category).checked).toBe(context.values.chosen.includes(category));
      const other = screen.getByLabelText(said.other) as HTMLInputElement;
      expect(other.value).toBe(context.values.other);
      const error = context.errors.other;
      expect(other.getAttribute('aria-invalid')).toBe(String(Boolean(error)));
      expect(screen.queryByText(said.tooLong) !== null).toBe(error === 'tooLong');
      expect(screen.queryByText(said.tooMany) !== null).toBe(error === 'tooMany');
      const submitting = state.matches('submitting');
      expect(screen.getByRole('button', { name: submitting ? said.saving : said.save })).toBeInTheDocument();
      if (submitting)
        expect(world.deferred.inputs('saveStudentCategories')).toEqual([
          { studentId: STUDENT, categories: categoriesOf(context.values) },
        ]);
      const alert = screen.queryByRole('alert');
      const notice = context.notice;
      if (!notice) expect(alert).toBeNull();
      else
        expect(alert).toHaveTextContent(
          notice.code === 'connectionLost' ? said.connectionLost : said.saveFailed,
        );
    },
  });
});
