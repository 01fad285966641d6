import { formatFigure, median } from './stats';

describe('median', () => {
  it('takes the middle of an odd list and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('formatFigure', () => {
  it('marks a figure within its target', () => {
    expect(formatFigure({ name: 'x', value: 5, unit: 's', target: 10, runs: [5] })).toContain('✔');
    expect(formatFigure({ name: 'x', value: 12, unit: 's', target: 10, runs: [12] })).toContain('✖');
  });
  it('reads a score’s target as a floor', () => {
    const score = { name: 'x', unit: '', target: 95, higherIsBetter: true };
    expect(formatFigure({ ...score, value: 97, runs: [97] })).toContain('(target ≥ 95) ✔');
    expect(formatFigure({ ...score, value: 60, runs: [60] })).toContain('(target ≥ 95) ✖');
  });
});
