import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(__dirname, '..', '..');
const run = promisify(execFile);

interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}

/** Lints `source` with the repository's ESLint configuration as if it were the file at `file`. */
async function lint(file: string, source: string): Promise<LintMessage[]> {
  const eslint = path.join(ROOT, 'node_modules', '.bin', 'eslint');
  const args = ['--format', 'json', '--stdin', '--stdin-filename', file];
  const pending = run(eslint, args, { cwd: ROOT });
  pending.child.stdin?.end(source);
  // ESLint exits 1 when it found problems; its JSON report is on stdout either way.
  const { stdout } = await pending.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  const [report] = JSON.parse(stdout) as [{ messages: LintMessage[] }];
  return report.messages;
}

const REMOTE_FILE = 'remotes/campaigns/src/campaigns/model/fixture.ts';

describe('the dependency direction is enforced by lint (docs/architecture.md)', () => {
  jest.setTimeout(60_000);

  it.each([
    [
      'a remote importing another remote by its package name',
      REMOTE_FILE,
      "import { INFLUENCER_ID_PATTERN } from 'influencers/list-document';",
      'import-x/no-restricted-paths',
    ],
    [
      'a remote importing another remote by path',
      REMOTE_FILE,
      "import { INFLUENCER_ID_PATTERN } from '../../../../influencers/src/influencers/model/influencerListDocument';",
      'import-x/no-relative-packages',
    ],
    [
      'a remote importing host internals',
      REMOTE_FILE,
      "import { AppRoutes } from '../../../../../host/src/app/router';",
      'import-x/no-restricted-paths',
    ],
    [
      'the functions reaching into shared-auth/src',
      'functions/src/campaigns/fixture.ts',
      "import { PATHS } from '../../../shared-auth/src/routes/paths';",
      'import-x/no-relative-packages',
    ],
    [
      'the functions importing a remote',
      'functions/src/campaigns/fixture.ts',
      "import { INFLUENCER_ID_PATTERN } from 'influencers/list-document';",
      'import-x/no-restricted-paths',
    ],
    [
      'the functions importing shared-auth',
      'functions/src/campaigns/fixture.ts',
      "import { PATHS } from 'shared-auth/routes';",
      'import-x/no-restricted-paths',
    ],
    [
      "a script importing the functions' source past their tooling entry",
      'scripts/seed/fixture.ts',
      "import { keepToken } from 'functions/src/adNetworks/tokenVault';",
      'import-x/no-restricted-paths',
    ],
    [
      "a script importing the host's app",
      'scripts/seed/fixture.ts',
      "import { AppRoutes } from 'host/src/app/router';",
      'import-x/no-restricted-paths',
    ],
    [
      "a host screen importing the app's shell",
      'host/src/features/auth/fixture.ts',
      "import { AppRoutes } from '../../app/router';",
      'import-x/no-restricted-paths',
    ],
    [
      'a build-time package importing an app',
      'packages/plans/src/fixture.ts',
      "import { PATHS } from 'shared-auth/routes';",
      'import-x/no-restricted-paths',
    ],
    [
      'a remote bundling its own copy of a component a facade provides',
      REMOTE_FILE,
      "import Table from 'antd/es/table';",
      'no-restricted-imports',
    ],
    [
      'a remote importing antd’s index',
      REMOTE_FILE,
      "import { Switch } from 'antd';",
      'no-restricted-imports',
    ],
    [
      'an exposed module importing another',
      'remotes/campaigns/src/expose/mount.tsx',
      "import { prepare } from './Section';",
      'no-restricted-imports',
    ],
    [
      'an exposed module importing antd’s index',
      'remotes/campaigns/src/expose/mount.tsx',
      "import { Switch } from 'antd';",
      'no-restricted-imports',
    ],
  ])('refuses %s', async (_case, file, importLine, rule) => {
    const messages = await lint(
      file,
      `${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(messages.map((message) => message.ruleId)).toContain(rule);
  });

  it("lets a script call the server's tooling entry, the host's build-time code and a remote's model", async () => {
    const source = [
      "import { coveringRecord } from 'functions/src/tooling';",
      "import { PREPAINT_SCRIPT } from 'host/prerender/prepaint';",
      "import { INFLUENCER_ID_PATTERN } from 'influencers/list-document';",
      'export const used = [coveringRecord, PREPAINT_SCRIPT, INFLUENCER_ID_PATTERN];',
      '',
    ].join('\n');
    expect(await lint('scripts/seed/fixture.ts', source)).toEqual([]);
  });

  it("lets an exposed module import its remote's declarations and its section from the feature folder", async () => {
    const source = [
      "import { SECTIONS } from './sections';",
      "import CampaignsSection from '../campaigns/CampaignsSection';",
      'export const used = [SECTIONS, CampaignsSection];',
      '',
    ].join('\n');
    expect(await lint('remotes/campaigns/src/expose/mount.tsx', source)).toEqual([]);
  });

  it('lets a remote use the platform, a build-time package, its own model and an antd component no facade provides', async () => {
    const source = [
      "import { PATHS } from 'shared-auth';",
      "import { formatMoney } from 'shared-ui';",
      "import { CAMPAIGN_STATUSES } from '@adplatform/campaign-model';",
      "import { toCampaignRow } from './campaignRow';",
      "import Slider from 'antd/es/slider';",
      'export const used = [PATHS, formatMoney, CAMPAIGN_STATUSES, toCampaignRow, Slider];',
      '',
    ].join('\n');
    expect(await lint(REMOTE_FILE, source)).toEqual([]);
  });
});
