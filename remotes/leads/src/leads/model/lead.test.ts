import { canSortLeadsBy, DEFAULT_LEAD_QUERY, NEWEST_FIRST, withValidSort } from './lead';

describe('the leads list order', () => {
  const byName = { ...DEFAULT_LEAD_QUERY, sort: { field: 'name', direction: 'asc' } } as const;

  it('sorts by any sortable column while no creation range is set', () => {
    for (const field of ['createdAt', 'name', 'emailKey', 'campaignName'] as const)
      expect(canSortLeadsBy(DEFAULT_LEAD_QUERY, field)).toBe(true);
    expect(withValidSort(byName)).toBe(byName);
  });

  it('within a creation range, sorts only by the creation time, falling back to the newest first', () => {
    const ranged = { ...byName, from: '2026-01-01' };
    expect(canSortLeadsBy(ranged, 'name')).toBe(false);
    expect(canSortLeadsBy({ ...byName, to: '2026-02-01' }, 'campaignName')).toBe(false);
    expect(canSortLeadsBy(ranged, 'createdAt')).toBe(true);
    expect(withValidSort(ranged)).toEqual({ ...ranged, sort: NEWEST_FIRST });
    const oldestFirst = { ...ranged, sort: { field: 'createdAt', direction: 'asc' } } as const;
    expect(withValidSort(oldestFirst)).toBe(oldestFirst);
  });
});
