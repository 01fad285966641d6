import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { adminApp } from '../scripts/lib/testAccounts';
import { adminDb, callCallable, createSignedInUser } from './support/callable';

/** The custom claims on a user's token (docs/decisions/0009-subscription-claims.md). */
async function claimsOf(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await getAuth(adminApp()).getUser(uid)).customClaims;
}

describe('getUserSubscription (docs/product-rules.md §7)', () => {
  it('answers msg, data and isExpired for the signed-in user', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    await adminDb()
      .doc(`subscriptions/${uid}`)
      .set({
        selectedPlan: 'Plus',
        status: 'active',
        currentPeriodStart: Timestamp.fromMillis(Date.now() - 86_400_000),
        currentPeriodEnd: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    const answer = await callCallable('getUserSubscription', null, idToken);
    expect(answer.result).toMatchObject({
      msg: 'Subscription found',
      data: { selectedPlan: 'Plus', status: 'active' },
      isExpired: false,
    });
  });

  it('says isExpired for a status that is not active', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    await adminDb().doc(`subscriptions/${uid}`).set({ selectedPlan: 'Plus', status: 'past_due' });
    expect((await callCallable('getUserSubscription', null, idToken)).result).toMatchObject({
      isExpired: true,
    });
  });

  it('answers data null without a record (no error), unauthenticated without a user, data-loss for a broken record', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    expect((await callCallable('getUserSubscription', null, idToken)).result).toEqual({
      msg: 'No subscription found',
      data: null,
      isExpired: false,
    });
    expect((await callCallable('getUserSubscription', null)).error?.status).toBe('UNAUTHENTICATED');
    await adminDb().doc(`subscriptions/${uid}`).set({ selectedPlan: 42 });
    expect((await callCallable('getUserSubscription', null, idToken)).error?.status).toBe('DATA_LOSS');
  });

  it('refuses a payload', async () => {
    const { idToken } = await createSignedInUser(true);
    expect((await callCallable('getUserSubscription', { uid: 'someone-else' }, idToken)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

describe('choosePlan', () => {
  it('creates an active subscription on onboarding, then changes the plan', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    const created = await callCallable('choosePlan', { plan: 'Plus' }, idToken);
    expect(created.result).toMatchObject({
      data: { selectedPlan: 'Plus', status: 'active' },
      isExpired: false,
    });
    const changed = await callCallable('choosePlan', { plan: 'Premium' }, idToken);
    expect(changed.result).toMatchObject({ data: { selectedPlan: 'Premium', status: 'active' } });
    const stored = (await adminDb().doc(`subscriptions/${uid}`).get()).data();
    expect(stored).toMatchObject({ selectedPlan: 'Premium' });
    // storage.rules judge uploads by these claims.
    expect(await claimsOf(uid)).toEqual({
      plan: 'Premium',
      subscriptionStatus: 'active',
      subscriptionEnds: Math.floor((stored?.currentPeriodEnd as Timestamp).toMillis() / 1000),
    });
  });

  it.each([[{ plan: 'Gold' }], [{}], [{ plan: 'Plus', status: 'active' }], ['Plus'], [null]])(
    'answers invalid-argument for %j and writes nothing',
    async (payload) => {
      const { uid, idToken } = await createSignedInUser(true);
      const answer = await callCallable('choosePlan', payload, idToken);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
      expect((await adminDb().doc(`subscriptions/${uid}`).get()).exists).toBe(false);
    },
  );

  it('refuses an unverified e-mail with failed-precondition', async () => {
    const { uid, idToken } = await createSignedInUser(false);
    expect((await callCallable('choosePlan', { plan: 'Basic' }, idToken)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect((await adminDb().doc(`subscriptions/${uid}`).get()).exists).toBe(false);
  });
});

describe('renewSubscription', () => {
  it('makes a lapsed subscription active with a new period', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    await adminDb().doc(`subscriptions/${uid}`).set({ selectedPlan: 'Plus', status: 'past_due' });
    const answer = await callCallable('renewSubscription', null, idToken);
    expect(answer.result).toMatchObject({ data: { status: 'active' }, isExpired: false });
    const stored = (await adminDb().doc(`subscriptions/${uid}`).get()).data();
    expect(stored?.status).toBe('active');
    expect((stored?.currentPeriodEnd as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    expect(await claimsOf(uid)).toMatchObject({ plan: 'Plus', subscriptionStatus: 'active' });
  });

  it('answers not-found without a subscription and invalid-argument for a payload', async () => {
    const { idToken } = await createSignedInUser(true);
    expect((await callCallable('renewSubscription', null, idToken)).error?.status).toBe('NOT_FOUND');
    expect((await callCallable('renewSubscription', { months: 12 }, idToken)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

describe('App Check (docs/decisions/0010-app-check.md)', () => {
  it('refuses a call that writes without an App Check token, and writes nothing', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    const answer = await callCallable('choosePlan', { plan: 'Plus' }, idToken, { appCheck: false });
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
    expect((await adminDb().doc(`subscriptions/${uid}`).get()).exists).toBe(false);
    expect((await callCallable('choosePlan', { plan: 'Plus' }, idToken)).result).toMatchObject({
      data: { selectedPlan: 'Plus' },
    });
  });

  it('answers the subscription read without one (made on every sign-in, before App Check loads)', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    await adminDb().doc(`subscriptions/${uid}`).set({ selectedPlan: 'Basic', status: 'active' });
    const answer = await callCallable('getUserSubscription', null, idToken, { appCheck: false });
    expect(answer.result).toMatchObject({ data: { selectedPlan: 'Basic' } });
  });
});

describe('the per-user rate limit (docs/architecture.md "Data")', () => {
  it('answers resource-exhausted once a user has made 30 calls at once, and serves another user meanwhile', async () => {
    const alice = await createSignedInUser(true);
    const bob = await createSignedInUser(true);
    const codes: string[] = [];
    // One after the other: the emulator serves them from one instance, whose buckets count them.
    // Neither has a subscription: the function itself answers (data null), the limit resource-exhausted.
    for (let call = 0; call < 36; call += 1) {
      const answer = await callCallable('getUserSubscription', null, alice.idToken);
      codes.push(answer.error?.status ?? 'OK');
    }
    expect(codes.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 'OK'));
    expect(codes.slice(30)).toContain('RESOURCE_EXHAUSTED');
    expect((await callCallable('getUserSubscription', null, bob.idToken)).result).toMatchObject({
      data: null,
    });
  });
});
