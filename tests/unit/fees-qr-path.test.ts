import { type QrModules, qrModulesPath } from '@portal/views/fees/qr-path';
import { describe, expect, it } from 'vitest';

// The QR code's dark modules as one SVG path (src/portal/views/fees/qr-path.ts), drawn from a
// picture of '#' (dark) and '.' (light) rows as lean-qr's Bitmap2D would give them.
function modules(...rows: string[]): QrModules {
  return { size: rows.length, get: (x, y) => rows[y]?.[x] === '#' };
}

describe('qrModulesPath', () => {
  it('draws each run of dark modules along a row as one rectangle', () => {
    expect(qrModulesPath(modules('##.', '.#.', '###'))).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h3v1h-3z');
  });

  it('starts a new rectangle after each light module', () => {
    expect(qrModulesPath(modules('#.#', '...', '.#.'))).toBe('M0 0h1v1h-1zM2 0h1v1h-1zM1 2h1v1h-1z');
  });

  it('draws nothing for an all-light square', () => {
    expect(qrModulesPath(modules('..', '..'))).toBe('');
  });

  it('covers exactly the dark modules', () => {
    const picture = ['#.##.#', '##..##', '.####.', '#....#', '######', '.#.#.#'];
    const covered = new Set<string>();
    for (const [, x, y, width] of qrModulesPath(modules(...picture)).matchAll(
      /M(\d+) (\d+)h(\d+)v1h-\d+z/g,
    )) {
      for (let column = Number(x); column < Number(x) + Number(width); column++)
        covered.add(`${column},${y}`);
    }
    const dark = picture.flatMap((row, y) =>
      [...row].flatMap((cell, x) => (cell === '#' ? [`${x},${y}`] : [])),
    );
    expect([...covered].sort()).toEqual(dark.sort());
  });
});
