import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, callCallable, createSignedInUser } from './support/callable';

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

describe('App Check (docs/decisions/0010-app-check.md)', () => {
  it('refuses a call that writes without an App Check token, and writes nothing', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    const checkout = (appCheck: boolean) =>
      callCallable('createCheckoutSession', { plan: 'Plus', period: 'month' }, idToken, {
        appCheck,
        origin: 'http://localhost:3000',
      });
    expect((await checkout(false)).error?.status).toBe('UNAUTHENTICATED');
    expect((await adminDb().doc(`billingCustomers/${uid}`).get()).exists).toBe(false);
    expect((await checkout(true)).result).toMatchObject({ url: expect.stringMatching(/\/c\/pay\//) });
  });

  it('answers the subscription read without one (made on every sign-in, before App Check loads)', async () => {
    const { uid, idToken } = await createSignedInUser(true);
    await adminDb().doc(`subscriptions/${uid}`).set({ selectedPlan: 'Basic', status: 'active' });
    const answer = await callCallable('getUserSubscription', null, idToken, { appCheck: false });
    expect(answer.result).toMatchObject({ data: { selectedPlan: 'Basic' } });
  });
});
