/**
 * @jest-environment jsdom
 */
import { act, createElement } from 'react';
import { render, unmount } from './rootRender';

(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the config-provider render functions on React 19 roots', () => {
  it('renders into a container, renders again in the same root, and unmounts', async () => {
    const container = document.createElement('div');
    await act(async () => render(createElement('p', null, 'first'), container));
    expect(container.textContent).toBe('first');
    await act(async () => render(createElement('p', null, 'second'), container));
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.textContent).toBe('second');
    await act(async () => unmount(container));
    expect(container.childNodes).toHaveLength(0);
  });

  it('unmounts a container it never rendered into without complaint', async () => {
    await expect(unmount(document.createElement('div'))).resolves.toBeUndefined();
  });
});
