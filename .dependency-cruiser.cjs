// The layer rules, checked by `npm run lint` (docs/architecture.md#layers). Each rule is a folder
// rule: what a file may import depends only on the folder it lives in. tests/ and scripts/ may
// import any layer (they drive the code from outside), so only the cycle rule covers them.
//
// TypeScript 7 has no compiler API that dependency-cruiser can read, so it parses with @swc/core
// (which keeps `import type`: a type-only import breaks a layer rule as much as any other).

/** Files outside src/portal/ that both apps share: the portal may import these from src/ and no others. */
const SHARED_WITH_PORTAL = [
  // useScreenMachine and ActorOverridesContext: the one way a screen starts its machine.
  '^src/lib/screen-machine\\.ts$',
  // The Stately inspector hook that useScreenMachine passes to every actor in development.
  '^src/lib/inspector\\.ts$',
  // The one HTTP client both apps' API modules call (one failure shape).
  '^src/lib/http-client\\.ts$',
];

/** Our own layers; anything else a rule meets is a package or a Node built-in. */
const OURS = '^(common|machines|src|server|tests|scripts)/';

module.exports = {
  forbidden: [
    {
      name: 'common-imports-only-common',
      comment:
        'common/ holds the contract and the rules both sides share: it imports packages and other common files, nothing else of ours.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: OURS, pathNot: '^common/' },
    },
    {
      name: 'machines-import-only-common',
      comment:
        'A machine is pure logic that the server, both apps and the model-based tests can run: it imports common/ and other machines only. Views provide its actors.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: OURS, pathNot: '^(common|machines)/' },
    },
    {
      name: 'views-never-import-the-server',
      comment:
        'The apps are browser builds: code under src/ never imports server/ (types come from common/api/).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-src',
      comment: 'The server is its own build: it imports common/ (and packages), never the apps under src/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'portal-never-imports-the-site',
      comment: `The school portal is its own app: from src/ outside src/portal/ it imports only the shared files (${SHARED_WITH_PORTAL.join(', ')}), never the site's views, routes, API or texts.`,
      severity: 'error',
      from: { path: '^src/portal/' },
      to: { path: '^src/', pathNot: ['^src/portal/', ...SHARED_WITH_PORTAL] },
    },
    {
      name: 'site-never-imports-the-portal',
      comment:
        "The public site's first page has no bytes to spare: nothing outside src/portal/ imports the portal.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/portal/' },
      to: { path: '^src/portal/' },
    },
    {
      name: 'production-code-never-imports-tests-or-scripts',
      comment:
        'tests/ and scripts/ drive the code from outside; nothing the apps or the server ship imports them.',
      severity: 'error',
      from: { path: '^(common|machines|src|server)/' },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'no-circular-imports',
      comment:
        'A cycle makes the order modules start in matter. Type-only imports are left out: they vanish at build time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Declaration files (swc reads no .d.ts) and the router's generated trees.
    exclude: { path: ['^node_modules/', '^dist/', '\\.d\\.[cm]?ts$', 'route-tree\\.gen\\.ts$'] },
    // The aliases (@common/*, @machines/*, @server/*, @site/*, @portal/*, @tests/*, @scripts/*).
    tsConfig: { fileName: 'tsconfig.json' },
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.d.ts'],
    },
    // Violations on their way out go in `knownViolations`, each with what removes it; an entry that
    // no longer matches a violation fails lint, so it is deleted the day its violation goes.
    baseline: { staleEntriesSeverity: 'error' },
    knownViolations: [],
  },
};
