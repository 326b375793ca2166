import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Layers, one way (docs/architecture.md): a relative import that climbs into one of `folders` is an error.
 * Our folders sit at the root and have no namesakes inside, so `../` repeated then the folder name is enough.
 */
function forbid(folders, why) {
  return { regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message: why };
}

function layer(files, patterns, ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const SHARED_ONLY = 'shared/ is read by the server and the browser alike, so it imports only shared/.';
const NOT_SERVER = 'The browser never imports server/: move the contract, format or arithmetic to shared/.';
const NOT_APP = 'Only app/ imports app/: widgets, stores and the engine sit below the shell.';
const BACK_EDGE = (from) => `A back edge: ${from} may not import this folder (docs/architecture.md draws the arrows).`;
/** Story files and the fakes only stories and tests import: they show widgets with the demo server's data. */
const STORY_MATERIAL = [
  'widgets/**/*.stories.tsx',
  'widgets/map/fleetFixtures.ts',
  'widgets/crud/fakeEntityApi.ts',
  'widgets/registration/fakeRegistrationApi.ts',
];

const LAYERS = [
  layer(['shared/**'], [forbid(['app', 'api', 'widgets', 'stores', 'engine', 'server', 'locales', 'schemas'], SHARED_ONLY)]),
  layer(
    ['server/**'],
    [
      forbid(['app', 'api', 'widgets', 'stores'], 'The server imports only server/ and shared/.'),
      // The server checks page schemas with the engine's own validator, so both agree on what a page is.
      {
        regex: '^(\\.\\./)+engine/(?!pageSchema$|validatePage$)',
        message: 'The server may use only engine/pageSchema and engine/validatePage.',
      },
    ],
  ),
  layer(['api/**'], [forbid(['server'], NOT_SERVER), forbid(['app', 'widgets', 'stores', 'engine'], BACK_EDGE('api/'))]),
  layer(
    ['stores/**'],
    [
      forbid(['server'], NOT_SERVER),
      forbid(['app'], NOT_APP),
      forbid(['widgets'], BACK_EDGE('stores/')),
      // Every browser timer goes through the polling store (the station navigator's live values too).
      { regex: '^(\\.\\./)+engine/(?!pollingStore$)', message: BACK_EDGE('stores/') },
    ],
  ),
  layer(
    ['engine/**'],
    [
      forbid(['server'], NOT_SERVER),
      forbid(['app'], NOT_APP),
      forbid(['stores'], BACK_EDGE('engine/')),
      // The registry and the page validator read widgets/manifest.ts: plain data (types, props schemas,
      // aliases), no component, so the engine still renders nothing it does not know by name.
      { regex: '^(\\.\\./)+widgets/(?!manifest$)', message: BACK_EDGE('engine/') },
    ],
  ),
  layer(
    ['widgets/**'],
    [
      forbid(['server'], NOT_SERVER),
      forbid(['app'], NOT_APP),
      // Widgets call the server through the api/ modules (entities, remote, stations) or page sources and
      // actions; none keeps an HTTP client of its own.
      {
        regex: '^(\\.\\./)+api/request$',
        importNames: ['request', 'callData', 'callPage'],
        message: 'A widget keeps no HTTP client: add the call to an api/ module, or bind a page source or action.',
      },
    ],
    STORY_MATERIAL,
  ),
  layer(STORY_MATERIAL, [forbid(['app'], NOT_APP)]),
  layer(['app/**'], [forbid(['server'], NOT_SERVER)]),
];

const CONTRACTS_IN_BROWSER =
  'The browser imports contracts and TypeBox with `import type` only: the schemas run on the server (docs/architecture.md, Contracts).';

const OWN_TIMER =
  'Browser timers go through engine/pollingStore.ts (task, every, later) or engine/clock.ts (useNow): paused while hidden, stopped with their page.';
/** Timers are the polling store's alone in the browser; stories and test fakes may simulate latency. */
const TIMERS = {
  files: ['app/**', 'widgets/**', 'stores/**', 'api/**', 'engine/**'],
  ignores: ['engine/pollingStore.ts', ...STORY_MATERIAL, 'widgets/remote/fakeRemoteApi.ts'],
  rules: {
    'no-restricted-globals': ['error', ...['setTimeout', 'setInterval'].map((name) => ({ name, message: OWN_TIMER }))],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis', 'self'].flatMap((object) =>
        ['setTimeout', 'setInterval'].map((property) => ({ object, property, message: OWN_TIMER })),
      ),
    ],
  },
};

/**
 * Blueprint's Popover (react-popper) is deprecated and mis-places content under React 19; PopoverNext replaces it.
 * A rule of its own name, so it adds to the layers' no-restricted-imports instead of replacing them.
 */
const OLD_POPOVER = {
  name: '@blueprintjs/core',
  importNames: ['Popover'],
  message: 'Use PopoverNext: Popover is deprecated and warns under React 19 (package.json overrides react-popper).',
};
const NO_OLD_POPOVER = {
  files: ['**/*.ts', '**/*.tsx'],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [OLD_POPOVER] }] },
};

/**
 * The browser reads the contracts of shared/contracts/ for their types alone: their TypeBox schemas are the
 * server's to run, and would only grow the bundle. The same rule as above, so it repeats the Popover path.
 */
const CONTRACT_TYPES_ONLY = {
  files: ['app/**', 'widgets/**', 'stores/**', 'api/**', 'engine/**', 'shared/**'],
  ignores: [...STORY_MATERIAL, 'shared/contracts/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [OLD_POPOVER, { name: 'typebox', allowTypeImports: true, message: CONTRACTS_IN_BROWSER }],
        patterns: [{ regex: '(^|/)contracts/', allowTypeImports: true, message: CONTRACTS_IN_BROWSER }],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'storybook-static/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...LAYERS,
  TIMERS,
  NO_OLD_POPOVER,
  CONTRACT_TYPES_ONLY,
);
