// Brotli and gzip copies of every text file of the build, made once at build time at
// the highest levels, so the server sends them without compressing per request:
// @fastify/static (preCompressed) picks x.br or x.gz by the request's Accept-Encoding and sets
// Content-Encoding and Vary. A copy is kept only when it is smaller than the file.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

export async function precompress(distDir, log = console.log) {
  let count = 0;
  let original = 0;
  let brotliTotal = 0;
  for await (const path of files(distDir)) {
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${path}.br`, br);
    if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
    count += 1;
    original += (await stat(path)).size;
    brotliTotal += Math.min(br.length, content.length);
  }
  log(
    `precompress: ${count} files, ${(original / 1024).toFixed(0)} KB -> ${(brotliTotal / 1024).toFixed(0)} KB brotli`,
  );
}
