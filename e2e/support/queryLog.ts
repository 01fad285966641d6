import path from 'node:path';

/**
 * Where every query the suite's pages send to Firestore is appended (one JSON line each: the
 * request's `parent` path and its `structuredQuery`), for the check that each has its index
 * (`scripts/indexes/checkQueryIndexes.ts`).
 */
export function queryLogFile(outputDir: string): string {
  return path.join(outputDir, 'firestore-queries.jsonl');
}
