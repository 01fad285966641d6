import { act, renderHook } from '@testing-library/react';
import { authStateChanged, sessionStore } from 'shared-auth';
import { BUILT_IN_SECTIONS } from '../sections/catalogueFixture';
import { sectionAt } from '../sections/sectionCatalogue';
import { usePreloadDestination } from './preloadDestination';

const prepareSection = jest.fn((_section: string) => undefined);
jest.mock('../federation/preload', () => ({
  prepareSection: (section: { id: string }) => prepareSection(section.id),
}));
jest.mock('../sections/catalogueStore', () => ({
  knownSectionAt: (path: string) => Promise.resolve(sectionAt(BUILT_IN_SECTIONS, path)),
}));
jest.mock('../layouts/MainLayout', () => ({}));
jest.mock('../federation/RemoteSection', () => ({}));

/** The sections the hook prepares at `path` while `waiting` (or not), once its imports settle. */
async function prepared(path: string, waiting: boolean): Promise<string[]> {
  prepareSection.mockClear();
  const { unmount } = renderHook(() => usePreloadDestination(path, waiting));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  unmount();
  return prepareSection.mock.calls.map(([section]) => section);
}

// The session store is the page's one store: these cases run in this order, from its first state.
describe('usePreloadDestination (docs/performance.md)', () => {
  it('loads the destination while Auth is still restoring the user, before the account is known', async () => {
    expect(sessionStore.getState().auth.status).toBe('unknown');
    expect(await prepared('/', true)).toEqual(['campaigns']);
  });

  it('loads nothing when the guard has decided', async () => {
    expect(await prepared('/reporting', false)).toEqual([]);
  });

  it('loads nothing for a signed-out user, whom the guard sends to the sign-in page', async () => {
    act(() => {
      sessionStore.dispatch(authStateChanged(null));
    });
    expect(await prepared('/reporting', true)).toEqual([]);
  });

  it('loads the section at the path for a signed-in user', async () => {
    act(() => {
      sessionStore.dispatch(
        authStateChanged({ uid: 'u1', email: 'a@example.com', emailVerified: true, displayName: null }),
      );
    });
    expect(await prepared('/reporting', true)).toEqual(['reporting']);
  });
});
