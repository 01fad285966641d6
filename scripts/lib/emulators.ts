import { spawn, type ChildProcess } from 'node:child_process';
import { emulatorEnv, ROOT } from './emulatorEnv';
import { EMULATOR_HOSTS } from './emulatorHosts';
import { emulatorArgs, FIREBASE_BIN } from './firebaseCli';

async function isUp(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until every emulator of this project answers on its port.
 * @throws Error after `timeoutMs` (default 120 s) naming the emulators still down.
 */
export async function waitForEmulators(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const targets = [
    `http://${EMULATOR_HOSTS.auth}/`,
    `http://${EMULATOR_HOSTS.firestore}/`,
    `http://${EMULATOR_HOSTS.functions}/`,
    `http://${EMULATOR_HOSTS.storage}/`,
  ];
  for (;;) {
    const down: string[] = [];
    for (const url of targets) if (!(await isUp(url))) down.push(url);
    if (down.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Emulators not ready: ${down.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Starts the Emulator Suite (`firebase emulators:start`) in the background with this project's
 * offline environment, and resolves once every emulator answers.
 */
export async function startEmulators(): Promise<ChildProcess> {
  const child = spawn(FIREBASE_BIN, ['emulators:start', ...emulatorArgs()], {
    cwd: ROOT,
    env: emulatorEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The emulators exited early (code ${code})`))),
  );
  await Promise.race([waitForEmulators(), exited]);
  return child;
}
