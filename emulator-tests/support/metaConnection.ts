import { randomInt } from 'node:crypto';
import type { NetworkAdAccount } from '@adplatform/ad-networks';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { adminDb, callCallable } from './callable';
import { userWithPlan } from './campaignFixtures';
import { APP, throughTheDialog } from './metaDialog';

/** A person of the stand-in with one ad account of their own, connected to a new account of the product. */
export async function connectedAdvertiser(
  campaigns: number,
  days: number,
  adAccountId = `act_9${String(randomInt(1e9)).padStart(9, '0')}`,
  plan = 'Basic',
) {
  const email = `sync-${randomInt(1e9)}@demo-meta.test`;
  const people = await fetch(`${DEMO_META_ORIGIN}/_test/people`, {
    method: 'POST',
    body: new URLSearchParams({
      email,
      campaigns: String(campaigns),
      days: String(days),
      accounts: JSON.stringify([
        { id: adAccountId, name: 'Sync test', currency: 'USD', timezone_name: 'America/New_York' },
      ]),
    }),
  });
  expect(people.status).toBe(200);
  const { uid, idToken } = await userWithPlan(plan);
  const { code, state } = await throughTheDialog(idToken, { email });
  const finished = await callCallable('finishAdNetworkConnection', { code, state }, idToken, { origin: APP });
  expect(finished.error).toBeUndefined();
  const adAccount = (finished.result as { adAccounts: NetworkAdAccount[] }).adAccounts[0]!;
  const chosen = await callCallable(
    'chooseAdAccounts',
    { network: 'meta', accountIds: [adAccountId] },
    idToken,
    { origin: APP },
  );
  expect(chosen.error).toBeUndefined();
  const token = String((await adminDb().doc(`adNetworkTokens/${uid}_meta`).get()).get('accessToken'));
  return { uid, idToken, adAccount, token, email };
}
