import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage, type Page, type Request } from './support/test';
import type { PlanId } from '@adplatform/plans';
import { PATHS } from 'shared-auth/routes';
import { DEMO_PASSWORD, demoAccount, type DemoAccount } from '../scripts/seed/demoAccounts';
import { pathOf, settled, signIn } from './support/app';
import { SECTION_IDS, SECTION_PATHS, SECTION_SHOWN, type SectionId } from './support/sections';
import { givenMember } from './support/members';
import { adminDb, createTestUser } from '../scripts/lib/testAccounts';

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the page has had no request in flight for half a second: what loads after the first
 * data (saved views, totals) has arrived. Firestore Lite reads are plain requests, so this sees them.
 * Requests are tracked from the page's first call.
 */
async function networkQuiet(page: Page): Promise<void> {
  let requests = inFlight.get(page);
  if (!requests) {
    const tracked = new Set<Request>();
    page.on('request', (request) => tracked.add(request));
    page.on('requestfinished', (request) => tracked.delete(request));
    page.on('requestfailed', (request) => tracked.delete(request));
    inFlight.set(page, tracked);
    requests = tracked;
  }
  const pending = requests;
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/**
 * axe-core's findings on the page once nothing is loading (every rule axe runs by default: WCAG 2 A/AA
 * and best practices; and WCAG 2.2's target size, which axe leaves off by default), one line per rule: its id, impact and the elements it names. A screen still
 * loading is faded by antd's spinner, and a control in the middle of a colour transition (a button
 * turning enabled as its data arrives) has neither colour: axe would measure either as low contrast.
 * So axe runs once the network is quiet and only endless animations (spinners) still run.
 */
async function violations(page: Page): Promise<string[]> {
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible')).toHaveCount(0);
  await networkQuiet(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${pathOf(page)} ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Records the page's console warnings and errors (the product logs none on a normal walk). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()} ${pathOf(page)}: ${message.text().slice(0, 300)}`);
    }
  });
  return problems;
}

/**
 * The walks: Premium opens every section; a section is the same screen on every plan that includes it,
 * so Basic opens only the screens its plan changes (no campaign to create, an upgrade offered).
 */
const WALKS: ReadonlyArray<readonly [DemoAccount['key'], PlanId, readonly SectionId[]]> = [
  // Premium includes every feature, so every section.
  ['premium', 'Premium', SECTION_IDS],
  ['basic', 'Basic', ['campaigns', 'settings']],
];

