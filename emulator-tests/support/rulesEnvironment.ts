import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A rules test environment of its own project (`projectId`, so that it never touches the seeded demo
 * data) on the running Firestore emulator, with this repository's firestore.rules. The SDK's log keeps
 * to real errors: denied writes are the point of these tests.
 */
export function firestoreRulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8'),
      host: '127.0.0.1',
      port: 8080,
    },
  });
}

/**
 * Registers a test file's rules environment (see {@link firestoreRulesEnvironment}): made before the
 * first test, emptied before each, cleaned up after the last.
 * @returns the environment of the running test.
 */
export function rulesEnvironmentPerTest(projectId: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  // The first load of the rules compiles them in a Firestore emulator that may have just started.
  beforeAll(async () => {
    env = await firestoreRulesEnvironment(projectId);
  }, 60_000);
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  return () => {
    if (!env) throw new Error('The rules environment is made before the first test');
    return env;
  };
}
