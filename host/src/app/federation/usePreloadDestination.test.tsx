import { act, renderHook } from '@testing-library/react';
import { authStateChanged, sessionStore } from 'shared-auth';
import { usePreloadDestination } from './preloadDestination';

const prepareSection = jest.fn();
jest.mock('./preload', () => ({ prepareSection: (section: string) => prepareSection(section) }));
jest.mock('../layouts/MainLayout', () => ({}));
jest.mock('./RemoteSection', () => ({}));

/** Lets the dynamic imports of `preloadDestination` settle. */
const settle = (): Promise<void> => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// The session store is the page's one store: these cases run in this order, from its first state.
describe('usePreloadDestination (docs/architecture.md "Performance budgets")', () => {
  beforeEach(() => prepareSection.mockClear());

  it('loads the destination while Auth is still restoring the user, before the account is known', async () => {
    expect(sessionStore.getState().auth.status).toBe('unknown');
    const { unmount } = renderHook(() => usePreloadDestination('/', true));
    await settle();
    expect(prepareSection).toHaveBeenCalledWith('campaigns');
    unmount();
  });

  it('loads nothing when the guard has decided', async () => {
    const { unmount } = renderHook(() => usePreloadDestination('/reporting', false));
    await settle();
    expect(prepareSection).not.toHaveBeenCalled();
    unmount();
  });

  it('loads nothing for a signed-out user, whom the guard sends to the sign-in page', async () => {
    act(() => {
      sessionStore.dispatch(authStateChanged(null));
    });
    const { unmount } = renderHook(() => usePreloadDestination('/reporting', true));
    await settle();
    expect(prepareSection).not.toHaveBeenCalled();
    unmount();
  });

  it('loads the section at the path for a signed-in user', async () => {
    act(() => {
      sessionStore.dispatch(
        authStateChanged({ uid: 'u1', email: 'a@example.com', emailVerified: true, displayName: null }),
      );
    });
    const { unmount } = renderHook(() => usePreloadDestination('/reporting', true));
    await settle();
    expect(prepareSection).toHaveBeenCalledWith('reporting');
    unmount();
  });
});
