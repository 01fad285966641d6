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
 * What the platform shares (shared-auth and shared-ui are the contract, docs/architecture.md "The shape in one
 * paragraph"): their `peerDependencies` give the React and dayjs ranges the host provides; their own
 * versions, as caret ranges, the contract versions (shared-ui's covers its antd facades).
 * @param dir - where to resolve shared-auth and shared-ui from (defaults to the repository root)
 */
export function platformRanges(dir = `${__dirname}/../..`): Partial<Record<SharedSingleton, string>> {
  const sharedAuth = manifestOf('shared-auth', dir);
  const sharedUi = manifestOf('shared-ui', dir);
  const peers = { ...sharedUi.peerDependencies, ...sharedAuth.peerDependencies };
  const ranges: Partial<Record<SharedSingleton, string>> = {
    'shared-auth': `^${sharedAuth.version}`,
    'shared-ui': `^${sharedUi.version}`,
  };
  for (const name of SHARED_SINGLETONS) ranges[name] ??= peers[name];
  return ranges;
}

/** An app's own package.json (its declared dependency ranges). */
export function appManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as PackageManifest;
}
