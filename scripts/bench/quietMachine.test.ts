import { cpus } from 'node:os';
import { idleShare, untilQuiet } from './quietMachine';

jest.mock('node:os', () => ({ cpus: jest.fn() }));
const cpusMock = cpus as jest.MockedFunction<typeof cpus>;

/** Two cores' counters, in ms: each core `busy` and `idle` so far. */
function sample(busy: number, idle: number): ReturnType<typeof cpus> {
  const core = { model: 'test', speed: 0, times: { user: busy, nice: 0, sys: 0, idle, irq: 0 } };
  return [core, core];
}

/** The machine's counters: each call reads them, then they advance by the next (busy, idle) step. */
function counters(steps: readonly [busy: number, idle: number][]): void {
  let busy = 0;
  let idle = 0;
  cpusMock.mockReset();
  const advance = [...steps];
  cpusMock.mockImplementation(() => {
    const current = sample(busy, idle);
    const [b, i] = advance.shift() ?? [0, 10];
    busy += b;
    idle += i;
    return current;
  });
}

it('measures the share of CPU time spent idle over the window', async () => {
  counters([[30, 70]]);
  expect(await idleShare(1)).toBeCloseTo(0.7);
});

it('waits through busy windows until one is quiet', async () => {
  // Before/after pairs: busy (idle 0.5), busy (0.6), then quiet (0.95).
  counters([
    [50, 50],
    [0, 0],
    [40, 60],
    [0, 0],
    [5, 95],
  ]);
  const result = await untilQuiet({ windowMs: 1, timeoutMs: 10_000 });
  expect(result.quiet).toBe(true);
  expect(cpusMock).toHaveBeenCalledTimes(6);
});

it('gives up after the timeout, saying the machine was still busy', async () => {
  cpusMock.mockReset();
  let busy = 0;
  cpusMock.mockImplementation(() => sample((busy += 100), busy));
  const result = await untilQuiet({ windowMs: 5, timeoutMs: 20 });
  expect(result.quiet).toBe(false);
  expect(result.waitedMs).toBeGreaterThanOrEqual(20);
});
