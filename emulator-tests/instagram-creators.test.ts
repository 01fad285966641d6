/**
 * `addInstagramCreator` against the Meta stand-in's Instagram (docs/decisions/0053-instagram-creators.md):
 * a creator added by handle through business discovery on the advertiser's own Instagram account,
 * kept in `influencers/ig_{id}` with the figures Instagram gives and their date; refused in Meta's
 * words, or for want of consent or of an Instagram account, with nothing written.
 */
import { META_CREATOR_PERMISSIONS } from '@adplatform/ad-networks';
import { adminDb, callCallable } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';
import { connectMeta } from './support/metaDialog';
import { personWithPage } from './support/metaLeadForms';

const MAYA = 'influencers/ig_17841400000000101';
const INES = 'influencers/ig_17841400000000102';

/** A new account connected to a new Meta person whose Page has an Instagram account (unless `instagram` is null). */
async function advertiser(features: string[], instagram: string | null = 'nieveshop') {
  const { idToken } = await userWithPlan('Basic');
  const { email } = await personWithPage('Nieve', instagram ?? undefined);
  const { dialog, finished } = await connectMeta(idToken, email, features);
  expect(finished.error).toBeUndefined();
  return { idToken, dialog };
}

const add = (idToken: string, username: string) => callCallable('addInstagramCreator', { username }, idToken);

describe('addInstagramCreator', () => {
  beforeAll(async () => {
    await Promise.all([adminDb().doc(MAYA).delete(), adminDb().doc(INES).delete()]);
  });

  it('adds a creator by handle with their figures and recent posts, dated, and refreshes them', async () => {
    const { idToken, dialog } = await advertiser(['creators']);
    expect(dialog.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining([...META_CREATOR_PERMISSIONS]),
    );
    const before = Date.now();
    const added = await add(idToken, '@trailwithmaya');
    expect(added.result).toEqual({ influencerId: 'ig_17841400000000101', refreshed: false });
    const creator = (await adminDb().doc(MAYA).get()).data()!;
    expect(creator).toMatchObject({
      handle: '@trailwithmaya',
      displayName: 'Maya Ortiz',
      platform: 'instagram',
      source: 'instagram',
      followers: 48_200,
      followerTier: 'micro',
      mediaCount: 640,
      niche: null,
      priceFromMinor: null,
      avgViews: null,
    });
    expect(creator.engagementRate).toBeGreaterThan(0);
    expect(creator.engagementBand).toBe(Math.floor(creator.engagementRate as number));
    expect(creator.postsPerWeek).toBeGreaterThan(0);
    expect(creator.metricsUpdatedAt.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    const posts = creator.recentPosts as {
      likes: number;
      permalink: string;
      postedAt: { toMillis(): number };
    }[];
    expect(posts).toHaveLength(6);
    expect(posts[0]!.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//u);
    expect(posts[0]!.postedAt.toMillis()).toBeGreaterThanOrEqual(posts[1]!.postedAt.toMillis());
    expect(creator.searchTokens).toEqual(expect.arrayContaining(['maya', 'trailwithmaya']));

    const again = await add(idToken, 'TrailWithMaya');
    expect(again.result).toEqual({ influencerId: 'ig_17841400000000101', refreshed: true });
    expect((await adminDb().doc(MAYA).get()).get('metricsUpdatedAt').toMillis()).toBeGreaterThanOrEqual(
      creator.metricsUpdatedAt.toMillis(),
    );
  });

  it('refuses a personal or unknown account in Meta’s words, writing nothing', async () => {
    const { idToken } = await advertiser(['creators']);
    for (const username of ['private.pat', 'nobody_here']) {
      const refused = await add(idToken, username);
      const words = `The user with username: ${username} cannot be found.`;
      expect(refused.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: words,
        details: { reason: 'refused', networkMessage: words },
      });
    }
    const found = await adminDb().collection('influencers').where('handle', '==', '@private.pat').get();
    expect(found.empty).toBe(true);
  });

  it('asks for the creators’ consent, then for an Instagram account, before reading anything', async () => {
    const unconsented = await advertiser([]);
    expect((await add(unconsented.idToken, 'cafe.ines')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'creatorConsent' },
    });
    const withoutInstagram = await advertiser(['creators'], null);
    expect((await add(withoutInstagram.idToken, 'cafe.ines')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'noInstagramAccount' },
    });
    const { idToken } = await userWithPlan('Basic');
    expect((await add(idToken, 'cafe.ines')).error).toMatchObject({ details: { reason: 'notConnected' } });
    expect((await adminDb().doc(INES).get()).exists).toBe(false);
  });

  it('refuses what is not an Instagram username before calling Meta', async () => {
    const { idToken } = await advertiser(['creators']);
    for (const username of ['two words', 'a'.repeat(31), '', 'x){id}']) {
      expect((await add(idToken, username)).error?.status).toBe('INVALID_ARGUMENT');
    }
  });
});
