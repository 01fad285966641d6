import { Timestamp } from 'firebase-admin/firestore';
import type { InstagramCreator } from '@adplatform/ad-networks/meta';
import { instagramCreatorFields, instagramCreatorId } from './instagramCreator';

const NOW = new Date('2026-12-07T12:00:00Z');
const post = (day: number) => ({
  id: `1790000000000000${day}`,
  caption: `Trail day ${day}`,
  mediaType: 'IMAGE',
  postedAt: new Date(`2026-11-${String(day).padStart(2, '0')}T09:00:00Z`),
  likes: 100 * day,
  comments: day,
  permalink: `https://www.instagram.com/p/POST${day}/`,
});
const CREATOR: InstagramCreator = {
  igUserId: '17841400000000001',
  username: 'trailwithmaya',
  name: 'Maya Torres',
  biography: 'Trail running',
  followers: 48_200,
  mediaCount: 310,
  recentMedia: [9, 8, 7, 6, 5, 4, 3, 2].map(post),
  engagementRate: 4.21,
  postsPerWeek: 2.5,
};

describe('instagramCreatorFields', () => {
  const fields = instagramCreatorFields(CREATOR, NOW);

  it('keeps what Instagram gives, dated, with the catalogue’s tier, band and search tokens', () => {
    expect(instagramCreatorId(CREATOR.igUserId)).toBe('ig_17841400000000001');
    expect(fields).toMatchObject({
      handle: '@trailwithmaya',
      displayName: 'Maya Torres',
      platform: 'instagram',
      source: 'instagram',
      profileUrl: 'https://www.instagram.com/trailwithmaya/',
      followers: 48_200,
      followerTier: 'micro',
      mediaCount: 310,
      engagementRate: 4.21,
      engagementBand: 4,
      postsPerWeek: 2.5,
      bio: 'Trail running',
      metricsUpdatedAt: Timestamp.fromDate(NOW),
    });
    expect(fields.searchTokens).toEqual(expect.arrayContaining(['maya', 'torres', 'trailwithmaya', 'tr']));
  });

  it('leaves what Instagram does not give of another account empty, never guessed', () => {
    expect(fields).toMatchObject({
      niche: null,
      audienceCountry: null,
      avgViews: null,
      priceFromMinor: null,
      currency: 'USD',
    });
  });

  it('keeps the six newest posts with their permalinks, and no views', () => {
    const posts = fields.recentPosts as { caption: string; views: null; permalink: string }[];
    expect(posts.map(({ caption }) => caption)).toEqual([9, 8, 7, 6, 5, 4].map((day) => `Trail day ${day}`));
    expect(posts[0]).toMatchObject({ views: null, permalink: 'https://www.instagram.com/p/POST9/' });
  });

  it('names a creator without a name by their username, and leaves an unknown engagement unbanded', () => {
    const quiet = instagramCreatorFields(
      { ...CREATOR, name: ' ', engagementRate: null, recentMedia: [] },
      NOW,
    );
    expect(quiet).toMatchObject({ displayName: 'trailwithmaya', engagementRate: null, engagementBand: null });
  });
});
