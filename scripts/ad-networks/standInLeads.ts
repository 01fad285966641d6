/**
 * A person leaves a lead on a lead form of a stand-in (`POST /_test/leads`, JSON), as the tests,
 * benchmarks and seed of lead forms do: on a Page's form of the Meta stand-in
 * (docs/decisions/0049-meta-lead-ads.md), or on a lead form asset of the Google Ads stand-in
 * (docs/decisions/0051-google-ads-lead-forms.md). The stand-in keeps it and, when the Page is
 * subscribed or the form has a webhook, delivers it before it answers.
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
 * Leaves `lead` on the stand-in at `origin`: a Meta lead on the Meta stand-in, a Google lead on the
 * Google Ads stand-in.
 * @returns the network's id of the lead, and the delivery (null for a Page not subscribed, a form
 *   without a webhook)
 * @throws Error when the stand-in does not take it (an unknown Page or form, a form of another Page)
 */
export async function leaveStandInLead(
  origin: string,
  lead: StandInLeadLeft | GoogleStandInLeadLeft,
): Promise<{ id: string; delivery: StandInDelivery | null }> {
  const answer = await fetch(`${origin}/_test/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  if (!answer.ok) throw new Error(`The stand-in did not take the lead: ${answer.status}`);
  return (await answer.json()) as { id: string; delivery: StandInDelivery | null };
}

/** A lead as left on a Google Ads lead form: the form, the ids it came from, and the answers by column. */
export interface GoogleStandInLeadLeft {
  readonly form_id: string;
  readonly campaign_id?: string;
  readonly adgroup_id?: string;
  readonly user_column_data: readonly {
    readonly column_id: string;
    readonly column_name?: string;
    readonly string_value: string;
  }[];
  /** Google's test lead, which the advertiser sends from the form's settings. */
  readonly is_test?: boolean;
}

/**
 * Gives a customer of the Google Ads stand-in at `origin` a lead form delivering nowhere.
 * @returns the form's asset id
 * @throws Error when the stand-in does not take it
 */
export async function addStandInLeadForm(
  origin: string,
  form: { readonly customerId: string; readonly name: string; readonly businessName: string },
): Promise<string> {
  const answer = await fetch(`${origin}/_test/lead-forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  if (!answer.ok) throw new Error(`The stand-in did not take the lead form: ${answer.status}`);
  return ((await answer.json()) as { id: string }).id;
}

/** The Google lead the tests leave: a named person, an e-mail address, and one question of the advertiser's. */
export const exampleGoogleLead = (
  formId: string,
  campaignId: string | undefined,
  email: string,
): GoogleStandInLeadLeft => ({
  form_id: formId,
  ...(campaignId ? { campaign_id: campaignId } : {}),
  user_column_data: [
    { column_id: 'FULL_NAME', column_name: 'Full Name', string_value: 'Jonas Berg' },
    { column_id: 'EMAIL', column_name: 'User Email', string_value: email },
    { column_id: 'PHONE_NUMBER', column_name: 'User Phone', string_value: '+46 70 123 45 67' },
    { column_id: 'shoe_size', column_name: 'Which shoe size?', string_value: '44' },
  ],
});

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
