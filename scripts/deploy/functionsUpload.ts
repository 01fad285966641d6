import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from '../lib/emulatorEnv';

/**
 * The functions' source as the deploy uploads it and Cloud Build receives it (docs/operations.md
 * "Deploying", docs/decisions/0005-build-time-packages.md): the esbuild bundle, a package.json whose
 * dependencies are only the published packages the bundle leaves external, each at the exact version
 * of the root lockfile, and the lockfile of exactly those packages and what they need, cut from the
 * root lockfile. Google's Node buildpack installs it with `npm ci`: nothing refers to a workspace
 * package, which no registry has.
 */

/** One package of a lockfile (`package-lock.json` version 3), as npm writes it. */
export interface LockEntry {
  readonly version?: string;
  readonly link?: boolean;
  readonly dev?: boolean;
  readonly optional?: boolean;
  readonly devOptional?: boolean;
  readonly peer?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { optional?: boolean }>>;
  readonly [field: string]: unknown;
}

/** A lockfile: its version and its packages by install path (`node_modules/a/node_modules/b`). */
export interface Lockfile {
  readonly name?: string;
  readonly version?: string;
  readonly lockfileVersion: number;
  readonly requires?: boolean;
  readonly packages: Readonly<Record<string, LockEntry>>;
}

/** The uploaded package.json: what Cloud Build installs and the runtime starts. */
export interface UploadManifest {
  readonly name: string;
  readonly version: string;
  readonly private: true;
  readonly main: string;
  readonly engines: { readonly node: string };
  readonly dependencies: Readonly<Record<string, string>>;
}

/** The functions' own package.json, as the repository keeps it. */
interface FunctionsManifest {
  readonly name: string;
  readonly version: string;
  readonly main: string;
  readonly engines: { readonly node: string };
  readonly dependencies: Readonly<Record<string, string>>;
}

/** Where the deploy writes the upload (git-ignored), and what firebase.deploy.json names as source. */
export const FUNCTIONS_UPLOAD_DIR = '.deploy/functions';

/** The functions' workspace in the root lockfile. */
const FUNCTIONS_WORKSPACE = 'functions';

const nodeModules = (at: string, name: string) =>
  at ? `${at}/node_modules/${name}` : `node_modules/${name}`;

/**
 * Where `name` resolves from the package installed at `from`, as Node and npm resolve it: the
 * nearest `node_modules/<name>` up the path. Null when the lockfile has none.
 */
export function resolveInLock(packages: Lockfile['packages'], from: string, name: string): string | null {
  let at = from;
  for (;;) {
    const candidate = nodeModules(at, name);
    if (packages[candidate]) return candidate;
    if (!at) return null;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut >= 0 ? at.slice(0, cut) : '';
  }
}

/**
 * A package's edges: each dependency's name, whether it may be missing (optional, optional peer),
 * and whether npm installs it for this edge alone (not for an optional peer, which another edge must
 * bring).
 */
function edgesOf(entry: LockEntry): { name: string; optional: boolean; installs: boolean }[] {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false, installs: true })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({
      name,
      optional: true,
      installs: true,
    })),
    ...Object.keys(entry.peerDependencies ?? {}).map((name) => {
      const optional = optionalPeers[name]?.optional === true;
      return { name, optional, installs: !optional };
    }),
  ];
}

/**
 * The upload's package.json and lockfile, from the functions' package.json and the root lockfile:
 * every dependency pinned to the version the root lockfile installed, and the lockfile of what those
 * packages need, each at the same path it has at the root, `optional` where only optional edges
 * reach it.
 * @throws Error when a dependency is not installed from the registry (a workspace link, missing)
 */
export function functionsUpload(
  functions: FunctionsManifest,
  rootLock: Lockfile,
): { manifest: UploadManifest; lockfile: Lockfile } {
  const packages = rootLock.packages;
  const dependencies: Record<string, string> = {};
  const reached = new Map<string, boolean>(); // path → reached only through optional edges
  const queue: { at: string; optional: boolean }[] = [];
  for (const name of Object.keys(functions.dependencies).sort()) {
    const at = resolveInLock(packages, FUNCTIONS_WORKSPACE, name);
    const entry = at ? packages[at] : undefined;
    if (!at || !entry?.version || entry.link)
      throw new Error(`${name} is not installed from the registry in the root lockfile`);
    if (at.startsWith(`${FUNCTIONS_WORKSPACE}/`))
      throw new Error(`${name} is installed under functions/node_modules; the upload expects it hoisted`);
    dependencies[name] = entry.version;
    queue.push({ at, optional: false });
  }
  while (queue.length > 0) {
    const { at, optional } = queue.shift()!;
    const seen = reached.get(at);
    if (seen !== undefined && (seen === optional || !seen)) continue;
    reached.set(at, optional);
    for (const edge of edgesOf(packages[at]!).filter(({ installs }) => installs)) {
      const target = resolveInLock(packages, at, edge.name);
      if (target && !packages[target]!.link) queue.push({ at: target, optional: optional || edge.optional });
    }
  }
  const entries: Record<string, LockEntry> = {
    '': {
      name: functions.name,
      version: functions.version,
      dependencies,
      engines: functions.engines,
    },
  };
  for (const at of [...reached.keys()].sort()) {
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = packages[at]!;
    entries[at] = reached.get(at) ? { ...entry, optional: true } : entry;
  }
  return {
    manifest: {
      name: functions.name,
      version: functions.version,
      private: true,
      main: functions.main,
      engines: functions.engines,
      dependencies,
    },
    lockfile: {
      name: functions.name,
      version: functions.version,
      lockfileVersion: 3,
      requires: true,
      packages: entries,
    },
  };
}

