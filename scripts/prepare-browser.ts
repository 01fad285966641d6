/**
 * Makes sure the end-to-end tests and the bench have a Chromium: Playwright's own where installed,
 * else Debian's, installed here when missing (docs/decisions/0003-offline-emulators.md).
 */
import { chromiumExecutable, hasChromium } from './lib/chromium';
import { ensureDebianPackages } from './lib/debianPackages';

ensureDebianPackages([
  {
    name: 'chromium',
    why: 'the browser the end-to-end tests drive (Playwright cannot download its own here)',
    present: hasChromium,
  },
]);
console.log(`✔ Chromium: ${chromiumExecutable() ?? "Playwright's own"}`);
