import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { queryLogFile } from './queryLog';

export * from '@playwright/test';

/**
 * Console messages no page may ever log (docs/performance.md, "First paint",
 * "Security headers"): a preload the page did not use, a hydration mismatch (React's production
 * errors 418–425), a Content-Security-Policy refusal.
 */
export const FORBIDDEN_CONSOLE = [
  /preloaded using link preload but not used/,
  /Minified React error #4(18|19|20|21|22|23|25)\b/,
  /Refused to (execute|load|apply|connect|frame)/,
];

/** Where every test's console warnings and errors are appended (one JSON line each), for the summary. */
export function consoleLogFile(outputDir: string): string {
  return path.join(outputDir, 'console-messages.jsonl');
}

const QUERY_REQUEST = /\/v1\/(projects\/[^:]+):run(?:Aggregation)?Query\b/u;

/**
 * Playwright's `test`, with every page of the test's browser context watched: its console warnings
 * and errors are recorded for the suite's summary (`consoleSummary.ts`), and a forbidden one fails
 * the test; its Firestore queries are recorded for the index check (`queryLog.ts`).
 */
export const test = base.extend<{ consoleWatch: void }>({
  consoleWatch: [
    async ({ context }, use, testInfo) => {
      const messages: { type: string; text: string; url: string }[] = [];
      const queries = new Set<string>();
      const watch = (page: Page): void => {
        page.on('request', (request) => {
          const parent = QUERY_REQUEST.exec(request.url())?.[1];
          const body = parent && request.method() === 'POST' ? request.postDataJSON() : null;
          const query = body?.structuredQuery ?? body?.structuredAggregationQuery?.structuredQuery;
          if (query)
            queries.add(JSON.stringify({ parent: decodeURIComponent(parent!), structuredQuery: query }));
        });
        page.on('console', (message) => {
          const type = message.type();
          if (type === 'warning' || type === 'error')
            messages.push({ type, text: message.text(), url: message.location().url });
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (queries.size > 0)
        appendFileSync(
          queryLogFile(testInfo.project.outputDir),
          [...queries].map((line) => `${line}\n`).join(''),
        );
      const file = consoleLogFile(testInfo.project.outputDir);
      for (const message of messages)
        appendFileSync(file, `${JSON.stringify({ test: testInfo.titlePath.join(' › '), ...message })}\n`);
      const forbidden = messages.filter(({ text }) =>
        FORBIDDEN_CONSOLE.some((pattern) => pattern.test(text)),
      );
      expect(forbidden, 'console messages no page may log').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