/**
 * What would make Cloud Build's install of the upload fail or differ from what was tested, one
 * sentence a problem: a dependency that is no registry package (a workspace's, a path, a URL), a
 * version range instead of the root lockfile's version, development dependencies, a lockfile whose
 * root disagrees with package.json, and a package whose required dependency the lockfile lacks.
 */
export function functionsUploadProblems(
  manifest: UploadManifest & { devDependencies?: unknown },
  lockfile: Lockfile,
  rootLock: Lockfile,
): string[] {
  const problems: string[] = [];
  if (manifest.devDependencies) problems.push('package.json has devDependencies');
  const root = lockfile.packages[''];
  for (const [name, version] of Object.entries(manifest.dependencies)) {
    if (!semver.valid(version)) {
      problems.push(`${name}@${version} is not one published version`);
      continue;
    }
    const installed = resolveInLock(rootLock.packages, FUNCTIONS_WORKSPACE, name);
    const rootEntry = installed ? rootLock.packages[installed] : undefined;
    if (!rootEntry || rootEntry.link) problems.push(`${name} is not a registry package of the root lockfile`);
    else if (rootEntry.version !== version)
      problems.push(`${name}@${version} is not the root lockfile's ${rootEntry.version}`);
    const locked = lockfile.packages[`node_modules/${name}`];
    if (!locked) problems.push(`the lockfile lacks ${name}`);
    else if (locked.version !== version)
      problems.push(`the lockfile has ${name}@${String(locked.version)}, package.json ${version}`);
    if (root?.dependencies?.[name] !== version)
      problems.push(`the lockfile's root does not depend on ${name}@${version}`);
  }
  for (const name of Object.keys(root?.dependencies ?? {}))
    if (!(name in manifest.dependencies))
      problems.push(`the lockfile's root depends on ${name}, package.json does not`);
  for (const [at, entry] of Object.entries(lockfile.packages)) {
    if (!at) continue;
    if (entry.link || !entry.version) problems.push(`${at} is not a registry package`);
    if (entry.dev) problems.push(`${at} is marked as a development dependency`);
    for (const edge of edgesOf(entry))
      if (!edge.optional && !resolveInLock(lockfile.packages, at, edge.name))
        problems.push(`${at} needs ${edge.name}, which the lockfile lacks`);
  }
  return problems;
}

/** The repository's functions/package.json and root package-lock.json. */
export function readFunctionsInputs(root = ROOT): { functions: FunctionsManifest; rootLock: Lockfile } {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
  return {
    functions: read('functions/package.json') as FunctionsManifest,
    rootLock: read('package-lock.json') as Lockfile,
  };
}

/**
 * Writes the upload into `dir` (emptied first): the built bundle (`functions/lib`), package.json and
 * package-lock.json; and, for the Firebase CLI's discovery and the dry run's load, `node_modules`
 * holding exactly the lockfile's top-level packages, each a link to the root's installed copy.
 * @returns the upload's package.json and lockfile
 * @throws Error when the bundle is not built (`npm run build -w functions`)
 */
export function writeFunctionsUpload(
  dir: string,
  root = ROOT,
): { manifest: UploadManifest; lockfile: Lockfile } {
  const bundle = path.join(root, 'functions', 'lib');
  if (!existsSync(path.join(bundle, 'index.js')))
    throw new Error("The functions' bundle is not built: run `npm run build -w functions`.");
  const { functions, rootLock } = readFunctionsInputs(root);
  const upload = functionsUpload(functions, rootLock);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(bundle, path.join(dir, 'lib'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(upload.manifest, null, 2)}\n`);
  writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify(upload.lockfile, null, 2)}\n`);
  for (const at of Object.keys(upload.lockfile.packages)) {
    if (!at || at.includes('/node_modules/')) continue; // nested packages come inside their parent
    mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
    symlinkSync(path.join(root, at), path.join(dir, at), 'dir');
  }
  return upload;
}
