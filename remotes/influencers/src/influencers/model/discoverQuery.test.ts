import { DEFAULT_DISCOVER_QUERY, equalityFilters } from './discoverQuery';
import { formatFollowers, toCollaboration, toInfluencer } from './influencer';

describe('equalityFilters', () => {
  it('asks for nothing when every filter is "all"', () => {
    expect(equalityFilters(DEFAULT_DISCOVER_QUERY)).toEqual([]);
  });

  it('turns each chosen filter into a field and value', () => {
    expect(
      equalityFilters({
        ...DEFAULT_DISCOVER_QUERY,
        platform: 'tiktok',
        followerTier: 'micro',
        audienceCountry: 'ES',
      }),
    ).toEqual([
      ['platform', 'tiktok'],
      ['audienceCountry', 'ES'],
      ['followerTier', 'micro'],
    ]);
  });
});

describe('influencer documents', () => {
  const valid = {
    handle: '@ava',
    displayName: 'Ava Rivera',
    platform: 'instagram',
    niche: 'beauty',
    audienceCountry: 'US',
    followers: 48_200,
    engagementRate: 4.2,
    avgViews: 9_100,
    postsPerWeek: 4,
    priceFromMinor: 75_000,
    currency: 'USD',
    bio: 'Beauty creator.',
  };

  it('reads a valid influencer, with the date its metrics were refreshed when known', () => {
    expect(toInfluencer('inf-1', valid)).toEqual({
      id: 'inf-1',
      ...valid,
      source: 'catalogue',
      profileUrl: null,
      mediaCount: null,
      metricsUpdatedAt: null,
      audience: null,
      recentPosts: [],
    });
    const metricsUpdatedAt = { toDate: () => new Date('2026-10-01T00:00:00Z') };
    expect(toInfluencer('inf-1', { ...valid, metricsUpdatedAt })?.metricsUpdatedAt).toEqual(
      new Date('2026-10-01T00:00:00Z'),
    );
  });

  it('reads the audience with its largest country first, and the recent posts newest first', () => {
    const at = (iso: string) => ({ toDate: () => new Date(iso) });
    const post = (iso: string) => ({ postedAt: at(iso), caption: iso, likes: 10, comments: 1, views: 100 });
    const audience = {
      ages: { '13-17': 5, '18-24': 30, '25-34': 35, '35-44': 20, '45-54': 7, '55+': 3 },
      genders: { female: 60, male: 37, other: 3 },
      countries: [
        { country: 'GB', share: 12 },
        { country: 'US', share: 55 },
      ],
    };
    const read = toInfluencer('inf-1', {
      ...valid,
      audience,
      recentPosts: [post('2026-10-01T00:00:00Z'), post('2026-10-20T00:00:00Z')],
    });
    expect(read?.audience?.countries.map(({ country }) => country)).toEqual(['US', 'GB']);
    expect(read?.recentPosts.map(({ caption }) => caption)).toEqual([
      '2026-10-20T00:00:00Z',
      '2026-10-01T00:00:00Z',
    ]);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { '55+': _, ...withoutOldest } = audience.ages;
    expect(toInfluencer('x', { ...valid, audience: { ...audience, ages: withoutOldest } })).toBeNull();
  });

  it('reads a creator from Instagram without the figures Instagram does not give, posts linked', () => {
    const at = (iso: string) => ({ toDate: () => new Date(iso) });
    const read = toInfluencer('ig_1784', {
      ...valid,
      source: 'instagram',
      profileUrl: 'https://www.instagram.com/ava/',
      mediaCount: 310,
      niche: null,
      audienceCountry: null,
      engagementRate: null,
      avgViews: null,
      priceFromMinor: null,
      recentPosts: [
        {
          postedAt: at('2026-10-01T00:00:00Z'),
          caption: 'Morning',
          likes: 10,
          comments: 1,
          views: null,
          permalink: 'https://www.instagram.com/p/AVA1/',
        },
      ],
    });
    expect(read).toMatchObject({
      source: 'instagram',
      profileUrl: 'https://www.instagram.com/ava/',
      mediaCount: 310,
      niche: null,
      engagementRate: null,
      priceFromMinor: null,
      recentPosts: [{ caption: 'Morning', views: null, permalink: 'https://www.instagram.com/p/AVA1/' }],
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toInfluencer('x', { ...valid, profileUrl: 'javascript:alert(1)' })).toBeNull();
    expect(toInfluencer('x', { ...valid, source: 'scraped' })).toBeNull();
  });

  it('skips an influencer on an unknown platform or with a fractional price', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toInfluencer('x', { ...valid, platform: 'myspace' })).toBeNull();
    expect(toInfluencer('x', { ...valid, priceFromMinor: 10.5 })).toBeNull();
  });

  it('reads a collaboration and skips an unknown status', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const updatedAt = { toDate: () => new Date('2026-11-01T00:00:00Z') };
    const collaboration = {
      influencerId: 'inf-1',
      handle: '@ava',
      displayName: 'Ava Rivera',
      platform: 'instagram',
      status: 'accepted',
      message: 'Hi',
      updatedAt,
    };
    expect(toCollaboration(collaboration)?.updatedAt).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(toCollaboration({ ...collaboration, status: 'ghosted' })).toBeNull();
  });
});

describe('formatFollowers', () => {
  it('writes compact counts', () => {
    expect(formatFollowers(12_345, 'en-us')).toBe('12.3K');
    expect(formatFollowers(4_500_000, 'en-us')).toBe('4.5M');
  });
});
