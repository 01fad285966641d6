import { ZERO_TOTALS } from '@adplatform/delivery-metrics';
import { compareCampaignRows } from './campaignOrder';
import { toCampaignRow, type CampaignRow } from './campaignRow';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

function row(id: string, name: string, createdAt: string, spendMinor: number): CampaignRow {
  const made = toCampaignRow(id, {
    name,
    status: 'active',
    objective: 'sales',
    budgetType: 'daily',
    budgetMinor: 1000,
    currency: 'USD',
    startDate: at('2026-03-01T00:00:00Z'),
    endDate: null,
    createdAt: at(createdAt),
    metrics: { last30: { ...ZERO_TOTALS, spendMinor } },
  });
  if (!made) throw new Error('fixture');
  return made;
}

const rows = [
  row('b', 'Summer B', '2026-05-02T00:00:00Z', 300),
  row('a', 'Summer A', '2026-05-03T00:00:00Z', 300),
  row('c', 'Summer C', '2026-05-01T00:00:00Z', 900),
];
const ids = (sorted: CampaignRow[]) => sorted.map(({ id }) => id);

describe('compareCampaignRows', () => {
  it('orders by the sort field in the sort direction', () => {
    const newest = compareCampaignRows({ sortField: 'createdAt', sortDirection: 'desc', range: 'last7' });
    expect(ids([...rows].sort(newest))).toEqual(['a', 'b', 'c']);
    const byName = compareCampaignRows({ sortField: 'name', sortDirection: 'asc', range: 'last7' });
    expect(ids([...rows].sort(byName))).toEqual(['a', 'b', 'c']);
  });

  it('orders a metric by the range, and ties by id in the same direction, as Firestore does', () => {
    const spend = compareCampaignRows({ sortField: 'spend', sortDirection: 'desc', range: 'last30' });
    expect(ids([...rows].sort(spend))).toEqual(['c', 'b', 'a']);
    const cheapest = compareCampaignRows({ sortField: 'spend', sortDirection: 'asc', range: 'last30' });
    expect(ids([...rows].sort(cheapest))).toEqual(['a', 'b', 'c']);
    const otherRange = compareCampaignRows({ sortField: 'spend', sortDirection: 'desc', range: 'last7' });
    expect(ids([...rows].sort(otherRange))).toEqual(['c', 'b', 'a']);
  });
});
