import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** The repository (this file is in scripts/lib). */
const ROOT = path.resolve(__dirname, '..', '..');

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The Node major the functions run on, deployed and emulated: functions/package.json `engines.node`. */
export function functionsNodeMajor(): number {
  const manifest = readJson('functions/package.json') as { engines?: { node?: string } };
  const major = Number.parseInt(manifest.engines?.node ?? '', 10);
  if (!Number.isInteger(major))
    throw new Error('functions/package.json names no Node major in engines.node.');
  return major;
}

/**
 * Where the project declares its Node (docs/decisions/0044-one-node.md), each as written: `.nvmrc`,
 * the root's `engines.node` and `devEngines.runtime.version`, and the functions' `engines.node`.
 */
export function declaredNodes(): {
  nvmrc: string;
  engines: string;
  devEngines: string;
  functions: string;
} {
  const root = readJson('package.json') as {
    engines?: { node?: string };
    devEngines?: { runtime?: { name?: string; version?: string } };
  };
  const functions = readJson('functions/package.json') as { engines?: { node?: string } };
  return {
    nvmrc: readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim(),
    engines: root.engines?.node ?? '',
    devEngines: root.devEngines?.runtime?.name === 'node' ? (root.devEngines.runtime.version ?? '') : '',
    functions: functions.engines?.node ?? '',
  };
}

/**
 * The disagreements between the declarations of `declaredNodes`: each range must admit the `.nvmrc`
 * major and no other. An empty list means one Node.
 */
export function nodeDeclarationConflicts(declared = declaredNodes()): string[] {
  const major = Number.parseInt(declared.nvmrc.replace(/^v/u, ''), 10);
  if (!Number.isInteger(major)) return [`.nvmrc names no Node major ("${declared.nvmrc}")`];
  const ranges = {
    'engines.node': declared.engines,
    'devEngines.runtime.version': declared.devEngines,
    'functions/package.json engines.node': declared.functions,
  };
  return Object.entries(ranges).flatMap(([where, range]) => {
    const valid = semver.validRange(range);
    if (!valid) return [`${where} is not a version range ("${range}")`];
    const admitsMajor = semver.intersects(valid, `${major}.x`);
    const admitsOthers = semver.intersects(valid, `<${major}.0.0 || >=${major + 1}.0.0`);
    return admitsMajor && !admitsOthers ? [] : [`${where} ("${range}") is not Node ${major} alone`];
  });
}

/**
 * The folder of the Node binary the functions run on in the emulator: this process's own, which must
 * be of the functions' major (docs/decisions/0044-one-node.md). The Firebase CLI started with it
 * first on the PATH runs the functions on that Node, as Cloud Run functions runs them deployed.
 * @throws Error when this process runs another major, naming the version managers' commands
 */
export function functionsNodeDir(major = functionsNodeMajor()): string {
  if (Number(process.versions.node.split('.')[0]) === major) return path.dirname(process.execPath);
  throw new Error(
    `The project runs on Node ${major} (.nvmrc); this is Node ${process.versions.node}. Install it with ` +
      `one of: nvm install | fnm install && fnm use | volta install node@${major}; or, on Linux x64, ` +
      '`source scripts/node/use-node.sh`.',
  );
}
