import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
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

/** antd's components come through the shared facades (one antd per page); its types may be imported. */
const ANTD_PATTERN = {
  regex: '^(antd(/.*)?|@ant-design/cssinjs|@ant-design/v5-patch-for-react-19)$',
  allowTypeImports: true,
  message:
    'Import antd components from the shared facades: shared-ui/antd/base, layout, feedback, data, overlay or authoring.',
};

/** antd's icons one module each (types/ant-design-icons.d.ts): the package's index builds all 800+. */
const ICONS_INDEX = {
  name: '@ant-design/icons',
  allowTypeImports: true,
  message:
    "Import each icon from its own module, '@ant-design/icons/es/icons/<Name>': the package's index makes webpack build every icon (seconds of each cold build).",
};

/**
 * Imports an app may not make: the libraries shared-auth owns, antd's icon index, Firebase, antd,
 * and the given boundaries.
 */
function restrictImports(boundaries) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [...SHARED_AUTH_OWNS, ICONS_INDEX],
        patterns: [FIREBASE_PATTERN, ANTD_PATTERN, ...boundaries],
      },
    ],
  };
}

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: restrictImports([
      { group: ['**/remotes/**'], message: 'The host reaches a remote only through its exposed module.' },
    ]),
  },
  {
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    rules: restrictImports([
      { group: ['**/host/**'], message: 'A remote never imports the host.' },
      { group: ['../../../*', '**/remotes/**'], message: 'A remote never imports another remote.' },
    ]),
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: restrictImports([
      { group: ['**/host/**', '**/remotes/**'], message: 'shared-ui serves every app and imports none.' },
    ]),
  },
  {
    // The facades are where antd is imported.
    files: ['shared-ui/src/antd/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly' } },
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
