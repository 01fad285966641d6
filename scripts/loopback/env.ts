import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runLog } from '../lib/runLogs';

/** The preload that refuses connections outside loopback (docs/decisions/0027-loopback-only.md). */
export const LOOPBACK_GUARD = path.join(__dirname, 'guard.cjs');

/** One connection the guard refused: where to, and which process tried it from where. */
export interface RefusedConnection {
  readonly host: string;
  readonly port: string;
  readonly pid: number;
  readonly argv: readonly string[];
  readonly stack: string;
}

/**
 * The environment under which every process of a test run or of the local stack stays on this machine:
 * the guard preloaded into each Node process (it passes to their children through NODE_OPTIONS), its
 * refusals written to `log`, Google's client libraries told there is no metadata server to look for,
 * npm told to stay offline and not to look for its own updates.
 * @param log the file the guard appends its refusals to (created on the first one)
 * @param env the environment to extend
 */
export function loopbackOnlyEnv(log: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const preload = `--require=${JSON.stringify(LOOPBACK_GUARD)}`;
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...env,
    NODE_OPTIONS: nodeOptions.includes(preload) ? nodeOptions : `${nodeOptions} ${preload}`.trim(),
    LOOPBACK_GUARD_LOG: log,
    METADATA_SERVER_DETECTION: 'none',
    npm_config_update_notifier: 'false',
    // npm answers from its cache or fails at once (the Firebase CLI asks it for firebase-functions'
    // latest version while the emulators start).
    npm_config_offline: 'true',
  };
}

/**
 * The connections the guard refused, from its log.
 * @param log the file given to {@link loopbackOnlyEnv}
 * @returns every refusal in the order they happened; none when the file does not exist
 */
export function refusedConnections(log: string): RefusedConnection[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RefusedConnection);
}

/** The refusals as lines a person reads: where to, from which command, and the first frames of the call. */
export function describeRefusals(refusals: readonly RefusedConnection[]): string {
  return refusals
    .map((refusal) => {
      const command = refusal.argv.map((arg) => path.basename(arg)).join(' ');
      const frames = refusal.stack.split('\n').slice(1, 6).join('\n');
      return `${refusal.host}:${refusal.port} from pid ${refusal.pid} (${command})\n${frames}`;
    })
    .join('\n');
}

/**
 * Keeps this process and every process it starts on this machine: installs the guard here and sets
 * {@link loopbackOnlyEnv} in this process's environment, which its children inherit. Refusals go to
 * the file a parent run already named, else to `loopback-refusals.jsonl` of the run's logs.
 * @returns the file the refusals go to
 */
export function guardThisRun(): string {
  const log = process.env.LOOPBACK_GUARD_LOG ?? runLog('loopback-refusals.jsonl');
  createRequire(__filename)(LOOPBACK_GUARD);
  Object.assign(process.env, loopbackOnlyEnv(log));
  return log;
}
