import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** Libraries whose one instance lives in shared-auth: everyone else goes through it. */
const SHARED_AUTH_OWNS = [
  { name: 'i18next', message: 'Use the shared instance: import { i18n, useT } from "shared-auth".' },
  { name: 'react-i18next', message: 'Use useT from "shared-auth" (the shared i18n instance).' },
  { name: 'react-router', message: 'Import routing from "shared-auth" (the page\'s one router).' },
  { name: 'react-router-dom', message: 'Import routing from "shared-auth" (the page\'s one router).' },
];
const FIREBASE_PATTERN = {
  group: ['firebase/*'],
  allowTypeImports: true,
  message: 'Use the Firebase handles of shared-auth (one Firebase app and one Firestore per page).',
};

/**
 * antd's component folders each shared facade provides (`shared-ui/src/antd/<facade>.ts`): the named
 * exports of `antd` in kebab case (`DatePicker` → `date-picker`) and the folders of its deep imports.
 */
function facadeComponentFolders() {
  const dir = new URL('./shared-ui/src/antd/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const source = readFileSync(new URL(file, dir), 'utf8');
      const folders = new Set();
      for (const [, names] of source.matchAll(/export \{([^}]*)\} from 'antd';/g)) {
        for (const name of names
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          folders.add(name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
        }
      }
      for (const [, folder] of source.matchAll(/from 'antd\/es\/([\w-]+)\//g)) folders.add(folder);
      return { facade: file.replace(/\.ts$/, ''), folders: [...folders] };
    });
}

/**
 * antd in an app (docs/decisions/0006-antd-components-in-remotes.md): a component a facade provides
 * comes from that facade (the host's copy: one download per page); any other component from its own
 * module, `antd/es/<component>`, bundled by the app (the package's index makes webpack build all of
 * antd). Types may be imported from `antd`.
 */
const ANTD_PATTERNS = [
  {
    regex: '^(antd|antd/lib(/.*)?|@ant-design/cssinjs(/.*)?|@ant-design/v5-patch-for-react-19)$',
    allowTypeImports: true,
    message:
      "Import antd components from a shared facade (shared-ui/antd/*) or, for a component no facade provides, from its own module: 'antd/es/<component>'.",
  },
  ...facadeComponentFolders().map(({ facade, folders }) => ({
    regex: `^antd/es/(${folders.join('|')})(/.*)?$`,
    allowTypeImports: true,
    message: `The host provides this component in 'shared-ui/antd/${facade}': import it from there.`,
  })),
];

/** antd's icons one module each (types/ant-design-icons.d.ts): the package's index builds all 800+. */
const ICONS_INDEX = {
  name: '@ant-design/icons',
  allowTypeImports: true,
  message:
    "Import each icon from its own module, '@ant-design/icons/es/icons/<Name>': the package's index makes webpack build every icon (seconds of each cold build).",
};

/** Every remote's folder name under remotes/. */
const REMOTES = readdirSync(new URL('./remotes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The dependency direction of docs/architecture.md "Dependencies point one way", on resolved files
 * (so a package name that leads across a boundary is caught as well as a relative path): remote →
 * shared-auth, shared-ui, packages ← host; a remote never reaches the host or another remote, the host
 * never a remote, the platform packages no app, a build-time package nothing but packages; inside
 * the host, the app's shell composes the screens (`host/src/features`), which never import it; the
 * functions import packages only; tooling (`scripts/`) reaches the server's code through its one
 * tooling entry and the host through its build-time code.
 */
const BOUNDARY_ZONES = [
  ...REMOTES.map((remote) => ({
    target: `./remotes/${remote}`,
    from: './remotes',
    except: [`./${remote}`],
    message: 'A remote never imports another remote: share through shared-auth or an exposed module.',
  })),
  { target: './remotes', from: './host', message: 'A remote never imports the host.' },
  {
    target: './host',
    from: './remotes',
    message: 'The host reaches a remote only through its exposed module.',
  },
  {
    target: ['./shared-auth', './shared-ui'],
    from: ['./host', './remotes', './functions'],
    message: 'The platform packages serve every app and import none.',
  },
  {
    target: './packages',
    from: ['./host', './remotes', './shared-auth', './shared-ui', './functions', './scripts'],
    message: 'A build-time package depends on nothing but other packages.',
  },
  {
    target: './functions',
    from: ['./host', './remotes', './shared-auth', './shared-ui', './scripts'],
    message:
      'The functions import packages only: what an app and the functions both need is a build-time package (packages/).',
  },
  {
    target: './scripts',
    from: './functions',
    except: ['./src/tooling.ts'],
    message: "Tooling runs the server's code only through functions/src/tooling.ts.",
  },
  {
    target: './scripts',
    from: './host/src',
    message:
      "Tooling never imports the host's app: its build-time code (host/prerender) is what tooling may call.",
  },
  {
    target: './host/src/features',
    from: './host/src/app',
    message: "A host screen never imports the app's shell: the app composes the screens.",
  },
];

/**
 * Imports an app may not make: the libraries shared-auth owns, antd's icon index, Firebase and antd
 * (the boundaries between apps are BOUNDARY_ZONES, checked on resolved files), then `extra`.
 */
function restrictedImports(...extra) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [...SHARED_AUTH_OWNS, ICONS_INDEX],
        patterns: [FIREBASE_PATTERN, ...ANTD_PATTERNS, ...extra],
      },
    ],
  };
}

/**
 * A remote's exposed module never imports another (its section modules are capitalised, then
 * `mount`): the Module Federation manifest lists an exposed module's files from every chunk group
 * its chunk is in, so an import between two would make the host load the other's files too
 * (docs/architecture.md "Remotes"). They share the section's component from its feature folder.
 */
const ANOTHER_EXPOSED_MODULE = {
  regex: '^\\./([A-Z][^/]*|mount)$',
  caseSensitive: true,
  message: "An exposed module never imports another: import the section's component from its feature folder.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.emulators/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // A package is reached through its name and its package.json `exports`, never by a relative
      // path into its folder (another workspace's src/ above all).
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    rules: restrictedImports(),
  },
  {
    files: ['remotes/*/src/expose/*.tsx'],
    rules: restrictedImports(ANOTHER_EXPOSED_MODULE),
  },
  {
    // The facades are where antd is imported; the host provides antd's page-level contexts by path.
    files: ['shared-ui/src/antd/*.ts', 'host/src/app/federation/providedShares.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', URL: 'readonly' },
    },
  },
  {
    // Every app's webpack configuration calls the one factory at the repository's root; the host's
    // prerender installs the builds' trims from there too.
    files: ['**/webpack.config.ts', 'host/prerender/trims.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // A preload Node runs before anything else (scripts/loopback/guard.cjs): CommonJS, no build step.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', setImmediate: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['jest.environment.mjs'],
    languageOptions: {
      globals: {
        Request: 'readonly',
        Response: 'readonly',
        Headers: 'readonly',
        ReadableStream: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
      },
    },
  },
);
