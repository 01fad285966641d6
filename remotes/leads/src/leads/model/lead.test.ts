import { canSortLeadsBy, DEFAULT_LEAD_QUERY, NEWEST_FIRST, toLead, withValidSort } from './lead';

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

describe('a lead document as the list shows it', () => {
  const document = {
    name: 'Lucía Fernández',
    email: 'lucia@example.com',
    emailKey: 'lucia@example.com',
    phone: '+34600111222',
    campaignId: 'meta_2220',
    campaignName: 'Winter sale',
    status: 'new',
    note: '',
    createdAt: { toDate: () => new Date('2026-12-07T09:30:00Z') },
  };

  it('keeps where a lead from a Meta lead form came from, its company and its answers', () => {
    const lead = toLead('meta_4444', {
      ...document,
      source: 'metaLeadAds',
      company: 'Nieve SL',
      answers: [{ question: 'which_resort?', answer: 'Sierra Nevada' }],
    });
    expect(lead).toMatchObject({
      source: 'metaLeadAds',
      company: 'Nieve SL',
      answers: [{ question: 'which_resort?', answer: 'Sierra Nevada' }],
    });
  });

  it('reads a lead without a source as a campaign’s, and skips answers of another shape', () => {
    expect(toLead('l1', { ...document, answers: 'none' })).toMatchObject({
      source: 'campaign',
      company: '',
      answers: [],
    });
    expect(toLead('l2', { ...document, source: 'import' })?.source).toBe('import');
    expect(toLead('l3', { ...document, source: 'somewhere' })?.source).toBe('campaign');
  });
});
