import { startInStages } from './startInStages';

/** A module import that the test resolves. */
function pendingImport(): { load: jest.Mock<Promise<unknown>, []>; arrive: () => void } {
  let arrive!: () => void;
  const arrived = new Promise<unknown>((resolve) => (arrive = () => resolve({})));
  return { load: jest.fn(() => arrived), arrive };
}

const flushPromises = (): Promise<void> =>
  new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));

describe('startInStages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('requests every stage at once, and the app only after all have arrived and a task has passed', async () => {
    const react = pendingImport();
    const session = pendingImport();
    const app = jest.fn(() => Promise.resolve({}));
    const started = startInStages([react.load, session.load], app);
    // Both downloads start together: no stage waits for another.
    expect(react.load).toHaveBeenCalledTimes(1);
    expect(session.load).toHaveBeenCalledTimes(1);

    react.arrive();
    await flushPromises();
    jest.runOnlyPendingTimers();
    expect(app).not.toHaveBeenCalled();

    session.arrive();
    await flushPromises();
    // The app's evaluation waits for the next task, apart from the stages'.
    expect(app).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    await started;
    expect(app).toHaveBeenCalledTimes(1);
  });

  it('fails as a stage that cannot load fails, without importing the app', async () => {
    const app = jest.fn(() => Promise.resolve({}));
    await expect(startInStages([() => Promise.reject(new Error('ChunkLoadError'))], app)).rejects.toThrow(
      'ChunkLoadError',
    );
    expect(app).not.toHaveBeenCalled();
  });
});
