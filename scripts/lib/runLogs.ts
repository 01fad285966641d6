import { type SpawnOptions } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulatorEnv';
import { run } from './run';

/** Where `npm start` and a command run alone write their logs (git-ignored). */
export const STACK_LOGS_DIR = path.join(ROOT, 'logs');

/**
 * The folder this run's logs go to: the one a parent named in `RUN_LOGS_DIR` (`npm test` names
 * `test-reports/logs`), else {@link STACK_LOGS_DIR}. Created when missing.
 */
export function runLogsDir(): string {
  const dir = process.env.RUN_LOGS_DIR ?? STACK_LOGS_DIR;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The path of the log `name` (e.g. `emulators.log`) in {@link runLogsDir}. */
export function runLog(name: string): string {
  return path.join(runLogsDir(), name);
}

/** The path as a person at the repository's root types it. */
export function shownPath(file: string): string {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

/**
 * Opens `file` for a child process's stdout and stderr, appending.
 * @returns the descriptor, and a function that closes it in this process once the child has it.
 */
export function appendTo(file: string): { fd: number; close: () => void } {
  const fd = openSync(file, 'a');
  return { fd, close: () => closeSync(fd) };
}

/**
 * True for a line of the emulators' log that a person running the stack must see: a warning or an
 * error of the CLI (`⚠`, `!`) or a function's log entry of severity WARNING or above.
 */
export function isLoggedProblem(line: string): boolean {
  return /^\s*(⚠|!)/.test(line) || /"severity":"(WARNING|ERROR|CRITICAL|ALERT|EMERGENCY)"/.test(line);
}

/**
 * Calls `onLine` with each line appended to `file` from now on (polled once a second).
 * @returns a function that stops following
 */
export function followLog(file: string, onLine: (line: string) => void): () => void {
  let offset = existsSync(file) ? statSync(file).size : 0;
  let partial = '';
  // Compared with our own offset, not with the previous poll (as `fs.watchFile` does): lines written
  // before a poller's first look would otherwise never be reported.
  const readAppended = (): void => {
    if (!existsSync(file)) return;
    const size = statSync(file).size;
    if (size < offset) offset = 0;
    if (size === offset) return;
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    closeSync(fd);
    offset = size;
    const lines = (partial + buffer.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(onLine);
  };
  const timer = setInterval(readAppended, 1000);
  return () => clearInterval(timer);
}

/**
 * Runs a command with its output in `log` (appended) instead of the terminal.
 * @throws Error naming the command, its exit code, the log, and the log's last lines
 */
export async function runLogged(
  command: string,
  args: readonly string[],
  log: string,
  options: SpawnOptions = {},
): Promise<void> {
  const output = appendTo(log);
  const code = await run(command, args, { ...options, stdio: ['ignore', output.fd, output.fd] }).finally(
    output.close,
  );
  if (code === 0) return;
  const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
  throw new Error(`${command} ${args.join(' ')} exited with ${code} (log: ${shownPath(log)}):\n${tail}`);
}
