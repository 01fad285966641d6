import { expect, test } from './support/test';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { settled, signIn } from './support/app';
import { SECTION_SHOWN } from './support/sections';

/** Every violation of the page's Content-Security-Policy, as Chromium reports it to the page. */
const RECORD_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
  });
})()`;

/** Each section as the navigation opens it (the campaigns list last: the page starts there). */
const SECTIONS = (
  [
    'reporting',
    'leads',
    'adLibrary',
    'influencers',
    'createCampaign',
    'createPost',
    'settings',
    'campaigns',
  ] as const
).map((section) => [section, SECTION_SHOWN[section]] as const);

test('the host’s pages carry their security headers', async ({ request }) => {
  for (const page of ['/', '/login', '/reporting']) {
    const headers = (await request.get(page)).headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' http:\/\/localhost:3001/,
    );
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
});

test('every section works under the Content-Security-Policy, with no violation', async ({ page }) => {
  await page.addInitScript(RECORD_VIOLATIONS);
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await settled(page);
  for (const [section, shown] of SECTIONS) {
    await page.getByTestId(`nav-${section}`).click();
    await expect(shown(page).first()).toBeVisible();
  }
  // Opening a campaign loads its drawer, chart (Highcharts) and history.
  await page.locator('[data-testid="campaign-name"]').first().click();
  await expect(page.getByRole('dialog').locator('.highcharts-container')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});
