import {
  functionsUpload,
  functionsUploadProblems,
  readFunctionsInputs,
  resolveInLock,
  type Lockfile,
} from './functionsUpload';

// A root lockfile in npm's shape: a workspace for the functions, a build-time workspace package, a
// published dependency with a nested copy of a package whose hoisted version another needs.
const ROOT_LOCK: Lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'adplatform', version: '0.1.0' },
    functions: { version: '0.1.0' },
    'node_modules/functions': { link: true, resolved: 'functions' },
    'node_modules/@adplatform/plans': { link: true, resolved: 'packages/plans' },
    'node_modules/firebase-admin': {
      version: '13.10.0',
      dependencies: { jwks: '^3.0.0', ms: '^2.0.0' },
      optionalDependencies: { '@google-cloud/firestore': '^7.0.0' },
    },
    'node_modules/firebase-admin/node_modules/ms': { version: '2.1.3', dev: true },
    'node_modules/ms': { version: '3.0.0', dev: true },
    'node_modules/jwks': { version: '3.2.0', peerDependencies: { ms: '*' }, dev: true },
    'node_modules/@google-cloud/firestore': {
      version: '7.11.0',
      optional: true,
      dependencies: { jwks: '^3' },
    },
    'node_modules/zod': { version: '4.6.7' },
    'node_modules/webpack': { version: '5.110.2', dev: true },
  },
};
const FUNCTIONS = {
  name: 'functions',
  version: '0.1.0',
  main: 'lib/index.js',
  engines: { node: '24' },
  dependencies: { 'firebase-admin': '^13.9.0', zod: '^4.1.0' },
};

describe("the functions' upload", () => {
  const { manifest, lockfile } = functionsUpload(FUNCTIONS, ROOT_LOCK);

  it('resolves a package as npm does: the nearest node_modules up the path', () => {
    expect(resolveInLock(ROOT_LOCK.packages, 'node_modules/firebase-admin', 'ms')).toBe(
      'node_modules/firebase-admin/node_modules/ms',
    );
    expect(resolveInLock(ROOT_LOCK.packages, 'node_modules/jwks', 'ms')).toBe('node_modules/ms');
    expect(resolveInLock(ROOT_LOCK.packages, 'functions', 'zod')).toBe('node_modules/zod');
    expect(resolveInLock(ROOT_LOCK.packages, 'functions', 'left-pad')).toBeNull();
  });

  it("pins each dependency to the root lockfile's version and keeps only what they need", () => {
    expect(manifest).toEqual({
      name: 'functions',
      version: '0.1.0',
      private: true,
      main: 'lib/index.js',
      engines: { node: '24' },
      dependencies: { 'firebase-admin': '13.10.0', zod: '4.6.7' },
    });
    expect(Object.keys(lockfile.packages).sort()).toEqual([
      '',
      'node_modules/@google-cloud/firestore',
      'node_modules/firebase-admin',
      'node_modules/firebase-admin/node_modules/ms',
      'node_modules/jwks',
      'node_modules/ms',
      'node_modules/zod',
    ]);
    // Development flags dropped; optional only where no required edge reaches it.
    expect(lockfile.packages['node_modules/jwks']).toEqual({
      version: '3.2.0',
      peerDependencies: { ms: '*' },
    });
    expect(lockfile.packages['node_modules/@google-cloud/firestore']?.optional).toBe(true);
    expect(functionsUploadProblems(manifest, lockfile, ROOT_LOCK)).toEqual([]);
  });

  it('refuses a dependency that only a workspace provides', () => {
    expect(() =>
      functionsUpload({ ...FUNCTIONS, dependencies: { '@adplatform/plans': '^0.1.0' } }, ROOT_LOCK),
    ).toThrow('@adplatform/plans is not installed from the registry in the root lockfile');
  });

  it('names each way a copy of the upload is broken', () => {
    const lacking = { ...lockfile.packages };
    delete lacking['node_modules/ms'];
    const problems = (changed: { manifest?: object; packages?: Lockfile['packages'] }) =>
      functionsUploadProblems(
        { ...manifest, ...changed.manifest },
        { ...lockfile, packages: changed.packages ?? lockfile.packages },
        ROOT_LOCK,
      );
    expect(problems({ manifest: { devDependencies: { '@adplatform/plans': '^0.1.0' } } })).toEqual([
      'package.json has devDependencies',
    ]);
    expect(problems({ manifest: { dependencies: { ...manifest.dependencies, zod: '^4.1.0' } } })).toEqual([
      'zod@^4.1.0 is not one published version',
    ]);
    expect(problems({ manifest: { dependencies: { ...manifest.dependencies, zod: '4.6.6' } } })).toEqual([
      "zod@4.6.6 is not the root lockfile's 4.6.7",
      'the lockfile has zod@4.6.7, package.json 4.6.6',
      "the lockfile's root does not depend on zod@4.6.6",
    ]);
    expect(
      problems({ manifest: { dependencies: { ...manifest.dependencies, '@adplatform/plans': '0.1.0' } } }),
    ).toEqual([
      '@adplatform/plans is not a registry package of the root lockfile',
      'the lockfile lacks @adplatform/plans',
      "the lockfile's root does not depend on @adplatform/plans@0.1.0",
    ]);
    expect(problems({ packages: lacking })).toEqual(['node_modules/jwks needs ms, which the lockfile lacks']);
    expect(
      problems({ packages: { ...lockfile.packages, 'node_modules/jwks': { link: true, resolved: 'x' } } }),
    ).toEqual(['node_modules/jwks is not a registry package']);
  });

  it("holds for the repository's own functions and lockfile", () => {
    const { functions, rootLock } = readFunctionsInputs();
    const upload = functionsUpload(functions, rootLock);
    expect(Object.keys(upload.manifest.dependencies).some((name) => name.startsWith('@adplatform/'))).toBe(
      false,
    );
    expect(functionsUploadProblems(upload.manifest, upload.lockfile, rootLock)).toEqual([]);
  });
});
