import { startReportScheduler } from './reportScheduler';

describe('the scheduled reports local scheduler', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-02T08:07:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs at each quarter of an hour of the clock, as the project schedule does', async () => {
    const runs: string[] = [];
    const stop = startReportScheduler({
      run: async (now) => {
        runs.push(now.toISOString());
      },
    });
    await jest.advanceTimersByTimeAsync(7 * 60_000);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['2026-12-02T08:15:00.000Z']);
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(runs).toEqual([
      '2026-12-02T08:15:00.000Z',
      '2026-12-02T08:30:00.000Z',
      '2026-12-02T08:45:00.000Z',
    ]);
    stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(3);
  });

  it('skips a tick while the last run is still going, and runs again after a failed one', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const errors: unknown[] = [];
    const stop = startReportScheduler({
      everyMs: 1000,
      run: () => {
        calls += 1;
        if (calls === 1) return new Promise<void>((resolve) => (finish = resolve));
        return Promise.reject(new Error('emulator down'));
      },
      onError: (error) => errors.push(error),
    });
    await jest.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('emulator down')]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    stop();
  });
});
