/**
 * The `predeploy` step of every deployable part (docs/operations.md "Deploying"): `firebase deploy`
 * run by hand with firebase.json would publish this machine's values (a policy naming localhost, the
 * emulators' settings). It refuses a configuration holding any and names the one command that deploys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/emulatorEnv';
import type { FirebaseJson } from './deployFiles';
import { localValueProblems } from './localValues';

const file = process.argv[2] ?? 'firebase.json';
const problems = localValueProblems(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as FirebaseJson);
if (problems.length > 0) {
  console.error(`✖ ${file} holds this machine's values, which no project may get:`);
  for (const problem of new Set(problems)) console.error(`    - ${problem}`);
  console.error(
    '  Deploy with `npm run deploy -- --project <id>`: it writes firebase.deploy.json for that project.',
  );
  process.exit(1);
}
