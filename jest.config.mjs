/**
 * Jest projects: `unit` (jsdom: host and its prerendering, shared-auth, shared-ui, remotes), `unit-node` (build-time packages, functions, scripts),
 * `emulators` (security rules and callable functions against the running Emulator Suite) and `stack`
 * (`npm start` itself, started and stopped as a person does; nothing else may run beside it).
 */
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  // Absolute: each workspace's `npm test` runs jest from its own folder with this configuration.
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/functions/lib/'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: '<rootDir>/jest.environment.mjs',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      // Icons and some antd components are imported one ES module each (types/ant-design-icons.d.ts,
      // shared-ui/antd/*); jest runs CommonJS, so their CommonJS builds: the same modules.
      moduleNameMapper: {
        '^@ant-design/icons/es/icons/(.*)$': '@ant-design/icons/lib/icons/$1',
        '^antd/es/(.*)$': 'antd/lib/$1',
      },
      testMatch: [
        '<rootDir>/host/src/**/*.test.ts?(x)',
        '<rootDir>/host/prerender/**/*.test.ts?(x)',
        '<rootDir>/shared-auth/src/**/*.test.ts?(x)',
        '<rootDir>/shared-ui/src/**/*.test.ts?(x)',
        '<rootDir>/remotes/*/src/**/*.test.ts?(x)',
      ],
    },
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      // antd's CommonJS build for the build scripts' tests (scripts/webpack), which render antd in Node.
      moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
      testMatch: [
        '<rootDir>/packages/*/src/**/*.test.ts',
        '<rootDir>/functions/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'emulators',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/emulator-tests/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/emulator-tests/support/coldStart.ts'],
    },
    {
      ...common,
      displayName: 'stack',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/stack-tests/**/*.test.ts'],
    },
  ],
};
