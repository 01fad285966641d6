import type { Page, Response } from 'playwright-core';
import { gzipSync } from 'node:zlib';

/** Records the gzip size of every JavaScript response of a page, by URL. */
export function recordJavaScript(page: Page): {
  /** The sum of every JavaScript response so far, in bytes. */
  stop: () => Promise<number>;
  /**
   * The sum of the JavaScript the page requested before the campaigns table showed (resource
   * timing `startTime` ≤ `__tableShownAt`), in bytes: what loads after the table (its drafts list,
   * idle preloading) does not count, however soon it answers.
   */
  stopAtTable: () => Promise<number>;
  /** Each JavaScript file counted by `stopAtTable`, with its gzip size in bytes, largest first. */
  filesAtTable: () => Promise<Array<{ readonly url: string; readonly bytes: number }>>;
} {
  const sizes = new Map<string, Promise<number>>();
  let recording = true;
  const onResponse = (response: Response): void => {
    if (!recording || !/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    sizes.set(
      response.url(),
      response
        .body()
        // A worker's script may have no body to hand by the time it is asked for; the file is static,
        // so it is read again from its server rather than counted as nothing.
        .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()))
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  };
  page.on('response', onResponse);
  const sum = async (urls: Iterable<string>): Promise<number> => {
    recording = false;
    page.off('response', onResponse);
    const wanted = new Set(urls);
    const counted = [...sizes].filter(([url]) => wanted.has(url)).map(([, size]) => size);
    return (await Promise.all(counted)).reduce((total, size) => total + size, 0);
  };
  const requestedBeforeTable = (): Promise<string[]> =>
    page.evaluate(() => {
      const shownAt = (window as Window & { __tableShownAt?: number }).__tableShownAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= shownAt)
        .map((entry) => entry.name);
    });
  return {
    stop: () => sum(sizes.keys()),
    stopAtTable: async () => sum(await requestedBeforeTable()),
    filesAtTable: async () => {
      const wanted = new Set(await requestedBeforeTable());
      const files = await Promise.all(
        [...sizes]
          .filter(([url]) => wanted.has(url))
          .map(async ([url, size]) => ({ url, bytes: await size })),
      );
      return files.sort((a, b) => b.bytes - a.bytes);
    },
  };
}
