import {
  bandsAtLeast,
  canTransition,
  engagementBand,
  followerTier,
  influencerSearchKey,
  influencerSearchTokens,
  metricsStale,
} from './influencerCatalogue';

describe('followerTier', () => {
  it.each([
    [0, 'nano'],
    [9_999, 'nano'],
    [10_000, 'micro'],
    [99_999, 'micro'],
    [100_000, 'mid'],
    [500_000, 'macro'],
    [1_000_000, 'mega'],
    [25_000_000, 'mega'],
  ])('%d followers is %s', (followers, tier) => {
    expect(followerTier(followers)).toBe(tier);
  });
});

describe('engagement bands', () => {
  it('floors the rate and caps it at 10', () => {
    expect(engagementBand(3.7)).toBe(3);
    expect(engagementBand(0.4)).toBe(0);
    expect(engagementBand(14.2)).toBe(10);
  });

  it('lists the bands of "at least N %"', () => {
    expect(bandsAtLeast(5)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(bandsAtLeast(0)).toHaveLength(11);
  });
});

describe('collaboration transitions', () => {
  it('walks invited → accepted → content submitted → approved → posted → paid', () => {
    expect(canTransition('invited', 'accepted')).toBe(true);
    expect(canTransition('accepted', 'contentSubmitted')).toBe(true);
    expect(canTransition('contentSubmitted', 'approved')).toBe(true);
    expect(canTransition('approved', 'posted')).toBe(true);
    expect(canTransition('posted', 'paid')).toBe(true);
  });

  it('lets an invitation be declined and submitted content be sent back for changes', () => {
    expect(canTransition('invited', 'declined')).toBe(true);
    expect(canTransition('contentSubmitted', 'accepted')).toBe(true);
  });

  it('keeps declined and paid final, and skips no stage', () => {
    expect(canTransition('declined', 'accepted')).toBe(false);
    expect(canTransition('paid', 'posted')).toBe(false);
    expect(canTransition('accepted', 'invited')).toBe(false);
    expect(canTransition('invited', 'posted')).toBe(false);
    expect(canTransition('accepted', 'approved')).toBe(false);
    expect(canTransition('approved', 'paid')).toBe(false);
  });
});

describe('search by name or handle', () => {
  it('indexes the prefixes of the name and of the handle without its @', () => {
    const tokens = influencerSearchTokens('Ava Rivera', '@avarivebea');
    expect(tokens).toEqual(
      expect.arrayContaining(['a', 'av', 'ava', 'riv', 'rivera', 'avariv', 'avarivebea']),
    );
    expect(tokens).not.toContain('@ava');
    expect(tokens).not.toContain('ava rivera');
  });
  it('looks up the first word typed, or the handle without its @', () => {
    expect(influencerSearchKey('  Ava Rivera')).toBe('ava');
    expect(influencerSearchKey('@AvaRiv')).toBe('avariv');
    expect(influencerSearchKey('   ')).toBe('');
    expect(influencerSearchTokens('Ava Rivera', '@avarivebea')).toContain(influencerSearchKey('@AvaRiv'));
  });
});

describe('metricsStale', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 25);
  it('counts metrics older than 30 days, or of no known date, as stale', () => {
    expect(metricsStale(now - 30 * day, now)).toBe(false);
    expect(metricsStale(now - 30 * day - 1, now)).toBe(true);
    expect(metricsStale(now - day, now)).toBe(false);
    expect(metricsStale(null, now)).toBe(true);
  });
});
