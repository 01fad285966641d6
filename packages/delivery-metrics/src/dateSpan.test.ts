import { isIsoDay, spanDays, spanProblem } from './dateSpan';

describe('date spans', () => {
  it('counts both ends, across a leap day', () => {
    expect(spanDays({ from: '2028-02-28', to: '2028-03-01' })).toBe(3);
    expect(spanDays({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
  });

  it('knows a real day from a malformed one', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('26-02-28')).toBe(false);
  });

  it('names the first problem of a span', () => {
    const today = '2026-11-23';
    expect(spanProblem({ from: '2026-11-01', to: '2026-11-23' }, today)).toBeNull();
    expect(spanProblem({ from: '2026-13-01', to: '2026-11-23' }, today)).toBe('malformed');
    expect(spanProblem({ from: '2026-11-10', to: '2026-11-01' }, today)).toBe('order');
    expect(spanProblem({ from: '2026-11-01', to: '2026-11-24' }, today)).toBe('future');
    expect(spanProblem({ from: '2025-11-22', to: '2026-11-23' }, today)).toBe('tooLong');
    expect(spanProblem({ from: '2025-11-23', to: '2026-11-23' }, today)).toBeNull();
  });
});
