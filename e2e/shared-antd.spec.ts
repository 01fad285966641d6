import { expect, test, type Page } from './support/test';
import { SECTION_PAGES } from '../scripts/lib/sectionPages';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { campaignRows, settled, signIn } from './support/app';

const HOST_ORIGIN = 'http://localhost:3000';

/**
 * Literals that only the antd code behind each facade contains (rc-* default class prefixes, the
 * style attribute of antd's CSS-in-JS), to tell where that code was downloaded from.
 */
const ANTD_MARKERS = {
  'shared-ui/antd/base': '"data-css-hash"',
  'shared-ui/antd/layout': '"rc-menu"',
  'shared-ui/antd/panels': '"rc-tabs"',
  'shared-ui/antd/data': '"rc-table"',
  'shared-ui/antd/authoring': '"rc-picker"',
} as const;

/** Every JavaScript body the page downloads, by origin. */
function recordScripts(page: Page): { readonly host: string[]; readonly remotes: string[] } {
  const bodies = { host: [] as string[], remotes: [] as string[] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    void response
      .text()
      .then((body) => (url.origin === HOST_ORIGIN ? bodies.host : bodies.remotes).push(body))
      .catch(() => undefined);
  });
  return bodies;
}

/** How many versions of a shared module the page's share scope holds, and whether one is loaded. */
async function shareState(page: Page, name: string): Promise<{ versions: number; loaded: boolean }> {
  return page.evaluate((pkg) => {
    type Entry = { loaded?: boolean; lib?: unknown };
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const versions = Object.values(scopes).map((scope) => scope.default?.[pkg] ?? {});
    const entries = versions.flatMap((byVersion) => Object.values(byVersion));
    return {
      versions: new Set(versions.flatMap((byVersion) => Object.keys(byVersion))).size,
      loaded: entries.some((entry) => Boolean(entry.loaded) || typeof entry.lib === 'function'),
    };
  }, name);
}

test('every section renders with the host’s one antd: the facades come from the host, never a remote’s copy', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(campaignRows(page).first()).toBeVisible();
  await page.getByTestId('nav-reporting').click();
  await settled(page);
  await expect(page.getByTestId('kpi-spend')).toBeVisible();
  await page.getByTestId('nav-leads').click();
  await expect(page.getByTestId('leads-table')).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const [facade, marker] of Object.entries(ANTD_MARKERS)) {
    expect(await shareState(page, facade), facade).toEqual({ versions: 1, loaded: true });
    expect(
      scripts.host.some((body) => body.includes(marker)),
      `${facade} downloaded from the host`,
    ).toBe(true);
    expect(
      scripts.remotes.filter((body) => body.includes(marker)),
      `${facade} downloaded from a remote`,
    ).toHaveLength(0);
  }
  // antd's date pickers extend dayjs with plugins: the page holds one dayjs.
  expect(await shareState(page, 'dayjs')).toEqual({ versions: 1, loaded: true });
});

/**
 * The first rule of each style element antd's CSS-in-JS has written into the page, but for the one of
 * the theme's CSS variables (`data-token-hash`), which the page's ConfigProvider writes.
 */
function generatedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map((style) =>
      (style.textContent ?? '').slice(0, 120),
    ),
  );
}

/** The file names of the page's stylesheets that apply. */
function appliedStylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href && !sheet.disabled)
      .map((sheet) => new URL(sheet.href!).pathname.slice(1)),
  );
}

test('antd’s styles are built ahead: no section generates any as it renders (docs/decisions/0039-antd-styles-built-ahead.md)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The first screen's styles come with the page, as a file of their own.
  expect(await appliedStylesheets(page)).toContainEqual(expect.stringMatching(/^antd-first\.\w{8}\.css$/));
  expect(await generatedStyles(page), 'styles generated on the sign-in page').toEqual([]);

  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(campaignRows(page).first()).toBeVisible();
  for (const { nav, heading } of SECTION_PAGES) {
    await page.getByTestId(nav).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(await appliedStylesheets(page)).toContainEqual(expect.stringMatching(/^antd\.\w{8}\.css$/));
  expect(await generatedStyles(page), 'styles generated while the page ran').toEqual([]);
});

/**
 * The selectors of the page's styles that test an element's class attribute in an ancestor's place
 * (`[class^="ant-table"] [class^="ant-table"]`): with one of them in the page, each change of an
 * element's class restyles every element with a class below it. (A sibling's or a parent's, `+` or
 * `>`, restyles one element or its children.)
 */
function classAttributeAncestors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList): void => {
      for (const rule of [...rules]) {
        if (rule instanceof CSSStyleRule) {
          for (const selector of rule.selectorText.split(',')) {
            // Quoted values out first (`[class*=" ant-input"]` holds a space): compounds and combinators.
            const parts = selector
              .trim()
              .replace(/"[^"]*"/g, '""')
              .split(/(\s*[>~+]\s*|\s+)/);
            const descendant = parts.some(
              (part, index) => part.includes('[class') && /^\s+$/.test(parts[index + 1] ?? ''),
            );
            if (descendant) found.push(selector.trim());
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of [...document.styleSheets]) visit(sheet.cssRules);
    return found;
  });
}

test('no style selects by a class attribute in an ancestor’s place: a class change restyles its own element, not all below it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await classAttributeAncestors(page), 'the sign-in page').toEqual([]);

  await signIn(page, demoAccount('premium').email, DEMO_PASSWORD);
  await expect(campaignRows(page).first()).toBeVisible();
  // antd's whole stylesheet applies once a section shows: every component's styles.
  await expect
    .poll(() => appliedStylesheets(page))
    .toContainEqual(expect.stringMatching(/^antd\.\w{8}\.css$/));
  expect(await classAttributeAncestors(page), 'antd’s whole stylesheet').toEqual([]);
});
