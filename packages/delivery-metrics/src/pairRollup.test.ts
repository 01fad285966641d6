import {
  dimensionPair,
  encodeDailyPairRollup,
  pairCellKey,
  pairId,
  REPORT_DIMENSION_PAIRS,
} from './pairRollup';

describe('pairs of audience dimensions', () => {
  it('are the ten pairs of five dimensions, each once and in canonical order', () => {
    expect(REPORT_DIMENSION_PAIRS.map(pairId)).toEqual([
      'country_device',
      'country_placement',
      'country_age',
      'country_gender',
      'device_placement',
      'device_age',
      'device_gender',
      'placement_age',
      'placement_gender',
      'age_gender',
    ]);
  });

  it('name a pivot in either order by its canonical pair, saying when it is transposed', () => {
    expect(dimensionPair('age', 'gender')).toEqual({ pair: ['age', 'gender'], swapped: false });
    expect(dimensionPair('gender', 'age')).toEqual({ pair: ['age', 'gender'], swapped: true });
    expect(() => dimensionPair('age', 'age')).toThrow('two dimensions');
  });

  it('encode every cell of every campaign for storage', () => {
    expect(
      encodeDailyPairRollup({
        date: '2026-03-01',
        pair: 'age_gender',
        currency: 'USD',
        campaigns: { c1: { [pairCellKey('25-34', 'female')]: [10, 9, 1, 500, 0, 0] } },
      }),
    ).toEqual({
      date: '2026-03-01',
      pair: 'age_gender',
      currency: 'USD',
      campaigns: { c1: { '25-34|female': '10,9,1,500,0,0' } },
    });
  });
});
