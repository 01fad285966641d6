import { decodeMetricTuple, encodeDailyRollup, encodeMetricTuple } from './dailyRollup';
import type { MetricTuple } from './metrics';

describe('metric tuples as stored', () => {
  it('round-trip through their string form', () => {
    const tuple: MetricTuple = [12269, 8430, 222, 7669, 4, 14218];
    expect(encodeMetricTuple(tuple)).toBe('12269,8430,222,7669,4,14218');
    expect(decodeMetricTuple(encodeMetricTuple(tuple))).toEqual(tuple);
  });

  it('refuse anything but six non-negative integers', () => {
    for (const bad of ['1,2,3,4,5', '1,2,3,4,5,6,7', '1,2,3,-4,5,6', '1,2,3,4.5,5,6', '', 'a,b,c,d,e,f']) {
      expect(() => decodeMetricTuple(bad)).toThrow('Not a metric tuple');
    }
  });

  it('encode every tuple of a rollup, keeping its shape', () => {
    const tuple: MetricTuple = [10, 9, 1, 500, 0, 0];
    expect(
      encodeDailyRollup({
        date: '2026-03-01',
        currency: 'USD',
        campaigns: {
          c1: { name: 'Spring', total: tuple, country: { US: tuple }, device: { mobile: tuple } },
        },
      }),
    ).toEqual({
      date: '2026-03-01',
      currency: 'USD',
      campaigns: {
        c1: {
          name: 'Spring',
          total: '10,9,1,500,0,0',
          country: { US: '10,9,1,500,0,0' },
          device: { mobile: '10,9,1,500,0,0' },
        },
      },
    });
  });
});
