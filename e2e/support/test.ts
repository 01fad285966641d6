import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

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

/**
 * Playwright's `test`, with every page of the test's browser context watched: its console warnings
 * and errors are recorded for the suite's summary (`consoleSummary.ts`), and a forbidden one fails
 * the test.
 */
export const test = base.extend<{ consoleWatch: void }>({
  consoleWatch: [
    async ({ context }, use, testInfo) => {
      const messages: { type: string; text: string; url: string }[] = [];
      const watch = (page: Page): void => {
        page.on('console', (message) => {
          const type = message.type();
          if (type === 'warning' || type === 'error')
            messages.push({ type, text: message.text(), url: message.location().url });
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
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
