import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { callFunction } from '../firebase/functions';
import type { SubscriptionData, SubscriptionResponse } from '@adplatform/plans';

/** The local subscription state, field for field as docs/product-rules.md §3 names it. */
export interface SubscriptionState {
  isSubscriptionExpired: boolean;
  subscriptionType: string | null;
  subscriptionData: SubscriptionData | null;
  loading: boolean;
  error: string | null;
}

/** The error text of docs/product-rules.md §8 "Subscription load failure" (shown translated, stored as written there). */
export const SUBSCRIPTION_LOAD_FAILED = 'Failed to load subscription';

const initialState: SubscriptionState = {
  isSubscriptionExpired: false,
  subscriptionType: null,
  subscriptionData: null,
  loading: false,
  error: null,
};

/** Why a fetch was rejected: `none` when the user simply has no subscription record yet. */
export type SubscriptionFetchFailure = 'none' | 'failed';

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * Calls `getUserSubscription` (docs/product-rules.md §7: no payload, on sign-in) and validates its answer.
 * A user without a subscription is answered with `data` null; rejects with `'none'` when the function
 * answers `not-found` (its answer before it answered `data` null), `'failed'` on any other error.
 */
export const fetchUserSubscription = createAsyncThunk<
  SubscriptionResponse,
  void,
  { rejectValue: SubscriptionFetchFailure }
>('subscription/fetch', async (_, { rejectWithValue }) => {
  try {
    const [answer, { subscriptionResponseSchema }] = await Promise.all([
      callFunction('getUserSubscription'),
      import('./subscriptionSchemas'),
    ]);
    return subscriptionResponseSchema.parse(answer);
  } catch (error) {
    if (errorCode(error) === 'functions/not-found') return rejectWithValue('none');
    console.error('getUserSubscription failed', error);
    return rejectWithValue('failed');
  }
});

/**
 * The subscription slice (docs/product-rules.md §3 local state, §4 transitions, §8 load failure: the type is cleared
 * and the user treated as expired).
 */
export const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState,
  reducers: {
    subscriptionCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserSubscription.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchUserSubscription.fulfilled, (state, { payload }) => {
        // No subscription yet (`data` null) is a normal state: nothing to load, nothing expired.
        state.loading = false;
        state.subscriptionData = payload.data;
        state.subscriptionType = payload.data?.selectedPlan ?? null;
        state.isSubscriptionExpired = payload.data ? payload.isExpired : false;
      })
      .addCase(fetchUserSubscription.rejected, (state, { payload }) => {
        state.loading = false;
        state.subscriptionType = null;
        state.subscriptionData = null;
        if (payload === 'none') {
          state.isSubscriptionExpired = false;
          state.error = null;
        } else {
          state.isSubscriptionExpired = true;
          state.error = SUBSCRIPTION_LOAD_FAILED;
        }
      });
  },
});

export const { subscriptionCleared } = subscriptionSlice.actions;
