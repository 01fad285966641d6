import { blockingTime } from './blockingTime';

describe('blockingTime', () => {
  const task = (duration: number) => ({ start: 0, duration, script: '(no script)' });

  it('counts what a task runs beyond 50 ms once slowed down, and nothing of shorter tasks', () => {
    // 20 ms × 4 = 80 → 30; 10 ms × 4 = 40 → 0; 100 ms × 4 = 400 → 350.
    expect(blockingTime([task(20), task(10), task(100)], 4)).toBe(380);
  });

  it('is 0 without tasks, and at full speed for tasks of at most 50 ms', () => {
    expect(blockingTime([], 4)).toBe(0);
    expect(blockingTime([task(50), task(12.5)], 1)).toBe(0);
  });
});
