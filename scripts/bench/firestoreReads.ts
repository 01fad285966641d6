import type { CDPSession, Page } from 'playwright-core';

/** Response buffers big enough for a year of rollups (Chromium's default evicts bodies over ~5 MB). */
const BUFFERS = { maxResourceBufferSize: 64 * 1024 * 1024, maxTotalBufferSize: 256 * 1024 * 1024 };

/** Whether a Firestore REST answer is an aggregation (count, sum): billed one read per 1,000 index entries. */
function isAggregation(pathname: string): boolean {
  return pathname.endsWith(':runAggregationQuery');
}

/** The documents one Firestore REST answer carries. */
function documentsIn(pathname: string, method: string, ok: boolean, text: string): number {
  if (isAggregation(pathname)) return 1; // billed as one read per 1,000 entries counted
  if (pathname.endsWith(':runQuery'))
    return (JSON.parse(text) as { document?: unknown }[]).filter((answer) => answer.document).length;
  if (pathname.endsWith(':batchGet'))
    return (JSON.parse(text) as { found?: unknown }[]).filter((answer) => answer.found).length;
  return method === 'GET' && ok ? 1 : 0;
}

/**
 * Counts the Firestore documents a page reads, from the Firestore Lite REST answers it receives
 * (`runQuery`: one per returned document; `runAggregationQuery`: one per answer; `batchGet` and
 * document GETs: one per document found). Reads the bodies through its own DevTools session with
 * large buffers, so that a year of rollups is counted too. Emulator traffic (port 8080) only.
 */
export async function countFirestoreReads(page: Page): Promise<{
  stop: () => Promise<number>;
  /** Documents returned, and aggregation answers, apart. */
  stopByKind: () => Promise<{ documents: number; aggregations: number }>;
}> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Network.enable', BUFFERS);
  const requests = new Map<string, { url: URL; method: string; ok: boolean }>();
  const pending: Promise<number>[] = [];
  let aggregations = 0;
  session.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.port === '8080') requests.set(event.requestId, { url, method: event.request.method, ok: false });
  });
  session.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.ok = event.response.status < 400;
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request || request.method === 'OPTIONS') return;
    if (isAggregation(request.url.pathname)) {
      aggregations += 1;
      return;
    }
    pending.push(
      session
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body }) => documentsIn(request.url.pathname, request.method, request.ok, body))
        .catch(() => 0),
    );
  });
  const documents = async (): Promise<number> => {
    const counts = await Promise.all(pending);
    await session.detach();
    return counts.reduce((sum, reads) => sum + reads, 0);
  };
  return {
    stop: async () => (await documents()) + aggregations,
    stopByKind: async () => ({ documents: await documents(), aggregations }),
  };
}
