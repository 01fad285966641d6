import { demoCampaigns } from './campaigns';
import { demoDailyRollups, splitInteger } from './dailyMetrics';
import { demoAdSets } from './adSets';

const NOW = new Date('2026-03-15T15:00:00Z');

describe('splitInteger', () => {
  it('splits exactly, proportionally, leaving out zero weights', () => {
    const parts = splitInteger(101, { a: 0.5, b: 0.25, c: 0.25, d: 0 });
    expect(parts).toEqual({ a: 51, b: 25, c: 25 });
    expect(Object.values(splitInteger(7, { x: 1, y: 1, z: 1 })).reduce((sum, part) => sum + part, 0)).toBe(7);
  });
});

describe('demoDailyRollups', () => {
  const campaigns = demoCampaigns('premium@demo.test', 32, NOW).map((campaign, index) => ({
    ...campaign,
    id: `c${index}`,
  }));
  const rollups = demoDailyRollups('premium@demo.test', campaigns, NOW);

  it('writes one rollup a day for a year, today included', () => {
    expect(rollups).toHaveLength(366);
    expect(new Set(rollups.map((rollup) => rollup.date)).size).toBe(366);
    expect(rollups.at(-1)?.date).toBe('2026-03-15');
    expect(rollups[0]?.date).toBe('2025-03-15');
  });

  it('has delivery only from campaigns that ran that day, with breakdowns summing to the totals', () => {
    const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
    let delivered = 0;
    for (const rollup of rollups) {
      for (const [id, day] of Object.entries(rollup.campaigns)) {
        const campaign = byId.get(id);
        expect(campaign?.status).not.toMatch(/draft|scheduled/);
        expect(rollup.date >= (campaign?.startDate.toISOString().slice(0, 10) ?? '')).toBe(true);
        for (const breakdown of [day.country, day.device]) {
          const sums = day.total.map((_, field) =>
            Object.values(breakdown).reduce((sum, tuple) => sum + tuple[field]!, 0),
          );
          expect(sums).toEqual([...day.total]);
        }
        delivered += 1;
      }
    }
    expect(delivered).toBeGreaterThan(365);
  });

  it('has no delivery from a paused campaign on or after the day it was paused', () => {
    const paused = campaigns.filter((campaign) => campaign.status === 'paused');
    expect(paused.length).toBeGreaterThan(0);
    for (const campaign of paused) {
      const pauseDay = campaign.pausedAt?.toISOString().slice(0, 10) ?? '';
      const after = rollups.filter((rollup) => rollup.date >= pauseDay && rollup.campaigns[campaign.id]);
      expect(after.map((rollup) => rollup.date)).toEqual([]);
    }
  });

  it('creates no campaign in the future', () => {
    expect(campaigns.filter((campaign) => campaign.createdAt > NOW)).toEqual([]);
    expect(campaigns.some((campaign) => campaign.status === 'scheduled')).toBe(true);
  });

  it('is the same on every run', () => {
    expect(demoDailyRollups('premium@demo.test', campaigns, NOW)).toEqual(rollups);
  });
});

describe('demoDailyRollups with ad sets', () => {
  let next = 0;
  const newId = (): string => `id${(next += 1)}`;
  const campaigns = demoCampaigns('plus@demo.test', 6, NOW).map((campaign, index) => {
    const id = `c${index}`;
    return { ...campaign, id, adSets: demoAdSets('plus@demo.test', { ...campaign, id }, newId) };
  });
  const rollups = demoDailyRollups('plus@demo.test', campaigns, NOW);

  it('splits each day by placement, age band and gender, each summing to the totals, and names the items', () => {
    let checked = 0;
    for (const rollup of rollups) {
      for (const [id, day] of Object.entries(rollup.campaigns)) {
        const campaign = campaigns.find((candidate) => candidate.id === id);
        for (const breakdown of [day.placement, day.age, day.gender, day.adSet]) {
          expect(breakdown).toBeDefined();
          const sums = day.total.map((_, field) =>
            Object.values(breakdown ?? {}).reduce((sum, tuple) => sum + tuple[field]!, 0),
          );
          expect(sums).toEqual([...day.total]);
        }
        // Placements only where the ad sets run; ages only within the ages they target.
        const placements = new Set(campaign?.adSets.flatMap((adSet) => adSet.placements));
        expect(
          Object.keys(day.placement ?? {}).every((placement) => placements.has(placement as never)),
        ).toBe(true);
        const youngest = Math.min(...(campaign?.adSets.map((adSet) => adSet.audience.ageMin) ?? [18]));
        expect(
          Object.keys(day.age ?? {}).every((band) => Number(band.split(/[-+]/)[0]) + 10 > youngest),
        ).toBe(true);
        for (const adSet of campaign?.adSets ?? []) expect(day.names?.[adSet.id]).toBe(adSet.name);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
