import { waitForEmulators } from '../scripts/lib/emulators';
import { callableBurst, countByCode, percentile } from '../scripts/lib/callableBurst';
import { adminDb } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';

/**
 * A burst of 200 concurrent calls from one user (docs/decisions/0008-functions-emulator-gate.md): the
 * gate lets a few through at a time, the rate limit answers the rest `resource-exhausted`, and every
 * emulator is still running afterwards with its data.
 */
const BURST = 200;

jest.setTimeout(120_000);

it('answers a burst of 200 concurrent calls by the protocol and leaves every emulator running', async () => {
  const { uid, idToken } = await userWithPlan('Premium');
  await adminDb().doc(`users/${uid}/campaignViews/kept`).set({ name: 'Kept through the burst' });

  const answers = await callableBurst('getUserSubscription', {}, idToken, BURST);
  const counts = countByCode(answers);
  const latencies = answers.map((answer) => answer.ms);
  console.log(
    `burst of ${BURST}: ${JSON.stringify(counts)}, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  );

  expect(Object.keys(counts).sort()).toEqual(['RESOURCE_EXHAUSTED', 'result']);
  expect(counts.result).toBeGreaterThanOrEqual(30);
  await waitForEmulators(5_000);
  expect((await adminDb().doc(`users/${uid}/campaignViews/kept`).get()).get('name')).toBe(
    'Kept through the burst',
  );
});
