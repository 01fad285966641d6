import { defaultCustomRange } from './customRange';
import { customRangeProblem, earliestCustomDay, usableCustomRange } from './customRangeChecks';

describe('custom ranges of the list', () => {
  const today = '2026-11-23';

  it('offers the 30 complete days before today first', () => {
    expect(defaultCustomRange(today)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('reaches back a year of delivery, no further', () => {
    expect(earliestCustomDay(today)).toBe('2025-11-23');
    expect(customRangeProblem({ from: '2025-11-23', to: '2026-11-23' }, today)).toBeNull();
    expect(customRangeProblem({ from: '2025-11-22', to: '2025-12-01' }, today)).toBe('tooOld');
    expect(customRangeProblem({ from: '2026-11-20', to: '2026-11-24' }, today)).toBe('future');
  });

  it('drops a remembered range that has aged out', () => {
    expect(usableCustomRange({ from: '2025-01-01', to: '2025-01-31' }, today)).toBeNull();
    expect(usableCustomRange({ from: '2026-11-01', to: '2026-11-10' }, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(usableCustomRange(null, today)).toBeNull();
  });
});
