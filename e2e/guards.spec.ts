import { expect, test } from './support/test';
import { PATHS as APP_PATHS } from 'shared-auth/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../scripts/seed/demoAccounts';
import { pathOf, settled, signIn } from './support/app';

/** Every route of docs/product-rules.md §2, in the table's order, and one path outside it. */
const PATHS = [...Object.values(APP_PATHS), '/no-such-page'] as const;

type Visitor = DemoAccount['key'] | 'signedOut';

/** Where each visitor ends up on each path, after every redirect of docs/product-rules.md §2's guard order. */
const FINAL: Record<Visitor, Record<(typeof PATHS)[number], string>> = {
  signedOut: {
    '/register': '/register',
    '/account-verification': '/account-verification',
    '/login': '/login',
    '/on-boarding': '/on-boarding',
    '/': '/login',
    '/reporting': '/login',
    '/leads': '/login',
    '/ad-library': '/login',
    '/connect-influencer': '/login',
    '/settings': '/login',
    '/create-campaign': '/login',
    '/create-post': '/login',
    '/no-such-page': '/no-such-page',
  },
  unverified: Object.fromEntries(PATHS.map((path) => [path, '/account-verification'])) as Record<
    (typeof PATHS)[number],
    string
  >,
  new: Object.fromEntries(PATHS.map((path) => [path, '/on-boarding'])) as Record<
    (typeof PATHS)[number],
    string
  >,
  basic: {
    '/register': '/',
    '/account-verification': '/account-verification',
    '/login': '/',
    '/on-boarding': '/',
    '/': '/',
    '/reporting': '/reporting',
    '/leads': '/settings',
    '/ad-library': '/settings',
    '/connect-influencer': '/connect-influencer',
    '/settings': '/settings',
    '/create-campaign': '/settings',
    '/create-post': '/create-post',
    '/no-such-page': '/no-such-page',
  },
  plus: {
    '/register': '/',
    '/account-verification': '/account-verification',
    '/login': '/',
    '/on-boarding': '/',
    '/': '/',
    '/reporting': '/reporting',
    '/leads': '/settings',
    '/ad-library': '/ad-library',
    '/connect-influencer': '/connect-influencer',
    '/settings': '/settings',
    '/create-campaign': '/create-campaign',
    '/create-post': '/create-post',
    '/no-such-page': '/no-such-page',
  },
  // An active subscriber has no plan to choose: /on-boarding sends them to / (docs/product-rules.md §12).
  premium: Object.fromEntries(
    PATHS.map((path) => [path, ['/register', '/login', '/on-boarding'].includes(path) ? '/' : path]),
  ) as Record<(typeof PATHS)[number], string>,
  lapsed: Object.fromEntries(PATHS.map((path) => [path, '/settings'])) as Record<
    (typeof PATHS)[number],
    string
  >,
};

const VISITORS: { key: Visitor; email?: string }[] = [
  { key: 'signedOut' },
  ...DEMO_ACCOUNTS.map((account) => ({ key: account.key, email: account.email })),
];

for (const visitor of VISITORS) {
  test(`guard chain for ${visitor.key} on every path`, async ({ page }) => {
    test.setTimeout(240_000); // thirteen full page loads, each booting the host and a section
    if (visitor.email) {
      await signIn(page, visitor.email, DEMO_PASSWORD);
      await settled(page);
      await expect(page).not.toHaveURL(/\/login$/);
    }
    const seen: Record<string, string> = {};
    for (const path of PATHS) {
      await page.goto(path);
      await expect
        .poll(() => pathOf(page), { message: `${visitor.key} on ${path}` })
        .toBe(FINAL[visitor.key][path]);
      await settled(page);
      seen[path] = pathOf(page);
    }
    expect(seen).toEqual(FINAL[visitor.key]);
  });
}
