/**
 * A person leaves a lead on a Page's form of the Meta stand-in (`POST /_test/leads`, JSON), as the
 * tests and benchmarks of lead forms do (docs/decisions/0049-meta-lead-ads.md): the stand-in keeps it
 * and, for a subscribed Page, delivers it to the webhook before it answers.
 */

/** A lead as left on the form: the Page, the form, the answers, and the ad it came from, if any. */
export interface StandInLeadLeft {
  readonly pageId: string;
  readonly formId: string;
  readonly fields: readonly { readonly name: string; readonly values: readonly string[] }[];
  readonly adId?: string;
  readonly campaignId?: string;
  readonly campaignName?: string;
}

/** What the webhook answered a delivery: its HTTP status (null when unreachable) and its body. */
export interface StandInDelivery {
  readonly status: number | null;
  readonly body: string;
}

/**
 * Leaves `lead` on the stand-in at `origin`.
 * @returns the lead's id, and the delivery (null for a Page not subscribed)
 * @throws Error when the stand-in does not take it (an unknown Page, a form of another Page)
 */
export async function leaveStandInLead(
  origin: string,
  lead: StandInLeadLeft,
): Promise<{ id: string; delivery: StandInDelivery | null }> {
  const answer = await fetch(`${origin}/_test/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  if (!answer.ok) throw new Error(`The Meta stand-in did not take the lead: ${answer.status}`);
  return (await answer.json()) as { id: string; delivery: StandInDelivery | null };
}

/**
 * The lead the tests leave: a named person with an e-mail address and a phone, answering one question
 * of the advertiser's own, from an ad of the campaign "Winter leads".
 */
export const exampleLead = (pageId: string, formId: string, email: string): StandInLeadLeft => ({
  pageId,
  formId,
  adId: '2222',
  campaignId: '3333',
  campaignName: 'Winter leads',
  fields: [
    { name: 'full_name', values: ['Lucía Fernández'] },
    { name: 'email', values: [email] },
    { name: 'phone_number', values: ['+34 600 111 222'] },
    { name: 'which_resort?', values: ['Sierra Nevada'] },
  ],
});
