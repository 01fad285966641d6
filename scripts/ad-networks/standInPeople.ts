/**
 * Gives a stand-in a person (`POST /_test/people`, JSON): the Meta stand-in takes `accounts`, the Google
 * Ads stand-in `customers`; both take `email`, `campaigns`, `days`, and `asOf` and a credential to
 * bring back one made before (docs/decisions/0031-ad-network-connectors.md).
 * @throws Error when the stand-in does not take them.
 */
export async function addStandInPerson(
  origin: string,
  person: Readonly<Record<string, unknown>>,
): Promise<void> {
  const answer = await fetch(`${origin}/_test/people`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (!answer.ok)
    throw new Error(`The stand-in at ${origin} did not take ${String(person.email)}: ${answer.status}`);
}
