import { RemoteTimeoutError, withLoadLimits, type ResourceLoads } from './loadProgress';

/** A page's file loads, driven by the test. */
function fakeLoads(): { loads: ResourceLoads; finish: (url: string) => void; listening: () => number } {
  const listeners = new Set<(url: string) => void>();
  return {
    loads: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish: (url) => listeners.forEach((listener) => listener(url)),
    listening: () => listeners.size,
  };
}

const LIMITS = { idleMs: 1_000, ceilingMs: 5_000 };
const REMOTE = 'http://localhost:3002';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('withLoadLimits', () => {
  it("keeps waiting while the remote's files keep arriving, and ends once they stop", async () => {
    const page = fakeLoads();
    const outcome = withLoadLimits(
      new Promise(() => undefined),
      LIMITS,
      'reporting/Section',
      REMOTE,
      page.loads,
    );
    let failed: unknown;
    outcome.catch((error: unknown) => (failed = error));
    // Files of the remote keep finishing within the idle span: still loading.
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '412.js', '77.js']) {
      await jest.advanceTimersByTimeAsync(600);
      page.finish(`${REMOTE}/${file}`);
    }
    expect(failed).toBeUndefined();
    // Files of another origin are no progress of this remote's.
    page.finish('http://localhost:3000/antd.css');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(failed).toBeInstanceOf(RemoteTimeoutError);
    expect(String(failed)).toContain('reporting/Section loaded nothing for 1000 ms');
    expect(page.listening()).toBe(0);
  });

  it('ends at the ceiling however steadily files arrive', async () => {
    const page = fakeLoads();
    const outcome = withLoadLimits(new Promise(() => undefined), LIMITS, 'leads/Section', REMOTE, page.loads);
    const settled = expect(outcome).rejects.toThrow('leads/Section did not load within 5000 ms');
    for (let elapsed = 0; elapsed < 5_000; elapsed += 500) {
      page.finish(`${REMOTE}/chunk-${elapsed}.js`);
      await jest.advanceTimersByTimeAsync(500);
    }
    await settled;
  });

  it('answers what the load answers, and stops listening', async () => {
    const page = fakeLoads();
    await expect(withLoadLimits(Promise.resolve('module'), LIMITS, 'x', REMOTE, page.loads)).resolves.toBe(
      'module',
    );
    expect(page.listening()).toBe(0);
  });
});
