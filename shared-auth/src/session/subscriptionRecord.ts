import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { firestore } from '../firebase/firestore';
import type { SubscriptionData } from '@adplatform/plans';
import { fetchUserSubscription } from './subscriptionSlice';

/** The guard's view of `subscriptions/{uid}`, read afresh on every navigation (docs/product-rules.md §7). */
export interface SubscriptionRecordState {
  /** The uid the record belongs to; null before the first read after sign-in. */
  uid: string | null;
  record: SubscriptionData | null;
  /** When the record was read (ms since the epoch): the moment the guard judges its period at. */
  readAt: number;
  /**
   * The read failed, so `record` is null for want of an answer, not because there is none
   * (docs/product-rules.md §8: the user is treated as having no subscription); onboarding says so.
   */
  checkFailed: boolean;
}

const initialState: SubscriptionRecordState = { uid: null, record: null, readAt: 0, checkFailed: false };

function toIso(value: unknown): string | null {
  if (value && typeof value === 'object' && 'toDate' in value) {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return typeof value === 'string' ? value : null;
}

/**
 * Reads `subscriptions/{uid}` directly (docs/product-rules.md §7 "made on every navigation").
 * @returns the record, or null when there is none.
 * @throws on a failed or malformed read; the caller logs it and treats the user as having no
 * subscription (docs/product-rules.md §8 "Subscription check failure in the route guard").
 */
export async function readSubscriptionRecord(uid: string): Promise<SubscriptionData | null> {
  const [{ db, sdk }, { subscriptionDataSchema }] = await Promise.all([
    firestore(),
    import('./subscriptionSchemas'),
  ]);
  const snapshot = await sdk.getDoc(sdk.doc(db, 'subscriptions', uid));
  if (!snapshot.exists()) return null;
  const raw = snapshot.data();
  return subscriptionDataSchema.parse({
    selectedPlan: raw.selectedPlan,
    status: raw.status,
    currentPeriodStart: toIso(raw.currentPeriodStart),
    currentPeriodEnd: toIso(raw.currentPeriodEnd),
  });
}

function changedOnServer(known: SubscriptionData | null, fresh: SubscriptionData | null): boolean {
  return (
    known !== null &&
    fresh !== null &&
    (known.status !== fresh.status || known.selectedPlan !== fresh.selectedPlan)
  );
}

/**
 * Reads the record for `uid` and stores it; a failure is logged and stored as "no record", marked
 * `checkFailed`. When the
 * plan or status changed on the server since `getUserSubscription` answered, calls it again so the
 * subscription slice (and its expired flag) follows.
 */
export const refreshSubscriptionRecord = createAsyncThunk<
  SubscriptionRecordState,
  string,
  { state: { subscription: { subscriptionData: SubscriptionData | null } } }
>('subscriptionRecord/refresh', async (uid, { dispatch, getState }) => {
  let record: SubscriptionData | null = null;
  let checkFailed = false;
  try {
    record = await readSubscriptionRecord(uid);
  } catch (error) {
    console.error('Subscription check failed in the route guard', error);
    checkFailed = true;
  }
  if (changedOnServer(getState().subscription.subscriptionData, record))
    void dispatch(fetchUserSubscription());
  return { uid, record, readAt: Date.now(), checkFailed };
});

/** The guard's fresh subscription record. */
export const subscriptionRecordSlice = createSlice({
  name: 'subscriptionRecord',
  initialState,
  reducers: {
    subscriptionRecordCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(refreshSubscriptionRecord.fulfilled, (_, { payload }) => payload);
  },
});

export const { subscriptionRecordCleared } = subscriptionRecordSlice.actions;
