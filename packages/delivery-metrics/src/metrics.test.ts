import { addTotals, fromTuple, kpiValue, KPI_KEYS, periodChange, ZERO_TOTALS } from './metrics';

const slice = fromTuple([200_000, 150_000, 3_000, 450_000, 120, 1_350_000]);

describe('kpiValue', () => {
  it('derives every rate from the raw counts', () => {
    expect(kpiValue(slice, 'impressions')).toBe(200_000);
    expect(kpiValue(slice, 'reach')).toBe(150_000);
    expect(kpiValue(slice, 'clicks')).toBe(3_000);
    expect(kpiValue(slice, 'spend')).toBe(450_000);
    expect(kpiValue(slice, 'conversions')).toBe(120);
    expect(kpiValue(slice, 'ctr')).toBeCloseTo(0.015);
    expect(kpiValue(slice, 'cpc')).toBe(150); // $4,500.00 / 3,000 clicks = $1.50
    expect(kpiValue(slice, 'cpm')).toBe(2_250); // $4,500.00 per 200k impressions = $22.50 per mille
    expect(kpiValue(slice, 'costPerConversion')).toBe(3_750);
    expect(kpiValue(slice, 'roas')).toBe(3);
  });

  it('leaves a rate undefined (null) when its denominator is zero, never 0 or Infinity', () => {
    for (const key of ['ctr', 'cpc', 'cpm', 'costPerConversion', 'roas'] as const) {
      expect(kpiValue(ZERO_TOTALS, key)).toBeNull();
    }
    expect(kpiValue({ ...ZERO_TOTALS, spendMinor: 500 }, 'cpc')).toBeNull();
    expect(kpiValue(ZERO_TOTALS, 'impressions')).toBe(0);
  });

  it('has a value for each of the ten KPIs of the issue', () => {
    expect(KPI_KEYS).toHaveLength(10);
    for (const key of KPI_KEYS) expect(kpiValue(slice, key)).not.toBeNull();
  });
});

describe('addTotals', () => {
  it('sums counts field by field, so rates of a sum are computed from summed counts', () => {
    const a = fromTuple([1_000, 800, 10, 1_000, 1, 2_000]);
    const b = fromTuple([9_000, 7_000, 990, 9_000, 9, 8_000]);
    const sum = addTotals(a, b);
    expect(sum).toEqual(fromTuple([10_000, 7_800, 1_000, 10_000, 10, 10_000]));
    // The CTR of the sum is 10 %, not the mean of 1 % and 11 %.
    expect(kpiValue(sum, 'ctr')).toBeCloseTo(0.1);
  });
});

describe('periodChange', () => {
  it('is the relative change against the previous period', () => {
    expect(periodChange(125, 100)).toBeCloseTo(0.25);
    expect(periodChange(50, 100)).toBeCloseTo(-0.5);
    expect(periodChange(100, 100)).toBe(0);
  });

  it('has no value without a base to compare with', () => {
    expect(periodChange(100, 0)).toBeNull();
    expect(periodChange(null, 100)).toBeNull();
    expect(periodChange(100, null)).toBeNull();
  });
});
