import { PROJECT_ID } from '../../scripts/lib/emulatorEnv';
import { EMULATOR_HOSTS, emulatorAppCheckHeader } from '../../scripts/lib/emulatorHosts';
import { createTestUser, idTokenFor } from '../../scripts/lib/testAccounts';

export { adminDb } from '../../scripts/lib/testAccounts';

/** Creates a user with no subscription and signs it in. */
export async function createSignedInUser(emailVerified: boolean): Promise<{ uid: string; idToken: string }> {
  const user = await createTestUser({ prefix: 'fn', emailVerified });
  return { uid: user.uid, idToken: await idTokenFor(user) };
}

/** What a callable answered: its result, or its HttpsError status (e.g. `INVALID_ARGUMENT`). */
export interface CallableAnswer {
  readonly result?: unknown;
  readonly error?: { status: string; message: string; details?: unknown };
}

/**
 * Calls a callable function of the emulator with the callable protocol (`{ data }` in, `{ result }`
 * out), with an App Check token unless `appCheck` is false, from the page at `origin` when given.
 */
export async function callCallable(
  name: string,
  data: unknown,
  idToken?: string,
  { appCheck = true, origin }: { appCheck?: boolean; origin?: string } = {},
): Promise<CallableAnswer> {
  const response = await fetch(`http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      ...(appCheck ? emulatorAppCheckHeader() : {}),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallableAnswer;
}
