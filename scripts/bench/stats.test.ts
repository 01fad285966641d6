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
});
