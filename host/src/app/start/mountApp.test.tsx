import { act, useEffect, type ReactElement } from 'react';
import { authStateChanged, initI18n, sessionStore } from 'shared-auth';
import { mountApp } from './mountApp';

/** A root as the build writes it: `markup` in `#app-root` with `data-prerendered`. */
function prerenderedRoot(kind: string, hidden = false): HTMLElement {
  const container = document.createElement('div');
  container.id = 'app-root';
  container.setAttribute('data-prerendered', kind);
  if (hidden) container.style.display = 'none';
  container.innerHTML = '<p id="screen">Sign in</p>';
  document.body.append(container);
  return container;
}

const screen = <p id="screen">Sign in</p>;

// The page's language is the default one (no language saved).
beforeAll(() => initI18n());
afterEach(() => document.body.replaceChildren());

it('hydrates a signed-out screen for a signed-out visitor: the painted elements are kept', async () => {
  sessionStore.dispatch(authStateChanged(null));
  const container = prerenderedRoot('signed-out');
  const painted = container.querySelector('#screen');
  await act(async () => mountApp(container, screen));
  expect(container.querySelector('#screen')).toBe(painted);
  expect(container.hasAttribute('data-prerendered')).toBe(false);
});

it('renders afresh over the signed-in frame (the sign-in state is not known yet)', async () => {
  const container = prerenderedRoot('signed-in');
  const painted = container.querySelector('#screen');
  await act(async () => mountApp(container, screen));
  expect(container.querySelector('#screen')).not.toBe(painted);
  expect(container.querySelectorAll('#screen')).toHaveLength(1);
});

it('empties a screen the prepaint style hid before showing the root, so that it never shows', () => {
  sessionStore.dispatch(authStateChanged(null));
  const container = prerenderedRoot('signed-out', true);
  mountApp(container, screen);
  // Synchronously: nothing painted is left when the attribute (which hid it) goes.
  expect(container.childElementCount).toBe(0);
  expect(container.hasAttribute('data-prerendered')).toBe(false);
});

it('renders afresh only once antd’s stylesheet applies, the prerendered frame in view meanwhile', async () => {
  const container = prerenderedRoot('signed-in');
  const painted = container.querySelector('#screen');
  let apply: () => void = () => undefined;
  const stylesApplied = new Promise<void>((resolve) => (apply = resolve));
  await act(async () => mountApp(container, screen, () => stylesApplied));
  expect(container.querySelector('#screen')).toBe(painted);
  await act(async () => apply());
  expect(container.querySelector('#screen')).not.toBe(painted);
  expect(container.querySelectorAll('#screen')).toHaveLength(1);
});

it('hydrates a signed-out screen without waiting for antd’s stylesheet (its styles came with the page)', async () => {
  sessionStore.dispatch(authStateChanged(null));
  const container = prerenderedRoot('signed-out');
  const painted = container.querySelector('#screen');
  let hydrated = false;
  function Screen(): ReactElement {
    useEffect(() => {
      hydrated = true;
    }, []);
    return <p id="screen">Sign in</p>;
  }
  await act(async () => mountApp(container, <Screen />, () => new Promise<void>(() => undefined)));
  expect(hydrated).toBe(true);
  expect(container.querySelector('#screen')).toBe(painted);
});
