/**
 * The burst figure of docs/decisions/0008-functions-emulator-gate.md, run inside `with-emulators`
 * (`npm run bench -- --burst`): 200 concurrent `getUserSubscription` calls from one new user, BENCH_RUNS
 * times (default 5): the answers by code, p50 and p95 latency (medians over the runs), and whether every
 * emulator still answers and still holds a document written before the first burst.
 */
import { callableBurst, countByCode, percentile } from '../lib/callableBurst';
import { pointAdminSdkAtEmulators } from '../lib/emulatorHosts';
import { waitForEmulators } from '../lib/emulators';
import { adminDb, createTestUser, idTokenFor } from '../lib/testAccounts';
import { formatFigure, median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BURST = 200;

async function main(): Promise<void> {
  pointAdminSdkAtEmulators();
  const marker = adminDb().doc('benchmarks/burst');
  await marker.set({ writtenBefore: true });
  const p50: number[] = [];
  const p95: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const user = await createTestUser({
      prefix: 'burst',
      emailVerified: true,
      subscription: { selectedPlan: 'Premium', status: 'active' },
    });
    const answers = await callableBurst('getUserSubscription', {}, await idTokenFor(user), BURST);
    const latencies = answers.map((answer) => answer.ms);
    p50.push(percentile(latencies, 50));
    p95.push(percentile(latencies, 95));
    await waitForEmulators(5_000);
    const kept = (await marker.get()).get('writtenBefore') === true;
    console.log(
      `  run ${run + 1}: ${JSON.stringify(countByCode(answers))}; emulators up, data kept: ${kept}`,
    );
    if (!kept) throw new Error('The burst lost the emulators’ data');
  }
  console.log(
    formatFigure({ name: `burst of ${BURST} calls, p50`, value: median(p50), unit: 'ms', runs: p50 }),
  );
  console.log(
    formatFigure({ name: `burst of ${BURST} calls, p95`, value: median(p95), unit: 'ms', runs: p95 }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
