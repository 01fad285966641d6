import { act } from 'react';
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
