import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { subscriptionClaims } from '@adplatform/plans/claims';
import { PROJECT_ID } from './emulatorEnv';
import { EMULATOR_HOSTS, pointAdminSdkAtEmulators } from './emulatorHosts';

/** Test helpers that act on the emulators as the server would (Admin SDK, emulator REST). */

const DAY = 24 * 60 * 60 * 1000;

/** The Admin SDK app of this test process, pointed at the emulators. */
export function adminApp(): App {
  pointAdminSdkAtEmulators();
  return getApps().find((app) => app.name === 'tests') ?? initializeApp({ projectId: PROJECT_ID }, 'tests');
}

/** Admin Firestore of the demo project. */
export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

/** A user made for one test. */
export interface TestUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
}

/** A fresh, unique e-mail address for a test (never a demo account's). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.invalid`;
}

/**
 * Creates a user for one test, optionally with a subscription record written as the functions would.
 * @param subscription - `{ selectedPlan, status }`, or a raw record to store as is (to break it on purpose)
 */
export async function createTestUser(options: {
  readonly prefix: string;
  readonly emailVerified: boolean;
  readonly subscription?: Record<string, unknown>;
}): Promise<TestUser> {
  const email = uniqueEmail(options.prefix);
  const password = 'secret-123';
  const { uid } = await getAuth(adminApp()).createUser({
    email,
    password,
    emailVerified: options.emailVerified,
  });
  if (options.subscription) {
    await adminDb()
      .doc(`subscriptions/${uid}`)
      .set({
        currentPeriodStart: Timestamp.fromMillis(Date.now() - DAY),
        currentPeriodEnd: Timestamp.fromMillis(Date.now() + 29 * DAY),
        ...options.subscription,
      });
    await publishClaims(uid);
  }
  return { uid, email, password };
}

/**
 * Sets the user's subscription token claims from their stored record, as every writer of
 * `subscriptions/{uid}` does (`subscriptionClaims` of @adplatform/plans); a malformed record gives none.
 */
async function publishClaims(uid: string): Promise<void> {
  const record = (await adminDb().doc(`subscriptions/${uid}`).get()).data();
  const { selectedPlan, status, currentPeriodEnd } = record ?? {};
  const claims = subscriptionClaims(
    typeof selectedPlan === 'string' && typeof status === 'string'
      ? {
          selectedPlan,
          status,
          periodEnd: currentPeriodEnd instanceof Timestamp ? currentPeriodEnd.toDate() : null,
        }
      : null,
  );
  const auth = getAuth(adminApp());
  const { customClaims } = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...customClaims, ...claims });
}

/** Updates a subscription record as the billing system would (e.g. a status change to `past_due`), and its claims. */
export async function updateSubscription(uid: string, changes: Record<string, unknown>): Promise<void> {
  await adminDb().doc(`subscriptions/${uid}`).update(changes);
  await publishClaims(uid);
}

/** Signs a user in through the Auth emulator's REST API. @returns the ID token. */
export async function idTokenFor(user: TestUser): Promise<string> {
  const response = await fetch(
    `http://${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${user.email}`);
  return body.idToken;
}

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
  readonly oobLink: string;
}

/** The newest out-of-band code of `requestType` the Auth emulator sent to `email`. @throws Error if none. */
async function newestOobCode(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<OobCode> {
  const listing = await fetch(`http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await listing.json()) as { oobCodes: OobCode[] };
  const code = oobCodes
    .filter((candidate) => candidate.email === email && candidate.requestType === requestType)
    .pop();
  if (!code) throw new Error(`No ${requestType} code was sent to ${email}`);
  return code;
}

/**
 * Applies the newest e-mail verification code the Auth emulator holds for `email`, as clicking the
 * link in the e-mail would (docs/product-rules.md §11: codes from the emulator's `oobCodes` endpoint).
 * @throws Error when no code was sent to `email`.
 */
export async function verifyEmailThroughOobCode(email: string): Promise<void> {
  const link = new URL((await newestOobCode(email, 'VERIFY_EMAIL')).oobLink);
  link.host = EMULATOR_HOSTS.auth;
  const applied = await fetch(link);
  if (!applied.ok) throw new Error(`Applying the verification code failed: ${applied.status}`);
}

/**
 * Completes a password reset with the newest reset code the Auth emulator holds for `email`, as the
 * page behind the e-mail's link would.
 * @throws Error when no reset code was sent to `email` or the emulator refuses it.
 */
export async function resetPasswordThroughOobCode(email: string, newPassword: string): Promise<void> {
  const code = await newestOobCode(email, 'PASSWORD_RESET');
  const response = await fetch(
    `http://${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: code.oobCode, newPassword }),
    },
  );
  if (!response.ok) throw new Error(`Resetting the password failed: ${response.status}`);
}
