/**
 * `npm start` after a restored run (docs/product-rules.md §11): the ad network stand-ins keep nothing,
 * so the demo account that runs on Meta and Google Ads is given back to them — its people, their books
 * as of the day it was seeded, and the credentials its connections keep — and premium@'s Page whose
 * lead forms send it leads, subscribed again.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './lib/emulatorEnv';
import { pointAdminSdkAtEmulators } from './lib/emulatorHosts';
import { DEMO_LEAD_PAGE, DEMO_NETWORKS_ACCOUNT } from './seed/demoAccounts';
import { restoreNetworksAccount } from './seed/networksAccount';
import { restoreLeadForms } from './seed/leadForms';

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  const app = initializeApp({ projectId: PROJECT_ID });
  const restored = await restoreNetworksAccount(getFirestore(app), getAuth(app));
  console.log(
    restored
      ? `  gave the stand-ins ${DEMO_NETWORKS_ACCOUNT.email}'s people and credentials again`
      : `  ${DEMO_NETWORKS_ACCOUNT.email} is not in the restored data: nothing to give the stand-ins`,
  );
  if (await restoreLeadForms(getFirestore(app), getAuth(app)))
    console.log(`  gave the Meta stand-in ${DEMO_LEAD_PAGE.person}'s Page again, subscribed to its leads`);
  await deleteApp(app);
}

main().catch((error: unknown) => {
  console.error('Restoring the stand-ins failed:', error);
  process.exit(1);
});