for (const [key, plan, sections] of WALKS) {
  test(`the sections of the ${plan} plan pass axe, with no console warning`, async ({ page }) => {
    // A walk through every section, each loaded and scanned: longer than one journey.
    test.slow();
    const problems = consoleProblems(page);
    await signIn(page, demoAccount(key).email, DEMO_PASSWORD);
    await settled(page);
    const found: string[] = [];
    for (const section of sections) {
      if (pathOf(page) !== SECTION_PATHS[section]) await page.getByTestId(`nav-${section}`).click();
      await expect(SECTION_SHOWN[section](page).first()).toBeVisible();
      found.push(...(await violations(page)));
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("the opened campaign, an ad's detail, the followed advertisers and the locked-section notice pass axe", async ({
  page,
}) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await settled(page);
  await page.getByTestId('campaign-name').first().click();
  await expect(page.getByRole('dialog').locator('.highcharts-container')).toBeVisible();
  const found = await violations(page);
  await page.goto(`${SECTION_PATHS.adLibrary}?ad=ad-001`);
  await expect(page.getByTestId('ad-other-ads').getByTestId('other-ad').first()).toBeVisible();
  found.push(...(await violations(page)));
  await page.goto(`${SECTION_PATHS.adLibrary}?tab=following`);
  await expect(
    page.getByTestId('followed-advertisers').or(page.getByTestId('following-empty')),
  ).toBeVisible();
  found.push(...(await violations(page)));
  await page.goto(SECTION_PATHS.leads);
  await expect(page.getByTestId('subscription-locked')).toBeVisible();
  found.push(...(await violations(page)));
  expect(found).toEqual([]);
});

test("an influencer's profile with its metrics' date passes axe", async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto(SECTION_PATHS.influencers);
  await page.getByTestId('influencers-table').getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByRole('dialog').getByTestId('metrics-freshness')).toBeVisible();
  // The connect form with its brief fields.
  await expect(
    page
      .getByRole('dialog')
      .getByLabel('Due date')
      .or(page.getByRole('dialog').getByTestId('collaboration-status')),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a collaboration with its pipeline, brief and thread passes axe', async ({ page }) => {
  await signIn(page, demoAccount('plus').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto(SECTION_PATHS.influencers);
  await page.getByRole('tab', { name: 'My connections' }).click();
  await page.getByTestId('connections-table').getByTestId('open-collaboration').first().click();
  await expect(page.getByTestId('collaboration-thread').getByTestId('thread-message').first()).toBeVisible();
  await expect(page.getByTestId('collaboration-steps')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a lead's activity passes axe", async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto(SECTION_PATHS.leads);
  await page.getByTestId('lead-name').first().click();
  await expect(page.getByTestId('lead-activity-created')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the lead import, mapped and checked, passes axe', async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto(SECTION_PATHS.leads);
  await page.getByRole('button', { name: 'Import leads' }).click();
  await page
    .getByTestId('lead-import')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Email\nAna López,ana@example.com\nBen,not-an-address\n'),
    });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByTestId('import-check')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

const CONFINED: ReadonlyArray<readonly [DemoAccount['key'], string]> = [
  ['lapsed', PATHS.settings],
  ['new', PATHS.onBoarding],
  ['unverified', PATHS.accountVerification],
];

for (const [key, path] of CONFINED) {
  test(`${path} for the ${key} account passes axe`, async ({ page }) => {
    await signIn(page, demoAccount(key).email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the sign-in, registration and not-found pages pass axe', async ({ page }) => {
  const problems = consoleProblems(page);
  const found: string[] = [];
  for (const path of [PATHS.login, PATHS.register, '/no-such-page']) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await violations(page)));
  }
  expect(found).toEqual([]);
  expect(problems).toEqual([]);
});

test('a keyboard user skips the navigation and lands on each section’s heading', async ({ page }) => {
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByTestId('nav-reporting').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeFocused();
  await page.getByTestId('nav-settings').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
});

test('the scheduled reports, with the form open, pass axe', async ({ page }) => {
  await signIn(page, demoAccount('basic').email, DEMO_PASSWORD);
  await settled(page);
  await page.goto(SECTION_PATHS.reporting);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await page.getByRole('button', { name: 'New scheduled report' }).click();
  await expect(page.getByTestId('schedule-form')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the members of an account, with a member and a pending invitation, and the invitation on onboarding pass axe', async ({
  browser,
  page,
}) => {
  const holder = await createTestUser({
    prefix: 'axe-members',
    emailVerified: true,
    subscription: { selectedPlan: 'Plus', status: 'active' },
  });
  await givenMember(holder, 'analyst');
  const invitee = await createTestUser({ prefix: 'axe-invitee', emailVerified: true });
  await signIn(page, holder.email, holder.password);
  await settled(page);
  await page.goto(SECTION_PATHS.settings);
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('E-mail').fill(invitee.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('region', { name: 'Members' }).getByRole('row', { name: new RegExp(invitee.email) }),
  ).toBeVisible();
  // The confirmation toast sits outside the landmarks, as every toast does: closed before axe runs.
  await page.locator('.ant-notification-notice-close').click();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  const invitation = await adminDb()
    .collection(`users/${holder.uid}/invitations`)
    .where('email', '==', invitee.email)
    .get();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${PATHS.onBoarding}?invitation=${holder.uid}.${invitation.docs[0]?.id ?? ''}`);
  await settled(visitor);
  await expect(visitor.getByTestId('invitation')).toBeVisible();
  expect(await violations(visitor)).toEqual([]);
  await context.close();
});
