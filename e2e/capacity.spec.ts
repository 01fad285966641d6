import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { countFirestoreReads } from '../scripts/bench/firestoreReads';
import { ROW, SCREENS } from '../scripts/bench/screens';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { signIn } from './support/app';

/** docs/capacity.md "Reads per screen": each screen's assumed reads, by its name. */
function assumedReads(): Map<string, number> {
  const page = readFileSync(path.join(__dirname, '..', 'docs', 'capacity.md'), 'utf8');
  const section = page.split('## Reads per screen')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter(([, measured, assumed]) => /^\d+$/.test(measured ?? '') && /^\d+$/.test(assumed ?? ''));
  return new Map(rows.map(([screen, , assumed]) => [screen!, Number(assumed)]));
}

test('each screen reads no more Firestore documents than docs/capacity.md assumes', async ({ page }) => {
  test.setTimeout(180_000);
  const assumed = assumedReads();
  expect([...assumed.keys()].sort()).toEqual(SCREENS.map((screen) => screen.name).sort());
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(page.locator(ROW).first()).toBeVisible();
  const measured: Record<string, number> = {};
  for (const screen of SCREENS) {
    const reads = await countFirestoreReads(page);
    await screen.open(page);
    await expect(page.locator(screen.data).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    measured[screen.name] = await reads.stop();
  }
  const over = SCREENS.filter((screen) => measured[screen.name]! > assumed.get(screen.name)!).map(
    (screen) => `${screen.name}: ${measured[screen.name]} read, ${assumed.get(screen.name)} assumed`,
  );
  expect(over, JSON.stringify(measured)).toEqual([]);
  // Each screen reads something: a count that stayed at zero would pass any assumption.
  expect(SCREENS.filter((screen) => !measured[screen.name])).toEqual([]);
});
