import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from '../logging/requestLog';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { parsePayload, requireUid } from '../callable/guards';
import {
  isExpiredSubscription,
  NO_SUBSCRIPTION_MESSAGE,
  type SubscriptionData,
  type SubscriptionResponse,
} from '@adplatform/plans';
import { noPayloadSchema, storedSubscriptionSchema, type StoredSubscription } from './schemas';

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
