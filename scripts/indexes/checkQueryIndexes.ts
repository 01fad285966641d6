/**
 * After the end-to-end tests: every query their pages sent to Firestore (recorded by
 * `e2e/support/test.ts`) has an index in `firestore.indexes.json`, as a real project needs
 * (`queryIndexes.ts`). Fails naming each query without one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { queryLogFile } from '../../e2e/support/queryLog';
import { ROOT } from '../lib/emulatorEnv';
import { queriesWithoutIndex, type CompositeIndex, type StructuredQuery } from './queryIndexes';

const log = queryLogFile(path.join(ROOT, 'test-results'));
const queries = existsSync(log)
  ? readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { structuredQuery: StructuredQuery }).structuredQuery)
  : [];
const { indexes } = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
  indexes: CompositeIndex[];
};
const missing = queriesWithoutIndex(queries, indexes);
if (queries.length === 0) {
  console.error(`No Firestore query was recorded (${log}): the end-to-end tests did not run.`);
  process.exit(1);
}
if (missing.length > 0) {
  console.error(`Queries the end-to-end tests sent that no index of firestore.indexes.json serves:`);
  for (const line of missing) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(`✔ every one of the ${queries.length} Firestore queries the end-to-end tests sent has its index`);
