// Every path of the fee settings machine (docs/requirements/fees.md#upi, #late-fines, #reminders),
// through the settings form: a school's accountant sets the UPI ID (a wrong one flagged) and a fine
// per day (its amount required), saves, and keeps every value when the connection drops; a failed
// load shows a retry and no form; a coaching centre's accountant, in Hindi, turns on GST invoices
// (the GSTIN required, the server's refusal in Hindi); and a clerk reads the settings without a
// Save button.

import type { FeeSettings } from '@common/api/portal/fees';
import type { Me } from '@common/api/portal/session';
import type { Language } from '@common/languages';
import { BUILT_IN_PERMISSIONS } from '@common/portal/permissions';
import type { Notice } from '@machines/api-failure';
import {
  type FeeSettingsContext,
  type FeeSettingsField,
  feeSettingsMachine,
  settingsBody,
  validateFeeSettings,
} from '@machines/portal/fee-settings.machine';
import { SettingsForm } from '@portal/views/fees/setup/settings-form';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { deferredActors, formView, type ModelRun, type ModelStep, testModelPaths } from '../support/model';
import { failures } from './fee-setup-fixtures';
import { memberWith, renderPortal } from './support';

const school: FeeSettings = {
  upiVpa: '',
  upiPayee: 'Vidya Mandir',
  receiptSeries: 'R',
  fineGraceDays: 7,
  fineKind: 'none',
  finePaise: 0,
  fineCapPaise: 0,
  advanceLimitPaise: 5_000_00,
  reminderDaysBefore: 3,
  reminderDaysAfter: 7,
  officePhone: '+91 98100 00000',
  gstMode: false,
  gstin: '',
};

const words = {
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    save: 'Save settings',
    saving: 'Saving…',
    saved: 'Settings saved.',
    loadFailed: 'The fee settings could not be loaded.',
    saveFailed: 'The settings could not be saved. Your changes are still here.',
    connectionLost: 'No connection to the server. Nothing is lost: try again when you are connected.',
    labels: {
      upiVpa: 'School’s UPI ID',
      upiPayee: 'Payee name (shown in the parent’s UPI app)',
      receiptSeries: 'Receipt series',
      fine: 'Fine per day (₹)',
      officePhone: 'Office phone for fee questions',
      gstin: 'GSTIN',
    } as Partial<Record<FeeSettingsField, string>>,
    perDay: 'Per day late',
    gstMode: 'Issue GST tax invoices',
    errors: {
      'upiVpa:invalid': 'A UPI ID is written name@bank, for example school@sbi.',
      'fine:required': 'Enter the fine',
      'gstin:required': 'GST invoices need the GSTIN',
    } as Record<string, string>,
  },
  hi: {
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    save: 'सेटिंग्स सहेजें',
    saving: 'सहेजा जा रहा है…',
    saved: 'सेटिंग्स सहेज दी गईं।',
    loadFailed: 'फ़ीस सेटिंग्स लोड नहीं हो सकीं।',
    saveFailed: 'सेटिंग्स सहेजी नहीं जा सकीं। आपके बदलाव यहीं हैं।',
    connectionLost: 'सर्वर से कनेक्शन नहीं है। कुछ खोया नहीं है: कनेक्शन मिलने पर फिर से कोशिश करें।',
    labels: {
      upiVpa: 'स्कूल की UPI ID',
      upiPayee: 'भुगतान पाने वाले का नाम (अभिभावक के UPI ऐप में दिखता है)',
      receiptSeries: 'रसीद शृंखला',
      fine: 'प्रति दिन शुल्क (₹)',
      officePhone: 'फ़ीस के सवालों के लिए कार्यालय का फ़ोन',
      gstin: 'GSTIN',
    } as Partial<Record<FeeSettingsField, string>>,
    perDay: 'देरी के हर दिन का',
    gstMode: 'GST टैक्स बिल जारी करें',
    errors: {
      'upiVpa:invalid': 'UPI ID नाम@बैंक लिखी जाती है, जैसे school@sbi।',
      'fine:required': 'शुल्क लिखें',
      'gstin:required': 'GST बिल के लिए GSTIN ज़रूरी है',
    } as Record<string, string>,
  },
};

const GST_REFUSED = {
  error: { status: 409, code: 'gst_needs_gstin', message: 'GST invoice mode needs the GSTIN.' },
  label: 'GST without a GSTIN',
};
const HINDI: Record<string, string> = { gst_needs_gstin: 'GST बिल के लिए GSTIN ज़रूरी है।' };

type Run = ModelRun & { name: string; language: Language; member: Me; coaching: boolean };
const accountant = memberWith(BUILT_IN_PERMISSIONS.accountant);
const clerk = memberWith(BUILT_IN_PERMISSIONS.office_staff);

