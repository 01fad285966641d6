import { renderHook } from '@testing-library/react';
import { markFirstContent } from 'shared-auth';
import { BUILT_IN_SECTIONS } from '../sections/catalogueFixture';
import { IDLE_PRELOAD_FALLBACK_MS, useIdlePreload } from './useIdlePreload';

const idlePreload = jest.fn((_sections: readonly { id: string }[]) => () => undefined);
// The idle period comes at once here; the chunk is still loaded asynchronously.
jest.mock('./whenIdle', () => ({ whenIdle: (callback: () => void) => callback() }));
jest.mock('./idlePreload', () => ({
  idlePreload: (sections: readonly { id: string }[]) => idlePreload(sections),
}));
jest.mock('../sections/catalogueStore', () => ({ knownCatalogue: () => Promise.resolve(BUILT_IN_SECTIONS) }));
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useSubscriptionRecord: () => ({ record: { status: 'active', selectedPlan: 'Basic' } }),
}));

// The first content is shown once per page: these cases run in this order, before and after it.
describe('useIdlePreload (docs/performance.md)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    idlePreload.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('starts after the fallback delay when no section says its data is on screen', async () => {
    const { unmount } = renderHook(() => useIdlePreload(true));
    await jest.advanceTimersByTimeAsync(IDLE_PRELOAD_FALLBACK_MS - 1);
    expect(idlePreload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(idlePreload).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('starts as soon as the first section shows its data, with the plan’s sections, once', async () => {
    const { unmount } = renderHook(() => useIdlePreload(true));
    expect(idlePreload).not.toHaveBeenCalled();
    markFirstContent();
    await jest.advanceTimersByTimeAsync(0);
    expect(idlePreload).toHaveBeenCalledTimes(1);
    const ids = idlePreload.mock.calls[0]?.[0].map(({ id }) => id);
    expect(ids).toContain('campaigns');
    expect(ids).not.toContain('leads');
    await jest.advanceTimersByTimeAsync(IDLE_PRELOAD_FALLBACK_MS * 2);
    expect(idlePreload).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('starts at once when the first content has already shown (a later mount)', async () => {
    const { unmount } = renderHook(() => useIdlePreload(true));
    await jest.advanceTimersByTimeAsync(0);
    expect(idlePreload).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('waits until a section has rendered', async () => {
    renderHook(() => useIdlePreload(false));
    await jest.advanceTimersByTimeAsync(IDLE_PRELOAD_FALLBACK_MS * 2);
    expect(idlePreload).not.toHaveBeenCalled();
  });
});
