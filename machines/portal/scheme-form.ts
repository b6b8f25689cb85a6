// The scheme editor's form (docs/requirements/exams.md#assessment-schemes-are-data): a scheme as
// the page edits it (every number as typed), the field errors, and the document it sends. Pure: the
// scheme-editor machine decides with it, the view shows it, and the tests read the same rules.

import type { ExamScheme } from '@common/api/portal/exams';
import { type AssessmentScheme, COMPONENT_MAX_CENTI, schemeProblems } from '@common/exams/scheme';

export interface ComponentForm {
  key: string;
  label: string;
  kind: 'marked' | 'graded';
  /** Marks as typed: 80, 7.5. */
  max: string;
}

export interface GroupForm {
  key: string;
  label: string;
  /** Empty: every component counts. */
  bestOf: string;
  /** Empty: not scaled. */
  scaleTo: string;
  components: ComponentForm[];
}

export interface SchemeForm {
  name: string;
  rounding: AssessmentScheme['rounding'];
  delay: string;
  terms: { key: string; label: string; groups: GroupForm[] }[];
  /** A grade and the percentage it starts from, as typed: 90.5. */
  bands: { grade: string; from: string }[];
}

export type SchemeFieldError = 'required' | 'tooLong' | 'notMarks' | 'notCount' | 'notPercent' | 'notDays';

const marks = (centi: number) => String(centi / 100);

export function formOf(scheme: ExamScheme): SchemeForm {
  const { document } = scheme;
  return {
    name: document.name,
    rounding: document.rounding,
    delay: String(scheme.releaseDelayDays),
    terms: document.terms.map((term) => ({
      key: term.key,
      label: term.label,
      groups: term.groups.map((group) => ({
        key: group.key,
        label: group.label,
        bestOf: group.bestOf === null ? '' : String(group.bestOf),
        scaleTo: group.scaleToCenti === null ? '' : marks(group.scaleToCenti),
        components: group.components.map((component) => ({
          key: component.key,
          label: component.label,
          kind: component.kind,
          max: marks(component.maxCenti),
        })),
      })),
    })),
    bands: [...document.bands]
      .sort((a, b) => b.fromBp - a.fromBp)
      .map((band) => ({ grade: band.grade, from: String(band.fromBp / 100) })),
  };
}

/** Hundredths from "7.5" (at most two decimals), else null. */
function hundredths(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The field errors, by path ('name', 'terms.0.groups.1.components.2.max', 'bands.3.from'). */
export function schemeFormErrors(form: SchemeForm): Record<string, SchemeFieldError> {
  const errors: Record<string, SchemeFieldError> = {};
  const label = (path: string, text: string, max = 60) => {
    if (!text.trim()) errors[path] = 'required';
    else if (text.trim().length > max) errors[path] = 'tooLong';
  };
  label('name', form.name);
  if (!/^\d{1,2}$/.test(form.delay.trim()) || Number(form.delay) > 30) errors.delay = 'notDays';
  form.terms.forEach((term, t) => {
    label(`terms.${t}.label`, term.label);
    term.groups.forEach((group, g) => {
      const at = `terms.${t}.groups.${g}`;
      label(`${at}.label`, group.label);
      const best = group.bestOf.trim();
      if (best && (!/^\d{1,2}$/.test(best) || Number(best) < 1 || Number(best) > group.components.length))
        errors[`${at}.bestOf`] = 'notCount';
      const scale = group.scaleTo.trim();
      if (scale) {
        const centi = hundredths(scale);
        if (centi === null || centi < 100 || centi > COMPONENT_MAX_CENTI)
          errors[`${at}.scaleTo`] = 'notMarks';
      }
      group.components.forEach((component, c) => {
        label(`${at}.components.${c}.label`, component.label);
        const centi = hundredths(component.max);
        if (centi === null || centi < 100 || centi > COMPONENT_MAX_CENTI)
          errors[`${at}.components.${c}.max`] = 'notMarks';
      });
    });
  });
  form.bands.forEach((band, b) => {
    label(`bands.${b}.grade`, band.grade, 4);
    const centi = hundredths(band.from);
    if (centi === null || centi > 100_00) errors[`bands.${b}.from`] = 'notPercent';
  });
  return errors;
}

/** The document the form makes (only once it has no field errors), with the parts it does not edit kept. */
export function documentOf(form: SchemeForm, original: AssessmentScheme): AssessmentScheme {
  return {
    ...original,
    name: form.name.trim(),
    rounding: form.rounding,
    terms: form.terms.map((term) => ({
      key: term.key,
      label: term.label.trim(),
      groups: term.groups.map((group) => ({
        key: group.key,
        label: group.label.trim(),
        bestOf: group.bestOf.trim() ? Number(group.bestOf) : null,
        scaleToCenti: group.scaleTo.trim() ? (hundredths(group.scaleTo) ?? null) : null,
        components: group.components.map((component) => ({
          key: component.key,
          label: component.label.trim(),
          kind: component.kind,
          maxCenti: hundredths(component.max) ?? 100,
        })),
      })),
    })),
    bands: form.bands.map((band) => ({ grade: band.grade.trim(), fromBp: hundredths(band.from) ?? 0 })),
  };
}

/** What the document still breaks once its fields are right (a band from 0, best-of within reach). */
export function schemeFormProblems(form: SchemeForm, original: AssessmentScheme): string[] {
  return schemeProblems(documentOf(form, original));
}

/** The form with `value` at `path`. */
export function withValue(form: SchemeForm, path: string, value: string): SchemeForm {
  const copy = structuredClone(form) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) as string] = value;
  return copy as unknown as SchemeForm;
}

/** A new marked component's key, unique in the term (a scheme's keys are what marks are stored under). */
function newKey(form: SchemeForm, term: number): string {
  const used = new Set(form.terms[term]?.groups.flatMap((group) => group.components.map((one) => one.key)));
  let n = 1;
  while (used.has(`extra${n}`)) n += 1;
  return `extra${n}`;
}

export function withComponent(form: SchemeForm, term: number, group: number): SchemeForm {
  const copy = structuredClone(form);
  copy.terms[term]?.groups[group]?.components.push({
    key: newKey(form, term),
    label: '',
    kind: 'marked',
    max: '10',
  });
  return copy;
}

export function withoutComponent(form: SchemeForm, term: number, group: number, index: number): SchemeForm {
  const copy = structuredClone(form);
  const components = copy.terms[term]?.groups[group]?.components;
  if (components && components.length > 1) components.splice(index, 1);
  return copy;
}
