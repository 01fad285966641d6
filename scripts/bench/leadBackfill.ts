/**
 * The lead backfill's figure (docs/decisions/0049-meta-lead-ads.md), run inside `with-emulators`
 * (`npm run bench -- --lead-backfill`): a Page with 5,000 leads left on its form over the last 90
 * days on the Meta stand-in is chosen through the `chooseLeadPages` callable, which brings them in.
 * BENCH_RUNS times (default 3), each for a new Premium account and a new Page: the call's time, and
 * the backfill's Graph API calls and lead documents written.
 */
import { performance } from 'node:perf_hooks';
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { META_LEAD_PERMISSIONS, META_PERMISSIONS } from '@adplatform/ad-networks/meta';
import { loginThroughStandIn } from '../ad-networks/standInLogin';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { EMULATOR_HOSTS, emulatorAppCheckHeader, pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { adminDb, createTestUser, idTokenFor } from '../lib/testAccounts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LEADS = 5_000;
const DAYS = 89;

const standIn = async (path: string, body: Record<string, string>): Promise<unknown> => {
  const answer = await fetch(`${DEMO_META_ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body),
  });
  if (!answer.ok) throw new Error(`The Meta stand-in answered ${path} with ${answer.status}.`);
  return answer.json();
};

/** One backfill of a new Page for a new account: seconds, calls and writes. */
async function backfillOnce(
  run: number,
): Promise<{ seconds: number; calls: number; written: number; status: string }> {
  const email = `bench-backfill-${randomInt(1e9)}@demo-meta.test`;
  await standIn('/_test/people', { email, accounts: '[]' });
  const { id: pageId } = (await standIn('/_test/pages', { email, name: 'Bench Page' })) as { id: string };
  await standIn(`/_test/pages/${pageId}/past-leads`, {
    // A form is one Page's: each run's Page has its own.
    formId: String(1_600_000_200 + run),
    count: String(LEADS),
    days: String(DAYS),
  });
  const user = await createTestUser({
    prefix: 'bench-backfill',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
  });
  const userToken = await loginThroughStandIn(DEMO_META_ORIGIN, email, {
    scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
  });
  await adminDb()
    .doc(`adNetworkTokens/${user.uid}_meta`)
    .set({ accessToken: userToken, expiresAt: null, keptAt: Timestamp.now() });
  const started = performance.now();
  const response = await fetch(
    `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/chooseLeadPages`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await idTokenFor(user)}`,
        ...emulatorAppCheckHeader(),
      },
      body: JSON.stringify({ data: { pageIds: [pageId] } }),
    },
  );
  const answer = (await response.json()) as {
    result?: { backfills: { status: string; calls: number; written: number }[] };
    error?: unknown;
  };
  const seconds = (performance.now() - started) / 1000;
  const [backfill] = answer.result?.backfills ?? [];
  if (!backfill) throw new Error(`chooseLeadPages did not backfill: ${JSON.stringify(answer.error)}`);
  return { seconds, ...backfill };
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await backfillOnce(run));
  const seconds = runs.map(({ seconds: value }) => value);
  console.log(
    formatFigure({
      name: `backfill of ${LEADS.toLocaleString('en')} leads (call)`,
      value: median(seconds),
      unit: 's',
      runs: seconds,
    }),
  );
  for (const { status, calls, written } of runs)
    console.log(`  ${status}: ${calls} Graph API calls, ${written} lead documents written`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
