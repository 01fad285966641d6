/**
 * The lead-form figure of docs/product-rules.md §10.3, run inside `with-emulators` with the apps
 * built (`npm run bench -- --lead-arrival`): a Premium account receives the leads of the Meta
 * stand-in's Demo Shoes Page and of the Google Ads stand-in's demo lead form, and has its leads list
 * open in Chromium. A person leaves a lead on the Page's form, which the Meta stand-in delivers signed
 * to `metaLeadWebhook`, or on the Google form, which the Google stand-in posts with its key to
 * `googleAdsLeadWebhook`. Measured from the lead left to its row on screen, across the webhook
 * (Meta's read of the lead included), the write and the list's next ask. BENCH_RUNS leads per network
 * (default 20), each left at a random moment, the networks taking turns; the medians are printed with
 * every run, and the webhooks' own answer times beside them.
 */
import { performance } from 'node:perf_hooks';
import { randomBytes, randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import {
  DEMO_GOOGLE_ADS_APP,
  DEMO_GOOGLE_ADS_ENDPOINTS,
  DEMO_GOOGLE_ADS_ORIGIN,
  DEMO_META_ORIGIN,
  demoFunctionUrl,
} from '@adplatform/ad-networks/demo';
import { GoogleAdsConnector } from '@adplatform/ad-networks/google-ads';
import {
  META_LEAD_PERMISSIONS,
  META_PERMISSIONS,
  subscribeMetaPageToLeads,
} from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON } from '../ad-networks/metaStandIn';
import { DEMO_GOOGLE_LEAD_FORM, DEMO_GOOGLE_PERSON } from '../ad-networks/googleAdsStandIn';
import { exampleGoogleLead, leaveStandInLead } from '../ad-networks/standInLeads';
import { consentThroughGoogleStandIn, loginThroughStandIn } from '../ad-networks/standInLogin';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { APPS } from '../lib/apps';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium';
import { pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { serveApp } from '../lib/staticServer';
import { adminDb, createTestUser } from '../lib/testAccounts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const HOST = 'http://localhost:3000';
/** The Page the stand-in's demo person manages. */
const PAGE_ID = '1500000001';
/** The most a lead may take from its form to the list, in seconds. */
const TARGET_S = 10;
/**
 * Leads are left at random moments within this span of each other, at least the list's polling
 * interval (docs/product-rules.md §10.3), so the runs sample every phase of the polling.
 */
const SPREAD_MS = 5_000;

/** A Premium account receiving the Demo Shoes Page's leads, as `chooseLeadPages` leaves it. */
async function receivingAccount() {
  const user = await createTestUser({
    prefix: 'bench-leads',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
  });
  const userToken = await loginThroughStandIn(DEMO_META_ORIGIN, DEMO_META_PERSON, {
    scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
  });
  await subscribeMetaPageToLeads({ graphOrigin: DEMO_META_ORIGIN, userToken }, PAGE_ID);
  await adminDb()
    .doc(`adNetworkTokens/${user.uid}_meta`)
    .set({ accessToken: userToken, expiresAt: null, keptAt: Timestamp.now() });
  await adminDb()
    .doc(`metaLeadPages/${PAGE_ID}`)
    .set({ accounts: [user.uid] });
  await receiveGoogleForm(user.uid);
  return user;
}

/** The account's hook on the Google stand-in's demo form, as `chooseGoogleLeadForms` leaves it. */
async function receiveGoogleForm(accountId: string): Promise<void> {
  const hookId = randomBytes(18).toString('base64url');
  const key = randomBytes(24).toString('base64url');
  const { customerId, id } = DEMO_GOOGLE_LEAD_FORM;
  await adminDb()
    .doc(`googleLeadHooks/${hookId}`)
    .set({ accountId, key, forms: { [id]: customerId } });
  const connector = new GoogleAdsConnector({
    app: DEMO_GOOGLE_ADS_APP,
    endpoints: DEMO_GOOGLE_ADS_ENDPOINTS,
    refreshToken: await consentThroughGoogleStandIn(DEMO_GOOGLE_ADS_ORIGIN, DEMO_GOOGLE_PERSON),
  });
  const url = `${demoFunctionUrl(PROJECT_ID, 'googleAdsLeadWebhook')}?hook=${hookId}`;
  await connector.setLeadFormWebhook(customerId, id, { url, key });
}

/** The networks whose lead forms are measured, in the order they take turns. */
const NETWORKS = ['Meta', 'Google Ads'] as const;

/** A person leaves a lead on the network's form; the stand-in answers once the webhook did. */
async function leaveLead(network: (typeof NETWORKS)[number], email: string): Promise<void> {
  const { delivery } = await leaveStandInLead(
    network === 'Meta' ? DEMO_META_ORIGIN : DEMO_GOOGLE_ADS_ORIGIN,
    network === 'Meta'
      ? {
          pageId: PAGE_ID,
          formId: '1600000001',
          fields: [
            { name: 'full_name', values: ['Bench Lead'] },
            { name: 'email', values: [email] },
          ],
        }
      : exampleGoogleLead(DEMO_GOOGLE_LEAD_FORM.id, undefined, email),
  );
  if (delivery?.status !== 200) throw new Error(`${network}'s webhook answered ${delivery?.status}.`);
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  for (const target of APPS) await serveApp(target);
  const user = await receivingAccount();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${HOST}/login`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${HOST}/`);
  await page.goto(`${HOST}/leads`);
  await page.locator('[data-testid="leads-empty"], [data-testid="leads-table"]').first().waitFor();

  const toList = new Map(NETWORKS.map((network) => [network, [] as number[]]));
  const webhook = new Map(NETWORKS.map((network) => [network, [] as number[]]));
  for (let run = 0; run < RUNS * NETWORKS.length; run += 1) {
    const network = NETWORKS[run % NETWORKS.length]!;
    const email = `bench-${randomInt(1e9)}@example.com`;
    await page.waitForTimeout(randomInt(SPREAD_MS));
    const started = performance.now();
    await leaveLead(network, email);
    webhook.get(network)!.push(performance.now() - started);
    await page
      .getByTestId('leads-table')
      .locator('tbody tr.ant-table-row', { hasText: email })
      .waitFor({ timeout: 60_000 });
    toList.get(network)!.push(performance.now() - started);
  }
  await browser.close();
  for (const network of NETWORKS) {
    const answered = webhook.get(network)!;
    console.log(
      formatFigure({
        name: `${network}: lead left on the form → webhook answered`,
        value: median(answered),
        unit: 'ms',
        runs: answered,
      }),
    );
    const seconds = toList.get(network)!.map((ms) => ms / 1000);
    console.log(
      formatFigure({
        name: `${network}: lead left on the form → its row in the open list`,
        value: median(seconds),
        unit: 's',
        target: TARGET_S,
        runs: seconds,
      }),
    );
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
