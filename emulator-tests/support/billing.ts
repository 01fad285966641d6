import { adminDb, callCallable } from './callable';

/** The page the tests call from: one of the app's origins. */
export const APP = 'http://localhost:3000';

/** The user's subscription record, or undefined. */
export const recordOf = async (uid: string) => (await adminDb().doc(`subscriptions/${uid}`).get()).data();

/**
 * Waits until the user's record satisfies `done` (the webhook writes it shortly after the provider's
 * change), for up to 15 s. @returns the record
 */
export async function recordWhen(
  uid: string,
  done: (record: FirebaseFirestore.DocumentData) => boolean,
): Promise<FirebaseFirestore.DocumentData | undefined> {
  const deadline = Date.now() + 15_000;
  let record = await recordOf(uid);
  while (!(record && done(record)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    record = await recordOf(uid);
  }
  return record;
}

/** The URL a callable answered with (`createCheckoutSession`, `createBillingPortalSession`). */
export async function redirectUrl(name: string, data: unknown, idToken: string): Promise<string> {
  const { result, error } = await callCallable(name, data, idToken, { origin: APP });
  if (!result) throw new Error(`${name} failed: ${JSON.stringify(error)}`);
  return (result as { url: string }).url;
}
