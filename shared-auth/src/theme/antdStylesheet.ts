/**
 * antd's stylesheet built ahead (docs/decisions/0039-antd-styles-built-ahead.md): every component's
 * styles under the product's theme, one cacheable file the host's build writes beside its code. The
 * host's container names it here (host/src/app/federation/providedShares.ts), on its own page and,
 * through embed.js, on a partner's; a section renders once it applies.
 */

let stylesheetUrl: string | undefined;
const linked = new WeakMap<Node, Map<string, Promise<void>>>();

/**
 * Names the page's antd stylesheet. Called by the host's container as it starts.
 * @param url - absolute URL of the file
 */
export function provideAntdStylesheet(url: string): void {
  stylesheetUrl = url;
}

/** The page's antd stylesheet, or `undefined` without a host (a remote's standalone page). */
export function antdStylesheetUrl(): string | undefined {
  return stylesheetUrl;
}

/**
 * Links the stylesheet at `url` into `parent` — the document's head, or a shadow root, which the
 * page's stylesheets do not reach — once per parent.
 * @returns resolves when the styles apply
 * @throws (rejects) Error when the file cannot be loaded; the next call tries again
 */
export function linkStylesheet(url: string, parent: Node = document.head): Promise<void> {
  let byUrl = linked.get(parent);
  if (!byUrl) linked.set(parent, (byUrl = new Map()));
  const known = byUrl.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        byUrl.delete(url);
        reject(new Error(`The stylesheet ${url} could not be loaded`));
      },
      { once: true },
    );
    parent.appendChild(link);
  });
  byUrl.set(url, loading);
  return loading;
}

/**
 * Waits for the page's antd stylesheet, linked into `parent` (see {@link linkStylesheet}); at once
 * when the page has none (antd then generates styles as its components render).
 */
export function antdStylesApplied(parent?: Node): Promise<void> {
  return stylesheetUrl ? linkStylesheet(stylesheetUrl, parent) : Promise.resolve();
}
