import { META_LEAD_PERMISSIONS } from '@adplatform/ad-networks/meta';
import { DEMO_META_PERSON } from '../scripts/ad-networks/metaStandIn';
import { adminDb, callCallable } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { APP, connectMeta as connect } from './support/metaDialog';
import { formOf, leaveLead, pastLeads, personWithPage } from './support/metaLeadForms';

// Lead forms turned on in a Meta connection with a consent of their own
// (docs/decisions/0050-incremental-consent.md), then the Pages whose leads come in
// (docs/decisions/0049-meta-lead-ads.md), against the Meta stand-in.

const pagesOf = async (pageId: string) =>
  ((await adminDb().doc(`metaLeadPages/${pageId}`).get()).get('accounts') as string[] | undefined) ?? [];

describe('lead forms in the Meta connection', () => {
  it('asks for Lead Ads’ permissions only when lead forms are turned on, and keeps the ad accounts chosen', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const first = await connect(idToken, DEMO_META_PERSON);
    expect(first.dialog.searchParams.get('scope')).toBe('ads_management,ads_read');
    expect(first.finished.result).toMatchObject({ features: [] });
    const refused = await callCallable('listLeadPages', {}, idToken);
    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'leadConsent' },
    });
    await callCallable('chooseAdAccounts', { network: 'meta', accountIds: ['act_1000000002'] }, idToken);

    const consented = await connect(idToken, DEMO_META_PERSON, ['leadForms']);
    expect(consented.dialog.searchParams.get('scope')?.split(',')).toEqual([
      'ads_management',
      'ads_read',
      ...META_LEAD_PERMISSIONS,
    ]);
    expect(consented.dialog.searchParams.get('auth_type')).toBe('rerequest');
    expect(consented.finished.result).toMatchObject({ features: ['leadForms'] });
    expect((await adminDb().doc(`users/${uid}/adConnections/meta`).get()).data()).toMatchObject({
      features: ['leadForms'],
      chosenAccountIds: ['act_1000000002'],
    });
  });

  it('refuses to turn lead forms on when a permission of theirs is declined, changing nothing', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const { email } = await personWithPage();
    await connect(idToken, email);
    const declined = await connect(
      idToken,
      email,
      ['leadForms'],
      ['ads_management', 'ads_read', ...META_LEAD_PERMISSIONS.filter((p) => p !== 'leads_retrieval')].join(
        ',',
      ),
    );
    expect(declined.finished.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'permissionsMissing', permissions: ['leads_retrieval'] },
    });
    expect((await adminDb().doc(`users/${uid}/adConnections/meta`).get()).get('features')).toEqual([]);
    const unknown = await callCallable(
      'startAdNetworkConnection',
      { network: 'googleAds', features: ['leadForms'] },
      idToken,
      { origin: APP },
    );
    expect(unknown.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('lists the person’s Pages, receives the chosen ones’ leads, and stops on a new choice or a disconnection', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const { email, pageId } = await personWithPage('Nieve');
    await connect(idToken, email, ['leadForms']);

    const listed = await callCallable('listLeadPages', {}, idToken);
    expect(listed.result).toEqual({ pages: [{ id: pageId, name: 'Nieve' }], chosen: [] });
    const foreign = await callCallable('chooseLeadPages', { pageIds: ['1500000001'] }, idToken);
    expect(foreign.error?.status).toBe('INVALID_ARGUMENT');

    expect((await callCallable('chooseLeadPages', { pageIds: [pageId] }, idToken)).result).toMatchObject({
      chosen: 1,
    });
    expect(await pagesOf(pageId)).toEqual([uid]);
    expect((await callCallable('listLeadPages', {}, idToken)).result).toMatchObject({ chosen: [pageId] });
    // Choosing subscribed the Page on Meta: its next lead is delivered and kept.
    const left = await leaveLead(pageId, 'lucia@example.com');
    expect(left.delivery.status).toBe(200);
    expect((await adminDb().doc(`users/${uid}/leads/meta_${left.id}`).get()).get('source')).toBe(
      'metaLeadAds',
    );

    await callCallable('chooseLeadPages', { pageIds: [] }, idToken);
    expect(await pagesOf(pageId)).toEqual([]);
    await callCallable('chooseLeadPages', { pageIds: [pageId] }, idToken);
    await callCallable('disconnectAdNetwork', { network: 'meta' }, idToken);
    expect(await pagesOf(pageId)).toEqual([]);
  });

  it('brings a Page newly chosen in with its forms’ leads of the last 90 days, each once', async () => {
    const { uid, idToken } = await userWithPlan('Premium');
    const { email, pageId } = await personWithPage('Nieve');
    await pastLeads(pageId, formOf(pageId), 250, 89);
    // Every 100 days back, from the 100th: none of them within 90 days.
    await pastLeads(pageId, `${formOf(pageId)}2`, 4, 500);
    await connect(idToken, email, ['leadForms']);

    const chosen = await callCallable('chooseLeadPages', { pageIds: [pageId] }, idToken);
    expect(chosen.result).toEqual({
      chosen: 1,
      // The Page's token, its forms, three pages of the first form and one empty of the second.
      backfills: [{ pageId, status: 'done', leads: 250, written: 250, calls: 6 }],
    });
    const leads = adminDb().collection(`users/${uid}/leads`);
    expect((await leads.count().get()).data().count).toBe(250);
    const oldest = await leads.orderBy('createdAt').limit(1).get();
    expect(oldest.docs[0]!.get('createdAt').toMillis()).toBeGreaterThan(Date.now() - 90 * 86_400_000);
    expect(oldest.docs[0]!.get('source')).toBe('metaLeadAds');

    // Chosen again later, the Page is read again and nothing is written twice.
    await callCallable('chooseLeadPages', { pageIds: [] }, idToken);
    const again = await callCallable('chooseLeadPages', { pageIds: [pageId] }, idToken);
    expect(again.result).toMatchObject({ backfills: [{ status: 'done', leads: 250, written: 0 }] });
    expect((await leads.count().get()).data().count).toBe(250);
  });

  it('is for plans with leads', async () => {
    const { idToken } = await userWithPlan('Plus');
    const { email } = await personWithPage();
    await connect(idToken, email, ['leadForms']);
    const answer = await callCallable('listLeadPages', {}, idToken);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
  });
});
