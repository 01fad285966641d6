import { expect, test } from './support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '../scripts/lib/apps';
import { ROOT } from '../scripts/lib/emulatorEnv';
import { DEMO_PASSWORD, demoAccount } from '../scripts/seed/demoAccounts';
import { startFederationEnv, type FederationEnv } from './support/federationEnv';
import { buildRemote, folderDigest, withSourceEdits, type SourceEdit } from './support/teamRelease';

// docs/architecture.md "Independent releases": a team changes its section — an antd component no
// facade provides, and a new field in its own model — and ships only its remote. The host keeps
// running; nothing else is rebuilt.
test.describe.configure({ timeout: 300_000 });

const SETTINGS = path.join(ROOT, 'remotes', 'settings');

/**
 * The settings team's change: how often the digest e-mail comes, on a slider (antd Slider, which no
 * facade provides: bundled by the remote itself), and the channels it goes to, in a table whose
 * column has antd's own filters, with a button in one of antd's preset colours.
 */
const DIGEST_DAYS: readonly SourceEdit[] = [
  {
    file: path.join(SETTINGS, 'src/settings/api/saveProfile.ts'),
    anchor: "  language: z.enum(['en-us', 'es-es']),\n",
    insert: '  digestDays: z.optional(z.int()),\n',
  },
  {
    file: path.join(SETTINGS, 'src/settings/components/ProfileSettings.tsx'),
    anchor: "import { Select } from 'shared-ui/antd/data';\n",
    insert: "import Slider from 'antd/es/slider';\nimport { Table } from 'shared-ui/antd/data';\n",
  },
  {
    file: path.join(SETTINGS, 'src/settings/components/ProfileSettings.tsx'),
    anchor: '      </Form>\n',
    insert:
      '      <Table\n' +
      '        data-testid="digest-channels"\n' +
      '        rowKey="channel"\n' +
      '        pagination={false}\n' +
      "        dataSource={[{ channel: 'E-mail' }, { channel: 'Slack' }, { channel: 'SMS' }]}\n" +
      '        columns={[\n' +
      '          {\n' +
      "            title: 'Channel',\n" +
      "            dataIndex: 'channel',\n" +
      "            filters: [{ text: 'E-mail', value: 'E-mail' }, { text: 'Slack', value: 'Slack' }],\n" +
      '            onFilter: (value, row) => row.channel === value,\n' +
      '          },\n' +
      '        ]}\n' +
      '      />\n' +
      '      <Button color="purple" variant="solid">\n' +
      "        {t('profile.digestTest')}\n" +
      '      </Button>\n',
  },
  {
    file: path.join(SETTINGS, 'src/settings/components/ProfileSettings.tsx'),
    anchor: '          />\n        </Form.Item>\n',
    insert:
      '        <Form.Item label={t(\'profile.digestDays\')} name="digestDays" initialValue={7}>\n' +
      '          <Slider min={1} max={7} />\n' +
      '        </Form.Item>\n',
  },
  {
    file: path.join(SETTINGS, 'src/i18n/en-us.json'),
    anchor: '    "language": "Language",\n',
    insert: '    "digestDays": "Digest every (days)",\n    "digestTest": "Send a test digest",\n',
  },
];

let env: FederationEnv;

test.beforeAll(async () => {
  env = await startFederationEnv(3400);
});

test.afterAll(async () => {
  await env.close();
});

test('a remote released alone with a new antd component and a new model field shows it, themed, on the next load; nothing else changes', async ({
  page,
}) => {
  const others = APPS.filter((app) => app.name !== 'settings');
  const before = Object.fromEntries(
    others.map((app) => [app.name, folderDigest(path.join(app.dir, 'dist'))]),
  );

  await page.goto(`${env.hostUrl}/login`);
  await page.getByLabel('E-mail').fill(demoAccount('premium').email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`${env.hostUrl}/settings`);
  await expect(page.getByLabel('Display name')).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);

  const release = mkdtempSync(path.join(tmpdir(), 'settings-release-'));
  try {
    withSourceEdits(DIGEST_DAYS, () => buildRemote(SETTINGS, release));
    env.publish('settings', release);
  } finally {
    rmSync(release, { recursive: true, force: true });
  }

  await page.reload();
  const digest = page.getByRole('slider');
  await expect(digest).toBeVisible();
  await expect(digest).toHaveAttribute('aria-valuenow', '7');
  await digest.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(digest).toHaveAttribute('aria-valuenow', '6');
  // Themed by the page's one ConfigProvider: the focused handle's ring is the primary colour (dark
  // navy, #14213d), and it carries the theme's CSS-variable class, as the host's own antd components do.
  await expect
    .poll(() =>
      page.locator('.ant-slider-handle').evaluate((handle) => getComputedStyle(handle, '::after').boxShadow),
    )
    .toContain('rgb(20, 33, 61)');
  const hashClass = async (selector: string): Promise<string | undefined> =>
    (await page.locator(selector).first().getAttribute('class'))
      ?.split(' ')
      .find((name) => name.startsWith('css-var-'));
  expect(await hashClass('.ant-slider')).toBeDefined();
  expect(await hashClass('.ant-slider')).toBe(await hashClass('.ant-btn'));

  // The button in antd's preset purple (#722ed1), whose styles the host's stylesheet has.
  await expect(page.getByRole('button', { name: 'Send a test digest' })).toHaveCSS(
    'background-color',
    'rgb(114, 46, 209)',
  );
  // The column's own filters: its menu opens styled, and a choice filters the rows.
  const channels = page.getByTestId('digest-channels');
  await expect(channels.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await channels.locator('.ant-table-filter-trigger').click();
  const filters = page.locator('.ant-table-filter-dropdown');
  await expect(filters).toBeVisible();
  await expect(filters).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await filters.getByText('Slack', { exact: true }).click();
  await filters.getByRole('button', { name: 'OK' }).click();
  await expect(channels.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(channels.locator('tbody tr.ant-table-row')).toHaveText('Slack');

  // Only the settings remote was built: the host (with shared-auth and shared-ui in it) and every other
  // remote are byte for byte what they were.
  const after = Object.fromEntries(others.map((app) => [app.name, folderDigest(path.join(app.dir, 'dist'))]));
  expect(after).toEqual(before);
});
