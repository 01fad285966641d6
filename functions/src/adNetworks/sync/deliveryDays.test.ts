import type { NetworkDelivery } from '@adplatform/ad-networks';
import { ZERO_TOTALS, type MetricTotals } from '@adplatform/delivery-metrics';
import { DeliveryDays } from './deliveryDays';

const totals = (impressions: number, spendMinor = 0): MetricTotals => ({
  ...ZERO_TOTALS,
  impressions,
  spendMinor,
});

const row = (
  date: string,
  campaignId: string,
  slice: NetworkDelivery['slice'],
  counts: MetricTotals,
  campaignName = `Campaign ${campaignId}`,
): NetworkDelivery => ({ campaignId, campaignName, date, slice, totals: counts });

describe('DeliveryDays', () => {
  it('puts each campaign’s day together from its total and its breakdowns, summing rows of one key', () => {
    const days = new DeliveryDays((id) => `meta_${id}`);
    days.add(row('2026-11-02', '7', { dimension: 'total' }, totals(100, 250)));
    days.add(row('2026-11-02', '7', { dimension: 'device', key: 'tablet' }, totals(30)));
    // Meta's iPad and Android tablet rows are both the rollups' tablet.
    days.add(row('2026-11-02', '7', { dimension: 'device', key: 'tablet' }, totals(20)));
    days.add(row('2026-11-02', '7', { dimension: 'device', key: 'mobile' }, totals(50)));
    days.add(row('2026-11-01', '7', { dimension: 'total' }, totals(10), 'Renamed since'));

    const entries = days.entries();
    expect(entries.map(([date]) => date)).toEqual(['2026-11-01', '2026-11-02']);
    const day = entries[1]![1].get('meta_7');
    expect(day).toEqual({
      name: 'Campaign 7',
      total: [100, 0, 0, 250, 0, 0],
      country: {},
      device: { tablet: [50, 0, 0, 0, 0, 0], mobile: [50, 0, 0, 0, 0, 0] },
      placement: {},
      age: {},
      gender: {},
    });
    expect(entries[0]![1].get('meta_7')?.name).toBe('Renamed since');
  });

  it('leaves out a campaign’s day the network sent only breakdowns of', () => {
    const days = new DeliveryDays((id) => id);
    days.add(row('2026-11-02', '8', { dimension: 'country', key: 'US' }, totals(5)));
    expect(days.entries()).toEqual([['2026-11-02', new Map()]]);
  });
});