const runs: Run[] = [
  {
    name: 'a school: UPI and a fine per day',
    language: 'en',
    member: accountant,
    coaching: false,
    eventCases: {
      'xstate.done.actor.loadFeeSettings': [{ output: school }],
      'xstate.error.actor.loadFeeSettings': [failures.connectionLost],
      'field.change': [
        { field: 'upiVpa', value: 'school sbi', label: 'a wrong UPI ID' },
        { field: 'upiVpa', value: 'school@sbi', label: 'the UPI ID' },
        { field: 'fineKind', value: 'per_day', label: 'a fine per day' },
        { field: 'fine', value: '10', label: 'ten rupees' },
      ],
      'xstate.done.actor.saveFeeSettings': [{ output: school }],
      'xstate.error.actor.saveFeeSettings': [failures.connectionLost],
    },
  },
  {
    name: 'a coaching centre in Hindi: GST invoices',
    language: 'hi',
    member: accountant,
    coaching: true,
    eventCases: {
      'xstate.done.actor.loadFeeSettings': [{ output: school }],
      'xstate.error.actor.loadFeeSettings': [],
      'field.change': [
        { field: 'gstMode', value: true, label: 'GST on' },
        { field: 'gstin', value: '27abcde1234f1z5', label: 'the GSTIN' },
      ],
      'xstate.done.actor.saveFeeSettings': [],
      'xstate.error.actor.saveFeeSettings': [GST_REFUSED],
    },
  },
  {
    name: 'a clerk reads them',
    language: 'en',
    member: clerk,
    coaching: false,
    eventCases: {
      'xstate.done.actor.loadFeeSettings': [{ output: school }],
      'xstate.error.actor.loadFeeSettings': [],
      'field.change': [],
      'form.submit': [],
    },
  },
];

type World = { deferred: ReturnType<typeof deferredActors> };
type Step = ModelStep<Run>;
const wordsOf = (step: Step) => words[step.run.language];
const live = (step: Step) => step.actor.getSnapshot().context as FeeSettingsContext;

function noticeWords(notice: Notice | null, step: Step): string {
  const w = wordsOf(step);
  if (!notice) return '';
  if (notice.code === 'connectionLost') return w.connectionLost;
  if (notice.serverCode)
    return step.run.language === 'hi' ? (HINDI[notice.serverCode] ?? '') : (notice.serverText ?? '');
  return w[notice.code as 'saveFailed'];
}

function expectForm(state: { matches: (value: string) => boolean }, world: World, step: Step) {
  const w = wordsOf(step);
  const { values, errors } = live(step);
  const submitting = state.matches('submitting');
  const mayEdit = step.run.member === accountant;
  for (const [field, label] of Object.entries(w.labels) as [FeeSettingsField, string][]) {
    const input = screen.queryByLabelText(label) as HTMLInputElement | null;
    const shown =
      (field !== 'fine' || values.fineKind === 'per_day') &&
      (field !== 'gstin' || (step.run.coaching && values.gstMode));
    expect(input !== null).toBe(shown);
    if (!input) continue;
    expect(input.value).toBe(values[field]);
    // Inside a disabled fieldset while saving, or for whom may only read.
    if (submitting || !mayEdit) expect(input).toBeDisabled();
    else expect(input).toBeEnabled();
    const code = errors[field];
    expect(input.getAttribute('aria-invalid')).toBe(String(Boolean(code)));
    if (code) expect(screen.getByText(w.errors[`${field}:${code}`] ?? '')).toBeInTheDocument();
  }
  // Schools stay out of GST: the choice is a coaching centre's only.
  expect(screen.queryByLabelText(w.gstMode) !== null).toBe(step.run.coaching);
  const save = screen.queryByRole('button', { name: submitting ? w.saving : w.save });
  expect(save !== null).toBe(mayEdit);
  if (submitting) expect(world.deferred.inputs('saveFeeSettings')).toEqual([settingsBody(values)]);
  if (step.event.type === 'form.submit' && !submitting) {
    const first = Object.entries(w.labels).find(([field]) => errors[field as FeeSettingsField]);
    if (first) expect(document.activeElement).toBe(screen.getByLabelText(first[1]));
  }
  expect(screen.queryByText(w.saved) !== null).toBe(state.matches('saved'));
}

describe('fee-settings machine, through the settings form', () => {
  testModelPaths<World, Run>({
    machine: feeSettingsMachine,
    file: import.meta.filename,
    runs,
    viewContext: formView(validateFeeSettings as never),
    open({ inspect, run }) {
      const deferred = deferredActors(['loadFeeSettings', 'saveFeeSettings']);
      renderPortal(<SettingsForm coaching={run.coaching} canEdit={run.member === accountant} />, {
        inspect,
        actors: deferred.actors,
        language: run.language,
      });
      return { deferred };
    },
    on: {
      'settings.retry': (_, __, step) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: wordsOf(step).retry }))),
      'field.change': ({ field, value }: { field: FeeSettingsField; value: string | boolean }, __, step) => {
        const w = wordsOf(step);
        if (field === 'fineKind') return act(async () => fireEvent.click(screen.getByLabelText(w.perDay)));
        if (field === 'gstMode') return act(async () => fireEvent.click(screen.getByLabelText(w.gstMode)));
        const input = screen.queryByLabelText(w.labels[field] ?? '');
        // A field the page does not show (the fine before one is chosen) cannot change.
        if (!input) return expect(input).toBeNull();
        return act(async () => fireEvent.change(input, { target: { value } }));
      },
      'form.submit': (_, __, step) =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: wordsOf(step).save }))),
    },
    builtIn: ({ deferred }) => ({ deferred }),
    expect(state, world, step) {
      const w = wordsOf(step);
      const { notice } = live(step);
      expect(screen.queryByText(w.loading) !== null).toBe(state.matches('loading'));
      const alert = screen.queryByRole('alert');
      if (notice) expect(alert).toHaveTextContent(noticeWords(notice, step));
      else expect(alert).toBeNull();
      expect(screen.queryByRole('button', { name: w.retry }) !== null).toBe(state.matches('failed'));
      if (state.matches('loading') || state.matches('failed')) {
        // No form to save over the school's settings unseen.
        expect(screen.queryByLabelText(w.labels.upiVpa ?? '')).toBeNull();
        return;
      }
      expectForm(state, world, step);
    },
  });
});
