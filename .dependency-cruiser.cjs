// The shape of the code, checked by `npm run lint:deps` (part of `npm run lint`, so of `npm test`):
// no import cycle between modules, nor between the app's folders, and each part keeps to its side (shared/ stands alone,
// the API and the app do not reach into each other, the server imports no build-time tool from tools/, the state
// machines stay free of React).
// Type-only imports count: a cycle through a type is still a cycle to untangle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This module is part of an import cycle. Move the shared piece to a module that both sides import, ' +
        'or move the code to the side that owns it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment:
        'These folders of the app import each other (a feature reaching into another that reaches back). Move the ' +
        'code to the folder that owns it, or the shared piece to a folder both import.',
      // The app only for now: api/services' folders still import each other (e.g. chat <-> push, db <-> services).
      from: { path: '^app/' },
      to: { circular: true },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared/ is used by both the app and the API: it imports nothing from either.',
      from: { path: '^shared/' },
      to: { path: '^(app|api)/' },
    },
    {
      name: 'api-not-into-app',
      severity: 'error',
      comment: 'The API does not import the app (the app is built and prerendered apart). Something both need belongs in shared/.',
      from: { path: '^api/' },
      to: { path: '^app/' },
    },
    {
      name: 'api-not-into-tools',
      severity: 'error',
      comment:
        "The server does not import tools/ (build-time tools such as the demo songs' synthesiser would end up in its " +
        'bundle). What both need stays in api/ and the tool imports it; a test may use a tool to make its fixtures.',
      from: { path: '^api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^tools/' },
    },
    {
      name: 'app-not-into-api',
      severity: 'error',
      comment:
        'The app does not import the API (server code would end up in the bundle). Talk to it over HTTP; shared types live in shared/.',
      from: { path: '^app/' },
      to: { path: '^api/' },
    },
    {
      name: 'machines-without-react',
      severity: 'error',
      comment:
        "A feature's state machines (its machine/ folder, such as app/features/chat/machine/) and app/core/ are plain " +
        'TypeScript and xstate, testable without a DOM: no React, no components. Hooks that run a machine live beside ' +
        'the page or widget that renders it.',
      from: { path: ['/machine/', '^app/core/'] },
      to: {
        path: ['^node_modules/(@types/)?(react|react-dom|wouter)/', '^node_modules/@xstate/react/', '\\.tsx$'],
      },
    },
    {
      name: 'feature-through-its-entry',
      severity: 'error',
      comment:
        'A feature (app/features/<name>/) or admin area (app/admin/<area>/) is used from outside only through its public ' +
        'entry, its index.ts. Export what others need from there, or move the shared piece to app/ui/ or app/core/.',
      from: { path: '^app/(features|admin)/([^/]+)/' },
      to: {
        path: '^app/(features|admin)/(?!kit/)[^/]+/',
        pathNot: ['^app/(features|admin)/[^/]+/index\\.tsx?$', '^app/$1/$2/'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'feature-through-its-entry-from-app',
      severity: 'error',
      comment:
        'The route table, the shell, the admin page and the prerenderer use a feature or admin area only through its ' +
        'index.ts (or load one of its top-level pages on demand).',
      from: { path: '^app/', pathNot: '^app/(features|admin)/[^/]+/' },
      to: {
        path: '^app/(features|admin)/(?!kit/)[^/]+/',
        pathNot: '^app/(features|admin)/[^/]+/index\\.tsx?$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'lazy-entries-at-the-top',
      severity: 'error',
      comment:
        "A page or section loaded on demand (import()) from outside its feature is a module at the top of the feature's " +
        "folder, never one of its inner folders (machine/, widget/): those are the feature's own.",
      from: { path: '^app/', pathNot: '^app/(features|admin)/[^/]+/' },
      to: {
        path: '^app/(features|admin)/[^/]+/[^/]+/',
        dependencyTypes: ['dynamic-import'],
      },
    },
    {
      name: 'layers-point-down',
      severity: 'error',
      comment:
        'app/core/ (API client, offline database) and app/ui/ (the UI kit) serve every feature and know none; features ' +
        'do not reach into the shell, the admin or the route table. Move the shared piece down, into ui/ or core/.',
      from: { path: ['^app/(core|ui)/', '^app/features/'] },
      to: { path: '^app/(shell|admin|ssr)/|^app/(App|AppProviders|main|boot)\\.tsx?$' },
    },
    {
      name: 'core-below-ui',
      severity: 'error',
      comment: 'app/core/ is below the UI kit: the kit may use the API client and the offline database, not the other way.',
      from: { path: '^app/core/' },
      to: { path: '^app/(ui|features)/' },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'This import does not resolve to a file, so the rules above cannot follow it. Fix the path, or install the package.',
      from: {},
      // Vite's virtual modules (virtual:pwa-register/react) exist only in its build.
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
