// Runs before `npm install`, `npm start`, `npm test`, `npm run dev` and `npm run build`: on an older
// Node (Debian's is 20) the project fails far from the cause, with a stack trace from a dependency,
// so it stops here first with one line saying which Node it needs and how to get it.
// CommonJS, built-ins only, syntax that Node 14 and later parse: it must run on the very Node it turns
// away. (`.npmrc`'s engine-strict stops `npm install` and `npm ci` before anything is downloaded,
// with npm's own message; npm runs a project's preinstall only after the dependencies are in.)
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
const wanted = String(manifest.engines?.node ?? '');
const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(wanted);
if (!match) {
  console.error(`shala: package.json "engines.node" must read ">=MAJOR[.MINOR[.PATCH]]", found "${wanted}"`);
  process.exit(1);
}

const needed = [match[1], match[2], match[3]].map((part) => Number(part || 0));
const running = process.versions.node.split('.').map((part) => Number.parseInt(part, 10) || 0);
const differs = [0, 1, 2].find((index) => running[index] !== needed[index]);
const tooOld = differs !== undefined && running[differs] < needed[differs];

if (tooOld) {
  console.error(
    `shala needs Node.js ${needed[0]} (package.json engines "${wanted}"), but this is Node.js ` +
      `${process.versions.node} (${process.execPath}): run \`nvm install && nvm use\`, or see "Set up" ` +
      'in README.md for the npm-registry binary, then run the command again.',
  );
  process.exit(1);
}
