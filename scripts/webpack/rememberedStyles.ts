import { updateCSS as writeCSS } from 'rc-util/es/Dom/dynamicCSS';

/*
 * rc-util's style injection for antd's CSS-in-JS (see antdTrims.ts `cssinjsRemembersStyles`), with
 * a memory of what it wrote. antd calls `updateCSS` for every component instance that mounts, not
 * once per style: each call listed the page's style elements and read the whole text of the one it
 * found to compare it (`innerHTML`, tens of KB for a button's or a table's styles), tens of times in a
 * table's first render. A style element this module wrote with the same text, still in the page,
 * answers at once; anything else goes to rc-util as before.
 */

export { clearContainerCache, injectCSS, removeCSS } from 'rc-util/es/Dom/dynamicCSS';

/** rc-util's options, as antd's CSS-in-JS passes them. */
type WriteOptions = NonNullable<Parameters<typeof writeCSS>[2]>;

/** What was written under each key, per container (the document's head when none is given). */
const written = new WeakMap<object, Map<string, { readonly node: HTMLElement; readonly css: string }>>();

/**
 * rc-util's `updateCSS`: the style element of `key` with the text `css`, written when missing or
 * different. Answers from memory when this module wrote that text under that key and the element
 * is still in the page (and no CSP nonce is asked for, which rc-util would check).
 * @returns the style element
 */
export function updateCSS(css: string, key: string, option: WriteOptions = {}): HTMLElement {
  const scope = option.attachTo ?? document;
  let byKey = written.get(scope);
  if (!byKey) written.set(scope, (byKey = new Map()));
  const known = byKey.get(key);
  if (known && known.css === css && known.node.isConnected && !option.csp?.nonce) return known.node;
  const node = writeCSS(css, key, option);
  byKey.set(key, { node, css });
  return node;
}
