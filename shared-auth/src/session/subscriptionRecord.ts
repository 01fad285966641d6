import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { firestore } from '../firebase/firestore';
import { isMemberRole, type MemberRole, type SubscriptionData } from '@adplatform/plans';
import { fetchUserSubscription } from './subscriptionSlice';

/**
 * The account a member works in, as the record that covers them names it (docs/product-rules.md
 * §10.9): its id (the subscriber's uid), the subscriber's e-mail address and the member's role.
 */
export interface AccountMembership {
  readonly accountId: string;
  readonly accountEmail: string;
  readonly role: MemberRole;
}

/** The guard's view of `subscriptions/{uid}`, read afresh on every navigation (docs/product-rules.md §7). */
export interface SubscriptionRecordState {
  /** The uid the record belongs to; null before the first read after sign-in. */
  uid: string | null;
  record: SubscriptionData | null;
  /** The account the record covers the user for; null for a subscriber (or without a record). */
  membership: AccountMembership | null;
  /** When the record was read (ms since the epoch): the moment the guard judges its period at. */
  readAt: number;
  /**
   * The read failed, so `record` is null for want of an answer, not because there is none
   * (docs/product-rules.md §8: the user is treated as having no subscription); onboarding says so.
   */
  checkFailed: boolean;
}

const initialState: SubscriptionRecordState = {
  uid: null,
  record: null,
  membership: null,
  readAt: 0,
  checkFailed: false,
};

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
  return (await readCoveringRecord(uid)).record;
}

function membershipOf(raw: Record<string, unknown>): AccountMembership | null {
  const { accountId, accountEmail, role } = raw;
  if (typeof accountId !== 'string' || !accountId || !isMemberRole(role)) return null;
  return { accountId, accountEmail: typeof accountEmail === 'string' ? accountEmail : '', role };
}

/**
 * Reads `subscriptions/{uid}` as {@link readSubscriptionRecord} does, with the account the record
 * covers a member for (docs/product-rules.md §10.9).
 * @throws as {@link readSubscriptionRecord}.
 */
export async function readCoveringRecord(
  uid: string,
): Promise<{ record: SubscriptionData | null; membership: AccountMembership | null }> {
  const [{ db, sdk }, { subscriptionDataSchema }] = await Promise.all([
    firestore(),
    import('./subscriptionSchemas'),
  ]);
  const snapshot = await sdk.getDoc(sdk.doc(db, 'subscriptions', uid));
  if (!snapshot.exists()) return { record: null, membership: null };
  const raw = snapshot.data();
  const record = subscriptionDataSchema.parse({
    selectedPlan: raw.selectedPlan,
    status: raw.status,
    currentPeriodStart: toIso(raw.currentPeriodStart),
    currentPeriodEnd: toIso(raw.currentPeriodEnd),
  });
  return { record, membership: membershipOf(raw) };
}

function changedOnServer(known: SubscriptionData | null, fresh: SubscriptionData | null): boolean {
  return (
    known !== null &&
    fresh !== null &&
    (known.status !== fresh.status || known.selectedPlan !== fresh.selectedPlan)
  );
}

/** The reads of a record under way, by uid. */
const readsUnderWay = new Map<string, ReturnType<typeof readCoveringRecord>>();

/**
 * {@link readCoveringRecord}, shared by the callers that ask while a read of the same record is under
 * way: a sign-in and the guard's navigation both ask at once, and one answer, read at that moment,
 * serves both (one document read, not two).
 */
function readOnce(uid: string): ReturnType<typeof readCoveringRecord> {
  let read = readsUnderWay.get(uid);
  if (!read) {
    read = readCoveringRecord(uid).finally(() => readsUnderWay.delete(uid));
    readsUnderWay.set(uid, read);
  }
  return read;
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
  let membership: AccountMembership | null = null;
  let checkFailed = false;
  try {
    ({ record, membership } = await readOnce(uid));
  } catch (error) {
    console.error('Subscription check failed in the route guard', error);
    checkFailed = true;
  }
  if (changedOnServer(getState().subscription.subscriptionData, record))
    void dispatch(fetchUserSubscription());
  return { uid, record, membership, readAt: Date.now(), checkFailed };
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
