import { PROJECT_ID } from '../lib/emulatorEnv';
import { EMULATOR_HOSTS, emulatorAppCheckHeader } from '../lib/emulatorHosts';
import { idTokenFor } from '../lib/testAccounts';
import { DEMO_PASSWORD } from './demoAccounts';

/**
 * Calls a callable function of the functions emulator as a demo account, as the app would, so that
 * the seed brings data in through the product's own paths.
 * @returns the function's `result`
 * @throws Error with the function's answer when it answers an error
 */
export async function callAsDemoAccount(
  user: { readonly uid: string; readonly email: string },
  name: string,
  data: unknown,
): Promise<unknown> {
  const response = await fetch(`http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idTokenFor({ ...user, password: DEMO_PASSWORD })}`,
      ...emulatorAppCheckHeader(),
    },
    body: JSON.stringify({ data }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (answer.error !== undefined || !response.ok)
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}
