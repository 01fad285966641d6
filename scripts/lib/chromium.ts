import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The Chromium the tests and the bench drive: Playwright's own where installed, else Debian's
 * (this machine cannot download Playwright's). Undefined means "Playwright's own".
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(chromium.executablePath())) return undefined;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Flags for a closed network (docs/decisions/0003-offline-emulators.md): no background connections, and every
 * host name but localhost (and the emulators' 127.0.0.1) resolves to nothing.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** True when a Chromium to drive is on this machine (Playwright's own, Debian's or CHROMIUM_PATH). */
export function hasChromium(): boolean {
  return existsSync(chromium.executablePath()) || chromiumExecutable() !== undefined;
}
