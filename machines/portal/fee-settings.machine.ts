// The school's fee settings (docs/requirements/fees.md#upi, #late-fines, #reminders): the UPI ID and
// payee, the receipt series, the late fine, the advance limit, the reminder days, the office phone
// and, for a coaching centre, the GST invoice mode. They load, then the form pattern edits them;
// amounts are typed in rupees and sent in paise, days and amounts are checked before saving, and
// Save says so until the next change. A failed load shows with a retry and no form (saving the
// defaults over the school's settings would change them unseen); a failed save keeps every value
// with the reason in the reader's language. The API is injected (src/portal/api/fee-setup-actors.ts).

import type { FeeSettings, FineKind } from '@common/api/portal/fees';
import { isVpa } from '@common/fees/upi';
import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../api-failure';
import { type FormEvent, formPattern } from '../form-machine';
import { paiseOf, rupeesText } from './fee-amounts';
import { feeNotice } from './fee-notice';

export interface FeeSettingsForm {
  upiVpa: string;
  upiPayee: string;
  receiptSeries: string;
  fineGraceDays: string;
  fineKind: FineKind;
  /** Rupees, as typed. */
  fine: string;
  fineCap: string;
  advanceLimit: string;
  reminderDaysBefore: string;
  reminderDaysAfter: string;
  officePhone: string;
  gstMode: boolean;
  gstin: string;
}
export type FeeSettingsField = keyof FeeSettingsForm;
export type SettingsFieldCode = 'required' | 'invalid';

export interface FeeSettingsContext {
  values: FeeSettingsForm;
  errors: Partial<Record<FeeSettingsField, SettingsFieldCode>>;
  notice: Notice<'loadFailed' | 'saveFailed' | 'connectionLost'> | null;
}

export type FeeSettingsEvent = FormEvent<FeeSettingsField> | { type: 'settings.retry' };

const whole = (text: string, max: number) => /^\d{1,3}$/.test(text.trim()) && Number(text.trim()) <= max;
const GSTIN = /^[0-9]{2}[A-Z0-9]{13}$/;

export function validateFeeSettings(
  values: FeeSettingsForm,
): Partial<Record<FeeSettingsField, SettingsFieldCode>> {
  const errors: Partial<Record<FeeSettingsField, SettingsFieldCode>> = {};
  const vpa = values.upiVpa.trim();
  if (vpa && !isVpa(vpa)) errors.upiVpa = 'invalid';
  // A parent's UPI app shows whom they pay: a link without a payee is not made.
  if (vpa && !values.upiPayee.trim()) errors.upiPayee = 'required';
  const series = values.receiptSeries.trim().toUpperCase();
  if (!series) errors.receiptSeries = 'required';
  else if (!/^[A-Z0-9]{1,6}$/.test(series)) errors.receiptSeries = 'invalid';
  if (!whole(values.fineGraceDays, 365)) errors.fineGraceDays = 'invalid';
  if (values.fineKind !== 'none') {
    const fine = paiseOf(values.fine);
    if (fine === null) errors.fine = 'invalid';
    else if (fine === 0) errors.fine = 'required';
    if (paiseOf(values.fineCap) === null) errors.fineCap = 'invalid';
  }
  if (paiseOf(values.advanceLimit) === null) errors.advanceLimit = 'invalid';
  if (!whole(values.reminderDaysBefore, 60)) errors.reminderDaysBefore = 'invalid';
  if (!whole(values.reminderDaysAfter, 60)) errors.reminderDaysAfter = 'invalid';
  if (values.gstMode) {
    const gstin = values.gstin.trim().toUpperCase();
    if (!gstin) errors.gstin = 'required';
    else if (!GSTIN.test(gstin)) errors.gstin = 'invalid';
  }
  return errors;
}

export function settingsForm(settings: FeeSettings): FeeSettingsForm {
  return {
    upiVpa: settings.upiVpa,
    upiPayee: settings.upiPayee,
    receiptSeries: settings.receiptSeries,
    fineGraceDays: String(settings.fineGraceDays),
    fineKind: settings.fineKind,
    fine: rupeesText(settings.finePaise),
    fineCap: rupeesText(settings.fineCapPaise),
    advanceLimit: rupeesText(settings.advanceLimitPaise),
    reminderDaysBefore: String(settings.reminderDaysBefore),
    reminderDaysAfter: String(settings.reminderDaysAfter),
    officePhone: settings.officePhone,
    gstMode: settings.gstMode,
    gstin: settings.gstin,
  };
}

