/**
 * docs/performance.md: the time from a click on a section's navigation entry to its page (its heading)
 * on screen — cold (Data Saver emulated, so nothing is idle-preloaded and only the click's own hover
 * starts the load) and after preload (idle preload done, the entry hovered as a user's pointer does
 * before clicking).
 */
import type { Browser, Page } from 'playwright-core';
import { SECTION_PAGES } from '../lib/sectionPages';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts';

/** Emulates a Data Saver user: the host then skips idle preloading (host/src/app/start/idlePreload.ts). */
const SAVE_DATA = `Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });`;

/** Page-side timer: resolves with ms from the next click to the frame after `heading` appears. */
function SWITCH_TIMER(heading: string): string {
  return `new Promise((resolve) => {
    const name = ${JSON.stringify(heading)};
    let clickedAt = 0;
    const shown = () => [...document.querySelectorAll('main h1, main h2, main h3, main h4, main [role=heading]')]
      .some((element) => element.textContent.trim() === name);
    const finish = () => requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    const observer = new MutationObserver(() => {
      if (clickedAt && shown()) { observer.disconnect(); finish(); }
    });
    document.addEventListener('click', () => {
      clickedAt = performance.now();
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, { capture: true, once: true });
    window.__switchTimerArmed = true;
  }).finally(() => { window.__switchTimerArmed = false; })`;
}

async function signIn(page: Page, host: string): Promise<void> {
  await page.goto(`${host}/login`);
  await page.getByLabel('E-mail').fill(demoAccount('premium').email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
}

/**
 * One run: signs in, then switches through every section once.
 * @returns the switch times in ms
 */
export async function measureSectionSwitches(
  browser: Browser,
  host: string,
  mode: 'cold' | 'preloaded',
): Promise<number[]> {
  const context = await browser.newContext();
  if (mode === 'cold') await context.addInitScript(SAVE_DATA);
  const page = await context.newPage();
  await signIn(page, host);
  await page.waitForLoadState('networkidle');
  if (mode === 'preloaded') await page.waitForTimeout(3_000);
  const times: number[] = [];
  for (const { nav, heading } of SECTION_PAGES) {
    const entry = page.getByTestId(nav);
    if (mode === 'preloaded') {
      await entry.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    // Timed inside the page (Playwright's own polling is coarser than the figure): from the click
    // event to the frame after the section's heading entered the DOM.
    const measured = page.evaluate(SWITCH_TIMER(heading));
    await page.waitForFunction('window.__switchTimerArmed === true');
    await entry.click();
    times.push(Number(await measured));
  }
  await context.close();
  return times;
}
