import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../lib/apps';
import { platformRanges, resolvedSingletons } from './platform';
import { sharedVersionProblems } from './sharedVersions';

const PLATFORM = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'shared-auth': '^0.1.0',
  'shared-ui': '^0.2.0',
  dayjs: '^1.11.0',
  antd: '^5.27.0',
};
const INSTALLED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'shared-auth': '0.1.0',
  'shared-ui': '0.2.0',
  dayjs: '1.11.19',
  antd: '5.29.3',
};
const DECLARED = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'shared-auth': '^0.1.0',
  'shared-ui': '^0.2.0',
  dayjs: '^1.11.19',
  antd: '^5.27.0',
};

describe('sharedVersionProblems', () => {
  it('accepts a remote whose singletons agree with the platform', () => {
    expect(
      sharedVersionProblems({
        app: 'reporting',
        declared: DECLARED,
        installed: INSTALLED,
        platform: PLATFORM,
      }),
    ).toEqual([]);
  });

  it('catches a remote built against an incompatible React, naming the remote, the versions and the fix', () => {
    const problems = sharedVersionProblems({
      app: 'reporting',
      declared: { ...DECLARED, react: '^18.2.0' },
      installed: { ...INSTALLED, react: '18.3.1' },
      platform: PLATFORM,
    });
    expect(problems).toEqual([
      'reporting is built against react@18.3.1 (declared ^18.2.0) but the platform shares react ^19.2.0: the host would refuse this remote at run time. Use a version in ^19.2.0.',
    ]);
  });

  it.each([
    ['leads', 'shared-auth', '0.2.0', '^0.1.0'],
    // antd facades the host does not provide yet
    ['creation', 'shared-ui', '0.3.0', '^0.2.0'],
  ] as const)(
    'catches %s built against a newer %s contract (%s) than the platform runs',
    (app, contract, version, platformRange) => {
      const problems = sharedVersionProblems({
        app,
        declared: { ...DECLARED, [contract]: `^${version}` },
        installed: { ...INSTALLED, [contract]: version },
        platform: PLATFORM,
      });
      expect(problems).toEqual([
        `${app} is built against ${contract}@${version} (declared ^${version}) but the platform shares ${contract} ${platformRange}: the host would refuse this remote at run time. Use a version in ${platformRange}.`,
      ]);
    },
  );

  it('asks for an explicit range when a singleton is not declared, and for an install that matches it', () => {
    const { 'react-dom': _omitted, ...withoutReactDom } = DECLARED;
    expect(
      sharedVersionProblems({
        app: 'settings',
        declared: withoutReactDom,
        installed: INSTALLED,
        platform: PLATFORM,
      }),
    ).toEqual([
      'settings declares no valid version range for the shared singleton react-dom (package.json dependencies: missing).',
    ]);
    expect(
      sharedVersionProblems({
        app: 'settings',
        declared: { ...DECLARED, 'react-dom': '~19.2.0' },
        installed: INSTALLED,
        platform: PLATFORM,
      }),
    ).toEqual(['settings resolves react-dom@19.3.1, outside its declared range ~19.2.0.']);
  });

  it.each(APPS.map((app) => [app.name, app.dir] as const))(
    'every app of this repository passes the check: %s',
    (name, dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect(
        sharedVersionProblems({
          app: name,
          declared: manifest.dependencies,
          installed: resolvedSingletons(dir),
          platform: platformRanges(),
        }),
      ).toEqual([]);
    },
  );
});
