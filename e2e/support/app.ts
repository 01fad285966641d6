import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (`data-app-live`): a prerendered screen is painted
 * before its buttons work (docs/architecture.md "First paint").
 */
export async function appLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-live');
}

/**
 * Waits until the app runs and the guard chain has let a screen through: the start-up spinner is
 * gone and a screen's `main` landmark is visible (the guard renders nothing else while it redirects).
 */
export async function settled(page: Page): Promise<void> {
  await appLive(page);
  await expect(page.getByTestId('app-spinner')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
}

/**
 * Signs in through the login form, as a user would, and waits until the guard chain has taken the
 * user away from /login (the login page is itself a settled screen, so `settled` alone would not wait).
 * It types once the app has taken the form over (`data-live`): what is typed and sent before that is
 * first-paint.spec.ts's case. A click that left no trace (no busy button, no alert, still on /login)
 * is made again; one that took is never repeated, and a busy button ignores clicks anyway.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('form[data-live]')).toHaveCount(1);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const button = page.getByRole('button', { name: 'Sign in' });
  try {
    await expect(async () => {
      if (await signInTook(page)) return;
      await button.click({ timeout: 5_000 });
      await expect.poll(() => signInTook(page), { timeout: SIGN_IN_CLICK_TRACE_MS }).toBe(true);
    }).toPass({ timeout: SIGN_IN_TIMEOUT_MS });
    // Longer than an assertion's default: under a full suite's load the sign-in and the subscription
    // read that lets the guard move on queue behind other tests' calls.
    await expect(page).not.toHaveURL(/\/login$/, { timeout: SIGN_IN_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`sign-in did not leave /login; the page showed: ${await loginState(page)}`, {
      cause: error,
    });
  }
}

/** Whether a click on "Sign in" took: the page left /login, or the button is busy, or an alert answers. */
async function signInTook(page: Page): Promise<boolean> {
  if (!/\/login$/.test(pathOf(page))) return true;
  return page
    .evaluate(
      () =>
        document.querySelector('form button[type="submit"].ant-btn-loading') !== null ||
        document.querySelector('[role="alert"]') !== null,
    )
    .catch(() => true);
}

/** How long a click's trace may take to show before the click counts as lost. */
const SIGN_IN_CLICK_TRACE_MS = 15_000;

const SIGN_IN_TIMEOUT_MS = 60_000;

/** What the login page shows, for a sign-in that did not leave it: enough to tell a lost click from a refusal. */
async function loginState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const form = document.querySelector('form');
    const field = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    return JSON.stringify({
      live: document.documentElement.hasAttribute('data-app-live'),
      formLive: form?.hasAttribute('data-live') ?? null,
      submitPending: form?.hasAttribute('data-submit-pending') ?? null,
      emailTyped: Boolean(field('email')?.value),
      passwordTyped: Boolean(field('password')?.value),
      submitting: Boolean(form?.querySelector('button[type="submit"].ant-btn-loading')),
      alerts: Array.from(document.querySelectorAll('[role="alert"]'), (alert) => alert.textContent),
      spinner: document.querySelector('[data-testid="app-spinner"]') !== null,
    });
  });
}

/** The path of the page's URL (no origin, query or hash). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The campaigns table's body rows (antd adds a hidden measure row). */
export function campaignRows(page: Page) {
  return page.getByTestId('campaigns-table').locator('tbody tr.ant-table-row');
}

/**
 * Picks `label` in an antd Select (its accessible listbox names options by value, so the visible
 * option is found by its title, which antd sets to the label). The option is looked for in this
 * select's own dropdown (the one holding its listbox, `<input id>_list`), never in another select's
 * that is still closing, and clicked once that dropdown has finished animating in. Retried as a
 * whole: under load a click can land while the dropdown is still opening. A retry first looks
 * whether the last click took after all (the select shows the label), so that a slow choice is
 * never made twice (in a multiple select, a second click would take it away again).
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  const id = await select.locator('input[role="combobox"]').first().getAttribute('id');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${id}_list"]`) });
  let tried = false;
  await expect(async () => {
    if (tried && ((await select.textContent()) ?? '').includes(label)) return;
    tried = true;
    if (!(await dropdown.isVisible())) await select.click();
    await expect(dropdown).toBeVisible({ timeout: 2_000 });
    await expect(dropdown).not.toHaveClass(/-(appear|enter|leave)/, { timeout: 2_000 });
    await dropdown.locator(`.ant-select-item-option[title="${label}"]`).click({ timeout: 2_000 });
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks `label` in `select` (as {@link chooseOption}) and waits for `confirmation`, a toast or a notice
 * the choice brings. It is watched from before the choice: on a busy machine the choice's retries can
 * outlast a toast.
 */
export async function chooseOptionAndSee(
  page: Page,
  select: Locator,
  label: string,
  confirmation: Locator,
): Promise<void> {
  const seen = expect(confirmation).toBeVisible();
  await chooseOption(page, select, label);
  await seen;
}

/**
 * Picks `name` in the antd Dropdown menu that `trigger` opens, once: the click waits until the menu
 * has finished animating in (on a busy main thread, a click on a menu still in its appear motion can
 * be lost), then antd closes the menu, which shows the click was handled. Never retried: a menu
 * action (duplicate, archive) must not be applied twice.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu).toHaveCount(1);
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)/);
  await menu.getByRole('menuitem', { name, exact: true }).click();
  await expect(menu).toHaveCount(0);
}

/** Opens settings from the navigation and waits until it has settled. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('nav-settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  await settled(page);
}

/** Uploads `files` to the media library on the page, through its file chooser. */
export async function chooseFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload images or videos' }).click();
  await (await chooser).setFiles(files);
}
