// The scheme editor's form (machines/portal/scheme-form.ts): every preset opens as a form and is
// saved back unchanged; each field's rule; a component added under a key of its own, and a part's
// only component kept.
import { SCHEME_PRESETS } from '@common/exams/presets';
import {
  documentOf,
  formOf,
  schemeFormErrors,
  withComponent,
  withoutComponent,
  withValue,
} from '@machines/portal/scheme-form';
import { describe, expect, it } from 'vitest';

const open = (document: (typeof SCHEME_PRESETS)[keyof typeof SCHEME_PRESETS]) =>
  formOf({
    id: 'x',
    name: document.name,
    kind: document.kind,
    version: 1,
    inUse: false,
    releaseDelayDays: 0,
    document,
  });

describe('the scheme form', () => {
  it('opens every preset and gives it back unchanged (the bands highest first)', () => {
    for (const preset of Object.values(SCHEME_PRESETS)) {
      const form = open(preset);
      expect(schemeFormErrors(form)).toEqual({});
      const back = documentOf(form, preset);
      expect({ ...back, bands: [] }).toEqual({ ...preset, bands: [] });
      expect(new Set(back.bands.map((band) => `${band.grade}@${band.fromBp}`))).toEqual(
        new Set(preset.bands.map((band) => `${band.grade}@${band.fromBp}`)),
      );
    }
  });

  it('names each field that breaks its rule', () => {
    let form = open(SCHEME_PRESETS.cbse_middle);
    form = withValue(form, 'name', ' ');
    form = withValue(form, 'terms.0.groups.0.components.0.max', '7.555');
    form = withValue(form, 'terms.0.groups.0.bestOf', '4');
    form = withValue(form, 'terms.0.groups.0.scaleTo', '0.5');
    form = withValue(form, 'bands.0.from', '101');
    form = withValue(form, 'delay', '31');
    expect(schemeFormErrors(form)).toEqual({
      name: 'required',
      delay: 'notDays',
      'terms.0.groups.0.bestOf': 'notCount',
      'terms.0.groups.0.scaleTo': 'notMarks',
      'terms.0.groups.0.components.0.max': 'notMarks',
      'bands.0.from': 'notPercent',
    });
    expect(
      documentOf(
        withValue(open(SCHEME_PRESETS.custom), 'terms.0.groups.0.components.0.max', '7.5'),
        SCHEME_PRESETS.custom,
      ).terms[0]?.groups[0]?.components[0]?.maxCenti,
    ).toBe(750);
  });

  it('adds a component under a key of its own and never removes a part’s last', () => {
    const form = open(SCHEME_PRESETS.custom);
    const added = withComponent(withComponent(form, 0, 0), 0, 0);
    expect(added.terms[0]?.groups[0]?.components.map((one) => one.key)).toEqual(['exam', 'extra1', 'extra2']);
    expect(withoutComponent(form, 0, 0, 0).terms[0]?.groups[0]?.components).toHaveLength(1);
  });
});
