import { Timestamp } from 'firebase-admin/firestore';
import type { UpdateMatchingCampaignsResponse } from '@adplatform/campaign-model';
import { adminDb, callCallable } from './support/callable';
import { campaignFixture, DAY, givenCampaign, userWithPlan } from './support/campaignFixtures';

const PAUSE = { kind: 'status', action: 'pause' } as const;

async function call(
  idToken: string,
  payload: Record<string, unknown>,
): Promise<UpdateMatchingCampaignsResponse> {
  const answer = await callCallable('updateMatchingCampaigns', payload, idToken);
  expect(answer.error).toBeUndefined();
  return answer.result as UpdateMatchingCampaignsResponse;
}

/** `count` campaigns named "Summer <n>" in `status`, written in one batch; their ids in id order. */
async function givenSummerCampaigns(uid: string, count: number, status = 'active'): Promise<string[]> {
  const batch = adminDb().batch();
  const refs = Array.from({ length: count }, (_, index) => {
    const ref = adminDb().collection(`users/${uid}/campaigns`).doc();
    batch.set(ref, campaignFixture({ name: `Summer ${index}`, status }));
    return ref;
  });
  await batch.commit();
  // Firestore orders document ids by their bytes: ids of letters and digits sort as strings do.
  return refs.map((ref) => ref.id).sort();
}

async function statuses(uid: string): Promise<Map<string, string>> {
  const snapshot = await adminDb().collection(`users/${uid}/campaigns`).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, String(doc.get('status'))]));
}

describe('updateMatchingCampaigns (docs/product-rules.md §10.1, "all that match")', () => {
  it('pauses every campaign the filters match, past one chunk, and nothing else', async () => {
    const { uid, idToken } = await userWithPlan('Basic');
    const summer = await givenSummerCampaigns(uid, 230);
    const spring = await givenCampaign(uid);
    const pausedSummer = (await givenSummerCampaigns(uid, 1, 'paused'))[0] ?? '';
    const other = await userWithPlan('Basic');
    const theirs = await givenSummerCampaigns(other.uid, 3);

    const answer = await call(idToken, {
      match: { status: 'active', search: 'Summer' },
      change: PAUSE,
      after: null,
    });

    expect(answer.resumeAfter).toBeNull();
    expect(answer.results).toHaveLength(230);
    expect(answer.results.every((result) => result.outcome === 'applied')).toBe(true);
    const now = await statuses(uid);
    expect(summer.filter((id) => now.get(id) !== 'paused')).toEqual([]);
    expect(now.get(spring)).toBe('active');
    expect(answer.results.some((result) => result.id === pausedSummer)).toBe(false);
    const theirsNow = await statuses(other.uid);
    expect(theirs.map((id) => theirsNow.get(id))).toEqual(['active', 'active', 'active']);
    const history = await adminDb().collection(`users/${uid}/campaigns/${summer[229]}/history`).get();
    expect(history.docs.map((doc) => doc.get('after'))).toEqual(['paused']);
  });

  it('resumes after the campaign the call before stopped at, in id order', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    const summer = await givenSummerCampaigns(uid, 5);
    const answer = await call(idToken, {
      match: { status: 'all', search: '' },
      change: { kind: 'status', action: 'archive' },
      after: summer[2],
    });
    expect(answer).toEqual({
      results: [summer[3], summer[4]].map((id) => ({ id, outcome: 'applied' })),
      resumeAfter: null,
    });
  });

  it('names the campaigns it refuses, since they may be on no page seen', async () => {
    const { uid, idToken } = await userWithPlan('Plus');
    const [ended] = await givenSummerCampaigns(uid, 1, 'completed');
    await adminDb()
      .doc(`users/${uid}/campaigns/${ended}`)
      .update({ endDate: Timestamp.fromMillis(Date.now() - DAY) });
    const answer = await call(idToken, {
      match: { status: 'completed', search: 'summer' },
      change: { kind: 'status', action: 'resume' },
      after: null,
    });
    expect(answer.results).toEqual([{ id: ended, outcome: 'refused', reason: 'ended', name: 'Summer 0' }]);
  });

  it('refuses a cursor that is not one of the caller’s campaigns, and a copy of everything', async () => {
    const { idToken } = await userWithPlan('Plus');
    const other = await userWithPlan('Plus');
    const [theirs] = await givenSummerCampaigns(other.uid, 1);
    const match = { status: 'all', search: '' };
    const resumed = await callCallable(
      'updateMatchingCampaigns',
      { match, change: PAUSE, after: theirs },
      idToken,
    );
    expect(resumed.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    const copied = await callCallable(
      'updateMatchingCampaigns',
      { match, change: { kind: 'duplicate' }, after: null },
      idToken,
    );
    expect(copied.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await statuses(other.uid)).get(theirs ?? '')).toBe('active');
  });

  it('refuses a caller whose subscription has lapsed, and changes nothing', async () => {
    const { uid, idToken } = await userWithPlan('Basic', 'canceled');
    const ids = await givenSummerCampaigns(uid, 2);
    const refused = await callCallable(
      'updateMatchingCampaigns',
      { match: { status: 'all', search: '' }, change: PAUSE, after: null },
      idToken,
    );
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    const now = await statuses(uid);
    expect(ids.map((id) => now.get(id))).toEqual(['active', 'active']);
  });
});
