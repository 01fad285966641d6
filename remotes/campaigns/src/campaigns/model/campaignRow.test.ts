import { ZERO_TOTALS } from '@adplatform/delivery-metrics';
import { toCampaignRow } from './campaignRow';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const valid = {
  name: 'Spring Sale – US Feed',
  status: 'active',
  objective: 'sales',
  budgetType: 'daily',
  budgetMinor: 2500,
  currency: 'USD',
  startDate: at('2026-03-01T00:00:00Z'),
  endDate: null,
  createdAt: at('2026-02-20T00:00:00Z'),
};

describe('toCampaignRow', () => {
  it('turns a stored campaign into a row with dates', () => {
    expect(toCampaignRow('c1', valid)).toEqual({
      id: 'c1',
      name: 'Spring Sale – US Feed',
      status: 'active',
      objective: 'sales',
      budgetType: 'daily',
      budgetMinor: 2500,
      // Stored without a level (older campaigns), the campaign carries the budget.
      budgetLevel: 'campaign',
      currency: 'USD',
      startDate: new Date('2026-03-01T00:00:00Z'),
      endDate: null,
      createdAt: new Date('2026-02-20T00:00:00Z'),
      statusBeforeArchive: null,
      metrics: expect.objectContaining({ last7: ZERO_TOTALS, lifetime: ZERO_TOTALS }),
    });
  });

  it('reads the maintained totals of each range', () => {
    const last7 = {
      impressions: 1000,
      reach: 800,
      clicks: 20,
      spendMinor: 1500,
      conversions: 2,
      revenueMinor: 9000,
    };
    expect(toCampaignRow('c1', { ...valid, metrics: { last7 } })?.metrics.last7).toEqual(last7);
  });

  it.each([
    ['an unknown status', { ...valid, status: 'deleted' }],
    ['a negative count', { ...valid, metrics: { last7: { ...ZERO_TOTALS, clicks: -1 } } }],
    ['money that is not integer cents', { ...valid, budgetMinor: 12.5 }],
    ['a currency that is not ISO 4217', { ...valid, currency: 'dollars' }],
    ['a missing start date', { ...valid, startDate: undefined }],
  ])('skips a document with %s', (_, data) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toCampaignRow('bad', data)).toBeNull();
  });
});
