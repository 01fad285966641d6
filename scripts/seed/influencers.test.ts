import { AUDIENCE_AGE_BANDS } from '@adplatform/influencer-model';
import { demoInfluencers, toPercentages } from './influencers';

describe('toPercentages', () => {
  it('gives whole percentages that sum to exactly 100', () => {
    expect(toPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(toPercentages([2, 1])).toEqual([67, 33]);
    expect(toPercentages([0.3, 2.5, 2.8, 1.4, 0.7, 0.3]).reduce((a, b) => a + b, 0)).toBe(100);
    expect(toPercentages([0, 0])).toEqual([0, 0]);
  });
});

describe('demoInfluencers', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  const catalogue = demoInfluencers(40, now);

  it('gives each creator an audience whose ages and genders sum to 100, their home country first', () => {
    for (const creator of catalogue) {
      const { ages, genders, countries } = creator.audience;
      expect(AUDIENCE_AGE_BANDS.reduce((sum, band) => sum + (ages[band] ?? 0), 0)).toBe(100);
      expect(Object.values(genders).reduce((sum, value) => sum + value, 0)).toBe(100);
      expect(countries[0]?.country).toBe(creator.audienceCountry);
      expect(new Set(countries.map(({ country }) => country)).size).toBe(countries.length);
    }
  });

  it('gives each creator 3–6 posts of the 30 days before their metrics were refreshed', () => {
    for (const { recentPosts, metricsUpdatedAt } of catalogue) {
      expect(recentPosts.length).toBeGreaterThanOrEqual(3);
      expect(recentPosts.length).toBeLessThanOrEqual(6);
      for (const post of recentPosts) {
        expect(post.postedAt.getTime()).toBeLessThanOrEqual(metricsUpdatedAt.getTime());
        expect(metricsUpdatedAt.getTime() - post.postedAt.getTime()).toBeLessThanOrEqual(30 * 86_400_000);
      }
    }
  });

  it('flags every seventh creator as refreshed 3–4 months ago, the others within 25 days', () => {
    const days = catalogue.map(
      ({ metricsUpdatedAt }) => (now.getTime() - metricsUpdatedAt.getTime()) / 86_400_000,
    );
    days.forEach((age, index) => expect(index % 7 === 3 ? age >= 90 : age < 25).toBe(true));
  });
});
