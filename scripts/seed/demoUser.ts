import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { subscriptionClaims } from '@adplatform/plans/claims';
import { DEMO_PASSWORD } from './demoAccounts';

const DAY = 24 * 60 * 60 * 1000;

/** Who a demo user is, and the subscription record the seed writes for them (if any). */
export interface DemoUser {
  readonly email: string;
  readonly displayName: string;
  readonly emailVerified: boolean;
  readonly subscription: { readonly selectedPlan: string; readonly status: string } | null;
}

/**
 * Creates a demo user (password `DEMO_PASSWORD`) with their profile and, when subscribed, a record
 * whose period began ten days ago and the claims storage.rules read
 * (docs/decisions/0009-subscription-claims.md).
 * @returns their uid.
 */
export async function createDemoUser(auth: Auth, db: Firestore, user: DemoUser, now: Date): Promise<string> {
  const { uid } = await auth.createUser({
    email: user.email,
    password: DEMO_PASSWORD,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
  });
  const batch = db.batch();
  batch.set(db.doc(`users/${uid}`), {
    displayName: user.displayName,
    language: 'en-us',
    updatedAt: Timestamp.fromDate(now),
  });
  if (user.subscription) {
    const periodStart = new Date(now.getTime() - 10 * DAY);
    const periodEnd = new Date(periodStart.getTime() + 30 * DAY);
    batch.set(db.doc(`subscriptions/${uid}`), {
      ...user.subscription,
      currentPeriodStart: Timestamp.fromDate(periodStart),
      currentPeriodEnd: Timestamp.fromDate(periodEnd),
      createdAt: Timestamp.fromDate(new Date(now.getTime() - 200 * DAY)),
      updatedAt: Timestamp.fromDate(now),
    });
    await auth.setCustomUserClaims(uid, subscriptionClaims({ ...user.subscription, periodEnd }));
  }
  await batch.commit();
  return uid;
}
