import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { guideShape, guideShotUrl } from '@site/content/user-guide';
import { guide as english } from '@site/i18n/en/guide';
import { guide as hindi } from '@site/i18n/hi/guide';
import { describe, expect, it } from 'vitest';

// The user guide's shape and its words (issue 33): every guide is written in English and Hindi
// with the same steps, and every screenshot the page shows exists in public/, so nothing answers
// 404.
const ROOT = join(import.meta.dirname, '..', '..');

describe.each([
  ['English', english],
  ['Hindi', hindi],
])('the guide in %s', (_, texts) => {
  it('has words for exactly the topics and guides of the shape', () => {
    expect(Object.keys(texts.modules)).toEqual(guideShape.map((module) => module.id));
    for (const module of guideShape) {
      expect(Object.keys(texts.modules[module.id].features)).toEqual(module.features.map((f) => f.id));
    }
  });

  it('has as many steps as the English guide, so each screenshot has its caption', () => {
    for (const module of guideShape) {
      const ours = texts.modules[module.id].features as Record<string, { steps: readonly string[] }>;
      const theirs = english.modules[module.id].features as Record<string, { steps: readonly string[] }>;
      for (const feature of module.features) {
        expect(ours[feature.id]?.steps.length).toBe(theirs[feature.id]?.steps.length);
        for (const shot of feature.shots)
          expect(shot).toBeLessThanOrEqual(ours[feature.id]?.steps.length ?? 0);
      }
    }
  });
});

describe('the guide’s screenshots', () => {
  it('are all in public/, small enough for a phone', () => {
    for (const module of guideShape)
      for (const feature of module.features)
        for (const shot of feature.shots as readonly number[])
          expect(existsSync(join(ROOT, 'public', guideShotUrl(module.id, feature.id, shot)))).toBe(true);
  });

  it('the Hindi guide never says it is in English only', () => {
    expect(JSON.stringify(hindi)).not.toMatch(/अंग्रेज़ी में|English only/);
  });
});
