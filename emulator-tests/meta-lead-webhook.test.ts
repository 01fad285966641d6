import { DEMO_META_APP, DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import {
  deliverySignature,
  META_LEAD_PERMISSIONS,
  META_PERMISSIONS,
  subscribeMetaPageToLeads,
  webhookVerifyToken,
} from '@adplatform/ad-networks/meta';
import { Timestamp } from 'firebase-admin/firestore';
import { loginThroughStandIn } from '../scripts/ad-networks/standInLogin';
import { EMULATOR_HOSTS } from '../scripts/lib/emulatorHosts';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { adminDb } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { formOf, leaveLead, personWithPage } from './support/metaLeadForms';

// Meta's webhook for lead forms (docs/decisions/0049-meta-lead-ads.md) in the Functions emulator, fed
// by the Meta stand-in as Meta feeds it: a lead left on a subscribed Page's form is delivered signed,
// read back with the account's token and kept once.
const WEBHOOK = `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/metaLeadWebhook`;

/** An account of the product that receives the leads of a Page of its own on the stand-in. */
async function receivingAccount(): Promise<{ uid: string; pageId: string }> {
  const { email, pageId } = await personWithPage();
  const userToken = await loginThroughStandIn(DEMO_META_ORIGIN, email, {
    scope: [...META_PERMISSIONS, ...META_LEAD_PERMISSIONS],
  });
  await subscribeMetaPageToLeads({ graphOrigin: DEMO_META_ORIGIN, userToken }, pageId);
  const { uid } = await userWithPlan('Premium');
  await adminDb()
    .doc(`adNetworkTokens/${uid}_meta`)
    .set({ accessToken: userToken, expiresAt: null, keptAt: Timestamp.now() });
  await adminDb()
    .doc(`metaLeadPages/${pageId}`)
    .set({ accounts: [uid] });
  return { uid, pageId };
}

const leadsOf = (uid: string) => adminDb().collection(`users/${uid}/leads`);

describe('metaLeadWebhook', () => {
  it("answers Meta's verification request with the challenge for the app's verify token only", async () => {
    const verify = (token: string) =>
      fetch(
        `${WEBHOOK}?${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '42017' })}`,
      );
    const answered = await verify(webhookVerifyToken(DEMO_META_APP.secret));
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe('42017');
    expect((await verify('a-guess')).status).toBe(403);
  });

  it('keeps a lead left on a subscribed Page, with its answers and source, once however often it is delivered', async () => {
    const { uid, pageId } = await receivingAccount();
    const left = await leaveLead(pageId, 'lucia@example.com');
    expect(left.delivery).toEqual({ status: 200, body: 'EVENT_RECEIVED' });
    const kept = await leadsOf(uid).doc(`meta_${left.id}`).get();
    expect(kept.data()).toMatchObject({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+34 600 111 222',
      answers: [{ question: 'which_resort?', answer: 'Sierra Nevada' }],
      source: 'metaLeadAds',
      campaignId: 'meta_3333',
      campaignName: 'Winter leads',
      network: { leadId: left.id, pageId, formId: formOf(pageId), adId: '2222' },
      status: 'new',
      emailKey: 'lucia@example.com',
    });
    // Meta delivers again until it is answered 200: a redelivery writes nothing.
    const again = (await (
      await fetch(`${DEMO_META_ORIGIN}/_test/leads/${left.id}/deliver`, { method: 'POST' })
    ).json()) as { status: number };
    expect(again.status).toBe(200);
    const after = await leadsOf(uid).get();
    expect(after.size).toBe(1);
    expect(after.docs[0]!.get('updatedAt')).toEqual(kept.get('updatedAt'));
  });

  it('refuses a delivery without the app’s signature and writes nothing', async () => {
    const { uid, pageId } = await receivingAccount();
    const body = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: pageId,
          time: 1_796_000_000,
          changes: [
            {
              field: 'leadgen',
              value: { leadgen_id: '7999999999', page_id: pageId, form_id: '1', created_time: 1_796_000_000 },
            },
          ],
        },
      ],
    });
    const post = (signature: string | null) =>
      fetch(WEBHOOK, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        body,
      });
    expect((await post(null)).status).toBe(403);
    expect((await post(deliverySignature(Buffer.from(body), 'not-the-app-secret'))).status).toBe(403);
    // Signed, but a lead the Page's forms never had: Meta refuses it, nothing is kept, nothing retried.
    expect((await post(deliverySignature(Buffer.from(body), DEMO_META_APP.secret))).status).toBe(200);
    expect((await leadsOf(uid).get()).size).toBe(0);
  });
});