/** What Save sends: amounts in paise, no fine amounts without a fine, no GSTIN outside GST mode. */
export function settingsBody(values: FeeSettingsForm): FeeSettings {
  const fined = values.fineKind !== 'none';
  return {
    upiVpa: values.upiVpa.trim(),
    upiPayee: values.upiPayee.trim(),
    receiptSeries: values.receiptSeries.trim().toUpperCase(),
    fineGraceDays: Number(values.fineGraceDays.trim()),
    fineKind: values.fineKind,
    finePaise: fined ? (paiseOf(values.fine) ?? 0) : 0,
    fineCapPaise: fined ? (paiseOf(values.fineCap) ?? 0) : 0,
    advanceLimitPaise: paiseOf(values.advanceLimit) ?? 0,
    reminderDaysBefore: Number(values.reminderDaysBefore.trim()),
    reminderDaysAfter: Number(values.reminderDaysAfter.trim()),
    officePhone: values.officePhone.trim(),
    gstMode: values.gstMode,
    gstin: values.gstMode ? values.gstin.trim().toUpperCase() : '',
  };
}

/** Until the school's settings arrive: never shown, never sent (the form waits for the load). */
const blank: FeeSettingsForm = {
  upiVpa: '',
  upiPayee: '',
  receiptSeries: 'R',
  fineGraceDays: '0',
  fineKind: 'none',
  fine: '',
  fineCap: '',
  advanceLimit: '',
  reminderDaysBefore: '3',
  reminderDaysAfter: '7',
  officePhone: '',
  gstMode: false,
  gstin: '',
};

const form = formPattern<
  FeeSettingsContext,
  FeeSettingsField,
  'saveFailed' | 'loadFailed' | 'connectionLost'
>({
  validate: validateFeeSettings,
  order: [
    'upiVpa',
    'upiPayee',
    'receiptSeries',
    'fineKind',
    'fine',
    'fineGraceDays',
    'fineCap',
    'advanceLimit',
    'reminderDaysBefore',
    'reminderDaysAfter',
    'officePhone',
    'gstMode',
    'gstin',
  ],
  submit: 'saveFeeSettings',
  input: ({ context }) => settingsBody(context.values),
  onDone: { target: 'saved', actions: assign({ values: ({ event }) => settingsForm(event.output) }) },
  notice: { from: ['message'], fallback: 'saveFailed' },
  on: { 'field.change': { guard: 'isShown', actions: 'setField' } },
});

/** The fine's amounts are asked only with a fine, the GSTIN only in GST mode: nothing else changes them. */
function isShown(values: FeeSettingsForm, field: FeeSettingsField): boolean {
  if (field === 'fine' || field === 'fineCap' || field === 'fineGraceDays') return values.fineKind !== 'none';
  if (field === 'gstin') return values.gstMode;
  return true;
}

export const feeSettingsMachine = setup({
  types: {
    context: {} as FeeSettingsContext,
    events: {} as FeeSettingsEvent,
  },
  actors: {
    loadFeeSettings: fromPromise<FeeSettings, void>(async () => {
      throw new Error('loadFeeSettings is provided by the page');
    }),
    saveFeeSettings: fromPromise<FeeSettings, FeeSettings>(async () => {
      throw new Error('saveFeeSettings is provided by the page');
    }),
  },
  actions: {
    ...form.actions,
    // A refusal by code (gst_schools_exempt, gst_needs_gstin) or the connection lost, in the reader's words.
    showFailure: assign({
      notice: ({ event }) => feeNotice((event as { error?: unknown }).error, 'saveFailed'),
    }),
  },
  guards: {
    ...form.guards,
    isShown: ({ context, event }) => event.type === 'field.change' && isShown(context.values, event.field),
  },
}).createMachine({
  id: 'feeSettings',
  context: { values: blank, errors: {}, notice: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ notice: null }),
      invoke: {
        id: 'loadFeeSettings',
        src: 'loadFeeSettings',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => settingsForm(event.output) }) },
        onError: {
          target: 'failed',
          actions: assign({ notice: ({ event }) => feeNotice(event.error, 'loadFailed') }),
        },
      },
    },
    failed: {
      on: { 'settings.retry': 'loading' },
    },
    editing: form.editing,
    submitting: form.submitting,
    /** Saved: said until the next change. */
    saved: {
      on: { 'field.change': { guard: 'isShown', target: 'editing', actions: 'setField' } },
    },
  },
});
