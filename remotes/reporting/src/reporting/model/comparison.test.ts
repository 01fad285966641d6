import { comparisonRange, comparisonsParam, parseComparisons, readSpans } from './comparison';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const TODAY = '2026-04-10';

describe('comparison periods', () => {
  it('are as long as the report: the previous period, a year earlier, or from a chosen day', () => {
    expect(comparisonRange('previous', MARCH)).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(comparisonRange('lastYear', MARCH)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(comparisonRange('2025-12-01', MARCH)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('are read from the URL as far as they can be reported, each once, three at most', () => {
    expect(parseComparisons(undefined, MARCH, TODAY)).toEqual(['previous']);
    expect(parseComparisons('none', MARCH, TODAY)).toEqual([]);
    expect(parseComparisons('lastYear,previous,lastYear', MARCH, TODAY)).toEqual(['lastYear', 'previous']);
    expect(parseComparisons('2026-02-30,2026-04-01,2026-03-01,soon,2025-06-01', MARCH, TODAY)).toEqual([
      '2025-06-01',
    ]);
    expect(parseComparisons('previous,lastYear,2025-01-01,2024-01-01', MARCH, TODAY)).toEqual([
      'previous',
      'lastYear',
      '2025-01-01',
    ]);
  });

  it('write back to the URL, the default left out', () => {
    expect(comparisonsParam(['previous'])).toBeNull();
    expect(comparisonsParam([])).toBe('none');
    expect(comparisonsParam(['lastYear', '2025-06-01'])).toBe('lastYear,2025-06-01');
  });

  it('are read in as few spans as cover them', () => {
    expect(
      readSpans([MARCH, comparisonRange('previous', MARCH), comparisonRange('lastYear', MARCH)]),
    ).toEqual([
      { from: '2025-03-01', to: '2025-03-31' },
      { from: '2026-01-29', to: '2026-03-31' },
    ]);
    expect(readSpans([MARCH, { from: '2026-03-10', to: '2026-04-05' }])).toEqual([
      { from: '2026-03-01', to: '2026-04-05' },
    ]);
  });
});
