import { performance } from 'node:perf_hooks';
import { waitForEmulators } from '../scripts/lib/emulators';
import { emulatorAppCheckHeader } from '../scripts/lib/emulatorHosts';
import { callableBurst, countByCode, percentile } from '../scripts/lib/callableBurst';
import { adminDb, callCallable, createSignedInUser } from './support/callable';
import { userWithPlan } from './support/campaignFixtures';

/**
 * The per-user rate limit (docs/decisions/0028-shared-rate-limit.md) and bursts of concurrent calls
 * from one user (docs/decisions/0008-functions-emulator-gate.md): the gate lets a few through at a
 * time, to as many function workers as the emulator starts; the limit, counted in one place for every
 * worker, serves no more than the class's allowance and answers the rest `resource-exhausted`; every
 * emulator is still running afterwards with its data.
 */

jest.setTimeout(180_000);

/** The allowances of functions/src/callable/rateLimit.ts that these tests reach. */
const READS = { calls: 60, windowSeconds: 60 };
const MAILS = { calls: 10, windowSeconds: 300 };

/**
 * Waits, when needed, for the start of a window of `windowSeconds` so that `seconds` of calls fall in
 * one window: a burst across two windows may rightly be served both windows' allowances.
 */
async function withinOneWindow(windowSeconds: number, seconds: number): Promise<void> {
  const intoWindow = Date.now() % (windowSeconds * 1000);
  if (intoWindow + seconds * 1000 > windowSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000 - intoWindow + 50));
  }
}

/** Calls served: every answer but `resource-exhausted`. */
function served(counts: Record<string, number>): number {
  return Object.entries(counts)
    .filter(([code]) => code !== 'RESOURCE_EXHAUSTED')
    .reduce((sum, [, count]) => sum + count, 0);
}

it('refuses a user’s call once they have made a window’s calls one after another, and serves another user', async () => {
  const alice = await createSignedInUser(true);
  const bob = await createSignedInUser(true);
  await withinOneWindow(READS.windowSeconds, 20);
  const codes: string[] = [];
  for (let call = 0; call <= READS.calls; call += 1) {
    const answer = await callCallable('getUserSubscription', null, alice.idToken);
    codes.push(answer.error?.status ?? 'OK');
  }
  expect(codes.slice(0, READS.calls)).toEqual(Array.from({ length: READS.calls }, () => 'OK'));
  expect(codes[READS.calls]).toBe('RESOURCE_EXHAUSTED');
  expect((await callCallable('getUserSubscription', null, bob.idToken)).result).toMatchObject({ data: null });
});

it('answers a burst of 200 concurrent reads by the protocol, serving no more than the allowance', async () => {
  const { uid, idToken } = await userWithPlan('Premium');
  await adminDb().doc(`users/${uid}/campaignViews/kept`).set({ name: 'Kept through the burst' });
  await withinOneWindow(READS.windowSeconds, 30);

  const started = performance.now();
  const answers = await callableBurst('getUserSubscription', {}, idToken, 200);
  const seconds = (performance.now() - started) / 1000;
  const counts = countByCode(answers);
  const latencies = answers.map((answer) => answer.ms);
  console.log(
    `burst of 200 in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}, ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  );

  expect(Object.keys(counts).sort()).toEqual(['RESOURCE_EXHAUSTED', 'result']);
  expect(counts.result).toBeGreaterThanOrEqual(1);
  expect(counts.result).toBeLessThanOrEqual(READS.calls);
  await waitForEmulators(5_000);
  expect((await adminDb().doc(`users/${uid}/campaignViews/kept`).get()).get('name')).toBe(
    'Kept through the burst',
  );
});

it('serves no more than the mail allowance of 60 concurrent invitations, and counts reads apart', async () => {
  const { idToken } = await userWithPlan('Basic');
  await withinOneWindow(MAILS.windowSeconds, 30);
  // An empty payload: each call the limit lets through answers invalid-argument, sending nothing.
  const answers = await callableBurst('inviteMember', {}, idToken, 60, emulatorAppCheckHeader());
  const counts = countByCode(answers);
  console.log(`60 concurrent invitations: ${JSON.stringify(counts)}`);

  expect(Object.keys(counts).sort()).toEqual(['INVALID_ARGUMENT', 'RESOURCE_EXHAUSTED']);
  expect(served(counts)).toBeLessThanOrEqual(MAILS.calls);
  expect(countByCode(await callableBurst('getUserSubscription', {}, idToken, 1))).toEqual({ result: 1 });
});
