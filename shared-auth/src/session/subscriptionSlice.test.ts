import { fetchUserSubscription, SUBSCRIPTION_LOAD_FAILED, subscriptionSlice } from './subscriptionSlice';

const reducer = subscriptionSlice.reducer;
const initial = reducer(undefined, { type: 'init' });
const data = {
  selectedPlan: 'Plus',
  status: 'active',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
};

describe('subscription slice (docs/product-rules.md §3, §4, §8)', () => {
  it("starts with the product rules' fields and nothing loaded", () => {
    expect(initial).toEqual({
      isSubscriptionExpired: false,
      subscriptionType: null,
      subscriptionData: null,
      loading: false,
      error: null,
    });
  });

  it('is loading while getUserSubscription runs', () => {
    expect(reducer(initial, fetchUserSubscription.pending('r', undefined)).loading).toBe(true);
  });

  it('stores the answer of getUserSubscription', () => {
    const state = reducer(
      initial,
      fetchUserSubscription.fulfilled({ msg: 'Subscription found', data, isExpired: false }, 'r', undefined),
    );
    expect(state).toEqual({
      isSubscriptionExpired: false,
      subscriptionType: 'Plus',
      subscriptionData: data,
      loading: false,
      error: null,
    });
  });

  it('clears the type and treats the user as expired when the fetch fails', () => {
    const loaded = reducer(
      initial,
      fetchUserSubscription.fulfilled({ msg: 'Subscription found', data, isExpired: false }, 'r', undefined),
    );
    const state = reducer(loaded, fetchUserSubscription.rejected(null, 'r', undefined, 'failed'));
    expect(state.subscriptionType).toBeNull();
    expect(state.isSubscriptionExpired).toBe(true);
    expect(state.error).toBe(SUBSCRIPTION_LOAD_FAILED);
    expect(SUBSCRIPTION_LOAD_FAILED).toBe('Failed to load subscription');
  });

  it('treats a missing record as no subscription, not as a failure', () => {
    const state = reducer(initial, fetchUserSubscription.rejected(null, 'r', undefined, 'none'));
    expect(state.error).toBeNull();
    expect(state.isSubscriptionExpired).toBe(false);
    expect(state.subscriptionType).toBeNull();
  });

  it('stores the answer for a user without a subscription as no subscription, nothing expired', () => {
    const subscribed = reducer(
      initial,
      fetchUserSubscription.fulfilled({ msg: 'Subscription found', data, isExpired: true }, 'r', undefined),
    );
    const state = reducer(
      subscribed,
      fetchUserSubscription.fulfilled(
        { msg: 'No subscription found', data: null, isExpired: false },
        'r',
        undefined,
      ),
    );
    expect(state).toEqual({ ...initial, loading: false });
  });
});
