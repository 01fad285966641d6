import { DEMO_GOOGLE_ADS_ORIGIN, demoFunctionUrl } from '@adplatform/ad-networks/demo';
import { PROJECT_ID } from '../scripts/lib/emulatorEnv';
import { addStandInLeadForm, exampleGoogleLead, leaveStandInLead } from '../scripts/ad-networks/standInLeads';
import { adminDb, callCallable } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { APP } from './support/metaDialog';
import { googleAdvertiser, throughTheConsentPage } from './support/googleAdsConnection';

// Google Ads lead forms (docs/decisions/0051-google-ads-lead-forms.md): listed through the account's
// connection, set on Google to deliver to the account's webhook, and their leads kept once each,
// against the Google Ads stand-in.

const WEBHOOK = demoFunctionUrl(PROJECT_ID, 'googleAdsLeadWebhook');

/** A Google person with a lead form of their own, connected to a Premium account that brings their customer in. */
async function connectedWithForm() {
  const { email, customerId } = await googleAdvertiser(1, 5);
  const formId = await addStandInLeadForm(DEMO_GOOGLE_ADS_ORIGIN, {
    customerId,
    name: 'Trail fitting',
    businessName: 'Trail Co',
  });
  const { uid, idToken } = await userWithPlan('Premium');
  const call = (name: string, data: unknown) => callCallable(name, data, idToken, { origin: APP });
  expect(
    (await call('finishAdNetworkConnection', await throughTheConsentPage(idToken, email))).error,
  ).toBeUndefined();
  await adminDb()
    .doc(`users/${uid}/adConnections/googleAds`)
    .update({ chosenAccountIds: [customerId] });
  return { uid, call, customerId, formId };
}

/** The form as the stand-in holds it: the webhook URL it delivers to, or null. */
const webhookOf = async (formId: string) =>
  (
    (await (await fetch(`${DEMO_GOOGLE_ADS_ORIGIN}/_test/lead-forms/${formId}`)).json()) as {
      webhook: string | null;
    }
  ).webhook;

describe('Google Ads lead forms', () => {
  it('lists the chosen accounts’ lead forms, sets a chosen one to deliver here, and keeps its leads once each', async () => {
    const { uid, call, customerId, formId } = await connectedWithForm();
    const listed = await call('listGoogleLeadForms', {});
    expect(listed.result).toEqual({
      forms: [{ customerId, id: formId, name: 'Trail fitting', businessName: 'Trail Co', delivery: 'none' }],
      lastTestAt: null,
    });
    const foreign = await call('chooseGoogleLeadForms', {
      forms: [{ customerId: '1234567890', id: '8800000001' }],
    });
    expect(foreign.error?.status).toBe('INVALID_ARGUMENT');

    expect((await call('chooseGoogleLeadForms', { forms: [{ customerId, id: formId }] })).result).toEqual({
      chosen: 1,
    });
    const url = await webhookOf(formId);
    expect(url).toMatch(new RegExp(`^${WEBHOOK}\\?hook=[\\w-]{16,64}$`, 'u'));
    expect(
      ((await call('listGoogleLeadForms', {})).result as { forms: { delivery: string }[] }).forms[0]
        ?.delivery,
    ).toBe('here');

    // A person leaves a lead on the form: Google posts it with the form's key, and it is kept with its answers.
    const left = await leaveStandInLead(
      DEMO_GOOGLE_ADS_ORIGIN,
      exampleGoogleLead(formId, '42', 'jonas@example.com'),
    );
    expect(left.delivery?.status).toBe(200);
    const leads = adminDb().collection(`users/${uid}/leads`);
    const kept = (await leads.where('source', '==', 'googleAdsLeadForm').get()).docs;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.data()).toMatchObject({
      name: 'Jonas Berg',
      email: 'jonas@example.com',
      phone: '+46 70 123 45 67',
      answers: [{ question: 'Which shoe size?', answer: '44' }],
      campaignId: `googleAds_${customerId}-42`,
      network: { leadId: left.id, customerId, formId },
      status: 'new',
    });

    // Delivered again (Google retries until it hears 200): no second lead.
    const again = (await (
      await fetch(`${DEMO_GOOGLE_ADS_ORIGIN}/_test/leads/${left.id}/deliver`, { method: 'POST' })
    ).json()) as { status: number };
    expect(again.status).toBe(200);
    expect((await leads.where('source', '==', 'googleAdsLeadForm').count().get()).data().count).toBe(1);

    // Google's test lead reaches the account and makes no lead.
    const test = await leaveStandInLead(DEMO_GOOGLE_ADS_ORIGIN, {
      ...exampleGoogleLead(formId, undefined, 'test@example.com'),
      is_test: true,
    });
    expect(test.delivery?.status).toBe(200);
    expect((await leads.where('email', '==', 'test@example.com').count().get()).data().count).toBe(0);
    expect(
      ((await call('listGoogleLeadForms', {})).result as { lastTestAt: string | null }).lastTestAt,
    ).toEqual(expect.any(String));

    // Unchosen, the form delivers nowhere again.
    await call('chooseGoogleLeadForms', { forms: [] });
    expect(await webhookOf(formId)).toBeNull();
  });

  it('refuses a delivery without the hook’s key or for a hook no account has before reading it, and one not in Google’s shape', async () => {
    const { uid, call, customerId, formId } = await connectedWithForm();
    await call('chooseGoogleLeadForms', { forms: [{ customerId, id: formId }] });
    const url = (await webhookOf(formId))!;
    const post = (target: string, body: unknown) =>
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const lead = {
      lead_id: 'forged-1',
      form_id: Number(formId),
      user_column_data: [{ column_id: 'EMAIL', string_value: 'forged@example.com' }],
    };
    expect((await post(url, { ...lead, google_key: 'not-the-key' })).status).toBe(403);
    expect((await post(url, lead)).status).toBe(403);
    expect((await post(`${WEBHOOK}?hook=${'x'.repeat(24)}`, { ...lead, google_key: 'x' })).status).toBe(403);
    expect((await fetch(url)).status).toBe(405);
    // With the hook's key, a body not in Google's shape is refused as malformed, and keeps nothing.
    const key = String(
      (
        await adminDb()
          .doc(`googleLeadHooks/${new URL(url).searchParams.get('hook')}`)
          .get()
      ).get('key'),
    );
    expect((await post(url, { form_id: Number(formId), google_key: key })).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => ({
      column_id: 'EMAIL',
      string_value: 'forged@example.com',
    }));
    expect((await post(url, { ...lead, user_column_data: tooMany, google_key: key })).status).toBe(400);
    expect(
      (await adminDb().collection(`users/${uid}/leads`).where('email', '==', 'forged@example.com').get())
        .size,
    ).toBe(0);

    // Disconnected, the account's hook is gone: the form's deliveries are refused.
    await call('disconnectAdNetwork', { network: 'googleAds' });
    const after = await leaveStandInLead(
      DEMO_GOOGLE_ADS_ORIGIN,
      exampleGoogleLead(formId, undefined, 'late@example.com'),
    );
    expect(after.delivery?.status).toBe(403);
  });
});
