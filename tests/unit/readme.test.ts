// The README stays a five-minute read whose map and links match the repository: at most 200
// lines, every folder its tree names exists (and every top-level code folder is named), every
// relative link reaches a file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The folders the "The tree" block names: `name/` at the start of a line, nested by indent. */
function mappedFolders(): string[] {
  const block = readme.split('## The tree')[1]?.split('```')[1] ?? '';
  const folders: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const match = /^( *)([a-z-]+\/)/.exec(line);
    if (!match) continue;
    const [, indent = '', name = ''] = match;
    if (indent.length === 0) parent = name;
    folders.push(indent.length === 0 ? name : parent + name);
  }
  return folders;
}

describe('README.md', () => {
  it('is at most 200 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('maps folders that exist, and every top-level folder of the code and docs', () => {
    const folders = mappedFolders();
    expect(folders.filter((folder) => !existsSync(join(ROOT, folder)))).toEqual([]);
    const topLevel = readdirSync(ROOT).filter(
      (name) =>
        !name.startsWith('.') &&
        !['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report'].includes(name) &&
        statSync(join(ROOT, name)).isDirectory(),
    );
    expect(topLevel.filter((name) => !folders.includes(`${name}/`))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const targets = [...readme.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !existsSync(join(dirname(join(ROOT, 'README.md')), target)))).toEqual(
      [],
    );
  });
});
