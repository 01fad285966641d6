import { DEFAULT_CAMPAIGN_QUERY } from './campaignQuery';
import { savedViewFields, toSavedView, VIEW_NAME_MAX, viewNameRefusal, type SavedView } from './savedView';

describe('saved views', () => {
  const query = { ...DEFAULT_CAMPAIGN_QUERY, status: 'paused' as const, sortField: 'spend' as const };
  const stored = { ...savedViewFields('  Paused spenders ', query, ['delivery', 'spend']), createdAt: {} };

  it('stores the query and columns under the trimmed name, and reads them back', () => {
    expect(stored.name).toBe('Paused spenders');
    expect(toSavedView('v1', stored)).toEqual({
      id: 'v1',
      name: 'Paused spenders',
      query,
      columns: ['delivery', 'spend'],
    });
  });

  it('leaves out a malformed view', () => {
    expect(toSavedView('v1', { ...stored, sortField: 'profit' })).toBeNull();
    expect(toSavedView('v1', { ...stored, columns: [] })).toBeNull();
    expect(toSavedView('v1', { ...stored, name: '' })).toBeNull();
  });

  it('refuses a name that is empty, too long or already taken (any case)', () => {
    const views = [toSavedView('v1', stored)].filter((view): view is SavedView => view !== null);
    expect(viewNameRefusal('   ', views)).toBe('empty');
    expect(viewNameRefusal('x'.repeat(VIEW_NAME_MAX + 1), views)).toBe('tooLong');
    expect(viewNameRefusal('paused SPENDERS', views)).toBe('taken');
    expect(viewNameRefusal('Spring', views)).toBeNull();
  });
});
