import { PAIR_CELL_SEPARATOR, type MetricTuple } from '@adplatform/delivery-metrics';
import { demoAdSets } from './adSets';
import { demoCampaigns } from './campaigns';
import { demoDailyRollups } from './dailyMetrics';
import { demoPairRollups } from './pairMetrics';

const NOW = new Date('2026-03-15T15:00:00Z');

function sumsBy(cells: Readonly<Record<string, MetricTuple>>, side: 0 | 1): Record<string, number[]> {
  const sums: Record<string, number[]> = {};
  for (const [key, tuple] of Object.entries(cells)) {
    const value = key.split(PAIR_CELL_SEPARATOR)[side] ?? '';
    sums[value] = (sums[value] ?? [0, 0, 0, 0, 0, 0]).map((sum, index) => sum + (tuple[index] ?? 0));
  }
  return sums;
}

function withoutZeros(breakdown: Readonly<Record<string, MetricTuple>>): Record<string, number[]> {
  return Object.fromEntries(
    Object.entries(breakdown)
      .filter(([, tuple]) => tuple.some((value) => value > 0))
      .map(([key, tuple]) => [key, [...tuple]]),
  );
}

describe('demoPairRollups', () => {
  let serial = 0;
  const campaigns = demoCampaigns('premium@demo.test', 32, NOW).map((campaign, index) => {
    const id = `c${index}`;
    return {
      ...campaign,
      id,
      adSets: demoAdSets('premium@demo.test', { ...campaign, id }, () => `x${serial++}`),
    };
  });
  const rollups = demoDailyRollups('premium@demo.test', campaigns, NOW, { days: 60 });
  const pairs = demoPairRollups(rollups, campaigns);
  const byDate = new Map(rollups.map((rollup) => [rollup.date, rollup]));

  it('crosses every day by each of the ten pairs', () => {
    expect(pairs).toHaveLength(61 * 10);
    expect(new Set(pairs.map((pair) => pair.pair)).size).toBe(10);
  });

  it('agrees exactly with both breakdowns of every campaign day, metric by metric', () => {
    let checked = 0;
    for (const pair of pairs) {
      const [first, second] = pair.pair.split('_') as ['country', 'device'];
      for (const [id, cells] of Object.entries(pair.campaigns)) {
        const day = byDate.get(pair.date)?.campaigns[id];
        expect(
          Object.values(cells)
            .flat()
            .every((value) => Number.isInteger(value) && value >= 0),
        ).toBe(true);
        expect(sumsBy(cells, 0)).toEqual(withoutZeros(day?.[first] ?? {}));
        expect(sumsBy(cells, 1)).toEqual(withoutZeros(day?.[second] ?? {}));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('crosses placements and ages within each ad set: no cell an ad set could not deliver', () => {
    for (const pair of pairs.filter((item) => item.pair === 'placement_age')) {
      for (const [id, cells] of Object.entries(pair.campaigns)) {
        const adSets = campaigns.find((campaign) => campaign.id === id)?.adSets ?? [];
        const possible = (key: string): boolean => {
          const [placement = '', age = ''] = key.split(PAIR_CELL_SEPARATOR);
          const [low = 0, high = 200] = age.replace('+', '-200').split('-').map(Number);
          return adSets.some(
            (adSet) =>
              adSet.placements.includes(placement as 'feed') &&
              low <= adSet.audience.ageMax &&
              high >= adSet.audience.ageMin,
          );
        };
        expect(Object.keys(cells).filter((key) => !possible(key))).toEqual([]);
      }
    }
  });
});
