// Every name exported under common/ means one thing: two modules that both export `ClassList`
// would let a screen and a route agree on a name while meaning different shapes. A schema and its
// type share their name inside one module (`export const Student` and `export type Student`):
// that is one thing. A re-export (`export { X } from './x'`) is the same thing under the same name.
// The names are read with a regular expression over the declarations, comments removed: the
// project's TypeScript (7, native) has no stable compiler API to ask instead.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const COMMON = join(ROOT, 'common');

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:type|interface|const|let|var|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const RE_EXPORT = /^export\s+(?:type\s+)?\{([^}]*)\}\s*(?:from\s*['"]([^'"]+)['"])?/gm;
const STAR = /^export\s+\*/m;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The names more than one module declares, with those modules. `sources` maps a module's path
 * (relative, with its extension) to its text; a re-export names the module it comes from.
 */
function namesExportedTwice(sources: Readonly<Record<string, string>>): Record<string, string[]> {
  const declaredIn = new Map<string, Set<string>>();
  const declare = (name: string, module: string) => {
    const modules = declaredIn.get(name) ?? new Set<string>();
    modules.add(module);
    declaredIn.set(name, modules);
  };
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith('@common/')
      ? specifier.slice('@common/'.length)
      : normalize(join(dirname(from), specifier));
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => path in sources);
  };
  for (const [module, text] of Object.entries(sources)) {
    const source = withoutComments(text);
    if (STAR.test(source)) throw new Error(`${module}: export * hides what it exports; name each export`);
    for (const match of source.matchAll(DECLARATION)) declare(match[1] as string, module);
    for (const match of source.matchAll(RE_EXPORT)) {
      const from = match[2] === undefined ? module : resolve(module, match[2]);
      for (const part of (match[1] as string).split(',')) {
        const [local, exported = local] = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .map((word) => word.trim());
        if (!local || !exported) continue;
        // Re-exported under its own name from the module that declares it: the same thing.
        if (from !== undefined && local === exported) declare(exported, from);
        else declare(exported, `${module} (as ${local})`);
      }
    }
  }
  return Object.fromEntries(
    [...declaredIn]
      .filter(([, modules]) => modules.size > 1)
      .map(([name, modules]) => [name, [...modules].sort()]),
  );
}

function commonSources(): Record<string, string> {
  const files = readdirSync(COMMON, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
  return Object.fromEntries(
    files.map((file) => [relative(COMMON, join(COMMON, file)), readFileSync(join(COMMON, file), 'utf8')]),
  );
}

describe('names exported from common/', () => {
  it('each mean one thing: no two modules export the same name', () => {
    const sources = commonSources();
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(namesExportedTwice(sources)).toEqual({});
  });

  it('are told apart when two modules declare one name, and not when one re-exports the other', () => {
    const twice = namesExportedTwice({
      'api/academics.ts':
        'export const ClassList = Type.Object({});\nexport type ClassList = Static<typeof ClassList>;',
      'api/attendance.ts': '/** The roll. */\nexport interface ClassList {\n  students: string[];\n}',
      'limits.ts': 'export const MAX = 4;',
      'api/students.ts': "export { MAX } from '../limits';\n// export const Ignored = 1;",
      'api/other.ts': "export { MAX as OTHER_MAX } from '@common/limits';\nexport const OTHER_MAX_TOO = 1;",
    });
    expect(twice).toEqual({ ClassList: ['api/academics.ts', 'api/attendance.ts'] });
  });
});
