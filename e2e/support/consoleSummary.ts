import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { consoleLogFile } from './test';

/**
 * Playwright's global teardown: prints how many console warnings and errors the suite's pages logged
 * (recorded by `test.ts`), grouped by message, so that a new kind shows at the end of every run.
 */
export default function consoleSummary(): void {
  const file = consoleLogFile(path.join(__dirname, '..', '..', 'test-results'));
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const counts = new Map<string, number>();
  let warnings = 0;
  for (const line of lines) {
    const { type, text } = JSON.parse(line) as { type: string; text: string };
    if (type === 'warning') warnings += 1;
    // A message's kind: its text without URLs and numbers.
    const kind = `${type}: ${text
      .replace(/https?:\/\/\S+/g, '<url>')
      .replace(/\d+/g, '#')
      .slice(0, 160)}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  console.log(`\nConsole across the suite: ${warnings} warnings, ${lines.length - warnings} errors`);
  for (const [kind, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(5)} × ${kind}`);
}
