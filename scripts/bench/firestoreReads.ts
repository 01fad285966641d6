import type { Page, Response } from 'playwright-core';

/**
 * Counts the Firestore documents a page reads, from the Firestore Lite REST answers it receives
 * (`runQuery`: one per returned document; `runAggregationQuery`: one per answer, as Firestore bills a
 * count of up to 1,000 entries; `documents/...` GET: one). Emulator traffic only.
 */
export function countFirestoreReads(page: Page): { stop: () => Promise<number> } {
  const pending: Promise<number>[] = [];
  const onResponse = (response: Response): void => {
    const url = new URL(response.url());
    if (url.port !== '8080' || response.request().method() === 'OPTIONS') return;
    pending.push(
      response
        .text()
        .then((text) => {
          if (url.pathname.endsWith(':runAggregationQuery')) return 1;
          if (url.pathname.endsWith(':runQuery')) {
            const answers = JSON.parse(text) as { document?: unknown }[];
            return answers.filter((answer) => answer.document !== undefined).length;
          }
          if (url.pathname.endsWith(':batchGet')) {
            return (JSON.parse(text) as { found?: unknown }[]).filter((answer) => answer.found).length;
          }
          return response.request().method() === 'GET' && response.ok() ? 1 : 0;
        })
        .catch(() => 0),
    );
  };
  page.on('response', onResponse);
  return {
    stop: async () => {
      page.off('response', onResponse);
      return (await Promise.all(pending)).reduce((sum, reads) => sum + reads, 0);
    },
  };
}
