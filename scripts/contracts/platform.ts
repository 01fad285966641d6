/** Reads what the shared-version check compares: the platform's ranges and an app's resolved versions. */
import { readFileSync } from 'node:fs';
import { SHARED_SINGLETONS, type SharedSingleton } from './sharedVersions';

interface PackageManifest {
  readonly version: string;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

function manifestOf(name: string, fromDir: string): PackageManifest {
  return JSON.parse(
    readFileSync(require.resolve(`${name}/package.json`, { paths: [fromDir] }), 'utf8'),
  ) as PackageManifest;
}

/**
 * The versions of the shared singletons a build in `dir` resolves.
 * @param dir - the app's folder (node resolution starts there, as webpack's does)
 */
export function resolvedSingletons(dir: string): Partial<Record<SharedSingleton, string>> {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, manifestOf(name, dir).version]));
}

/**
 * What the platform shares (shared-auth is the contract, DESIGN "The shape in one paragraph"): its
 * `peerDependencies` give the React and router ranges the host provides; its own version, as a caret
 * range, the contract version.
 * @param dir - where to resolve shared-auth from (defaults to the repository root)
 */
export function platformRanges(dir = `${__dirname}/../..`): Partial<Record<SharedSingleton, string>> {
  const sharedAuth = manifestOf('shared-auth', dir);
  return { ...sharedAuth.peerDependencies, 'shared-auth': `^${sharedAuth.version}` };
}

/** An app's own package.json (its declared dependency ranges). */
export function appManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as PackageManifest;
}
