import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The default render function of antd's config-provider (used by `message`, `notification` and
 * `Modal.confirm` to mount outside the page's tree), bundled in place of rc-util's `React/render`
 * (see antdTrims.ts): React 19 roots through `react-dom/client`, as antd's React 19 patch sets them,
 * in native async code, so that no regenerator runtime (3 KB gzip) ships with every page.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

/** Renders `node` into `container`, in the root made for it on the first call. */
export function render(node: ReactElement, container: Element | DocumentFragment): void {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
}

/** Unmounts what `render` put in `container` (a microtask later, as rc-util does). */
export async function unmount(container: Element | DocumentFragment): Promise<void> {
  await Promise.resolve();
  roots.get(container)?.unmount();
  roots.delete(container);
}
