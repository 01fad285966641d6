/**
 * The lead import's worst case (docs/product-rules.md §10.3), run inside `with-emulators`
 * (`npm run bench -- --lead-import`): for each shape of `leadImportWorstCase.ts`, BENCH_RUNS times
 * (default 3), the time `classifyImport` takes in this process and the time the `importLeads` callable
 * takes to answer through the functions' gate, each run for a new Premium account.
 */
import { performance } from 'node:perf_hooks';
import { classifyImport } from '@adplatform/lead-model/import';
import { PROJECT_ID } from '../lib/emulatorEnv';
import { EMULATOR_HOSTS, emulatorAppCheckHeader, pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { createTestUser, idTokenFor } from '../lib/testAccounts';
import { worstCaseImport, type WorstCaseShape } from './leadImportWorstCase';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The most an import may take, in seconds (docs/product-rules.md §10.3). */
const TARGET_S = 10;
const SHAPES: readonly WorstCaseShape[] = ['distinct names', 'names sharing two thirds'];

async function importOnce(shape: WorstCaseShape, seed: number): Promise<number> {
  const user = await createTestUser({
    prefix: 'import',
    emailVerified: true,
    subscription: { selectedPlan: 'Premium', status: 'active' },
  });
  const started = performance.now();
  const response = await fetch(`http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/importLeads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idTokenFor(user)}`,
      ...emulatorAppCheckHeader(),
    },
    body: JSON.stringify({ data: worstCaseImport(shape, seed) }),
  });
  const answer = (await response.json()) as { result?: { imported: number }; error?: unknown };
  const seconds = (performance.now() - started) / 1000;
  if (!answer.result) throw new Error(`importLeads refused the worst case: ${JSON.stringify(answer.error)}`);
  return seconds;
}

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  for (const shape of SHAPES) {
    const inProcess: number[] = [];
    const callable: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { rows } = worstCaseImport(shape, run + 1);
      const started = performance.now();
      classifyImport(rows, [], false);
      inProcess.push((performance.now() - started) / 1000);
      callable.push(await importOnce(shape, run + 1));
    }
    console.log(
      formatFigure({
        name: `classify 1,000 rows, ${shape}`,
        value: median(inProcess),
        unit: 's',
        runs: inProcess,
      }),
    );
    console.log(
      formatFigure({
        name: `importLeads, ${shape}`,
        value: median(callable),
        unit: 's',
        target: TARGET_S,
        runs: callable,
      }),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
