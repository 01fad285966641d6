import { getFirestore, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { parsePayload, requireUid, requireVerifiedUid } from '../callable/guards';
import {
  isExpiredSubscription,
  NO_SUBSCRIPTION_MESSAGE,
  type SubscriptionData,
  type SubscriptionResponse,
} from '@adplatform/plans';
import { publishSubscriptionClaims } from './claims';
import { addOneMonth } from './period';
import {
  choosePlanSchema,
  noPayloadSchema,
  storedSubscriptionSchema,
  type StoredSubscription,
} from './schemas';

function subscriptionRef(uid: string): DocumentReference {
  return getFirestore().collection('subscriptions').doc(uid);
}

function parseStored(uid: string, raw: unknown): StoredSubscription {
  const parsed = storedSubscriptionSchema.safeParse(raw);
  if (!parsed.success) {
    logger.error('Malformed subscription record', { uid, issues: parsed.error.issues });
    throw new HttpsError('data-loss', 'The subscription record is malformed.');
  }
  return parsed.data;
}

function toData(stored: StoredSubscription): SubscriptionData {
  return {
    selectedPlan: stored.selectedPlan,
    status: stored.status,
    currentPeriodStart: stored.currentPeriodStart?.toDate().toISOString() ?? null,
    currentPeriodEnd: stored.currentPeriodEnd?.toDate().toISOString() ?? null,
  };
}

function toResponse(msg: string, stored: StoredSubscription, now: Date): SubscriptionResponse {
  return {
    msg,
    data: toData(stored),
    isExpired: isExpiredSubscription(stored.status, stored.currentPeriodEnd?.toDate() ?? null, now),
  };
}

function newPeriod(now: Date): Pick<StoredSubscription, 'currentPeriodStart' | 'currentPeriodEnd'> {
  return {
    currentPeriodStart: Timestamp.fromDate(now),
    currentPeriodEnd: Timestamp.fromDate(addOneMonth(now)),
  };
}

/**
 * docs/product-rules.md §7 `getUserSubscription`: no payload; answers `{ msg: 'Subscription found', data, isExpired }`,
 * or `{ msg: 'No subscription found', data: null, isExpired: false }` for a user who has not
 * subscribed yet (a normal state: no error, so no failed request in the browser on each sign-in).
 * @throws HttpsError `unauthenticated`, `invalid-argument` (a payload was sent), `data-loss` (the
 * record is malformed).
 */
export async function getUserSubscriptionHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const uid = requireUid(request);
  parsePayload(noPayloadSchema, request.data);
  const snapshot = await subscriptionRef(uid).get();
  if (!snapshot.exists) return { msg: NO_SUBSCRIPTION_MESSAGE, data: null, isExpired: false };
  return toResponse('Subscription found', parseStored(uid, snapshot.data()), now);
}

/**
 * `choosePlan({ plan })`: onboarding creates `subscriptions/{uid}` with status `active` and a
 * one-month period; later calls change the plan and keep the status and period. Sets the
 * subscription's token claims (`publishSubscriptionClaims`).
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified),
 * `invalid-argument` (unknown plan or extra fields), `data-loss`.
 */
export async function choosePlanHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const uid = requireVerifiedUid(request);
  const { plan } = parsePayload(choosePlanSchema, request.data);
  const ref = subscriptionRef(uid);
  const stored = await getFirestore().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const updatedAt = Timestamp.fromDate(now);
    if (!snapshot.exists) {
      const created = { selectedPlan: plan, status: 'active', ...newPeriod(now) };
      transaction.create(ref, { ...created, createdAt: updatedAt, updatedAt });
      return created;
    }
    const current = parseStored(uid, snapshot.data());
    transaction.update(ref, { selectedPlan: plan, updatedAt });
    return { ...current, selectedPlan: plan };
  });
  await publishSubscriptionClaims(uid, stored);
  return toResponse('Plan selected', stored, now);
}

/**
 * `renewSubscription()`: no payload; sets status `active` with a new one-month period (the way out of
 * /settings for a user whose status is not active, docs/product-rules.md §2 guard rule 4), and its
 * token claims.
 * @throws HttpsError `unauthenticated`, `failed-precondition`, `invalid-argument`, `not-found`.
 */
export async function renewSubscriptionHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const uid = requireVerifiedUid(request);
  parsePayload(noPayloadSchema, request.data);
  const ref = subscriptionRef(uid);
  const stored = await getFirestore().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', 'Choose a plan first.');
    const renewed = { ...parseStored(uid, snapshot.data()), status: 'active', ...newPeriod(now) };
    transaction.update(ref, {
      status: renewed.status,
      currentPeriodStart: renewed.currentPeriodStart,
      currentPeriodEnd: renewed.currentPeriodEnd,
      updatedAt: Timestamp.fromDate(now),
    });
    return renewed;
  });
  await publishSubscriptionClaims(uid, stored);
  return toResponse('Subscription renewed', stored, now);
}
