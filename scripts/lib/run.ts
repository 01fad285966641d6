import { spawn, type SpawnOptions } from 'node:child_process';

/**
 * Runs a command to its end, streaming its output.
 * @returns its exit code (1 when killed by a signal).
 */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a command and throws when it fails. @throws Error with the command and exit code. */
export async function runOrThrow(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
