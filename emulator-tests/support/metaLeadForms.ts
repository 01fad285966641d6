import { randomInt } from 'node:crypto';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';

const standIn = (path: string, body: Record<string, string>) =>
  fetch(`${DEMO_META_ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(body) });

/** A new person on the Meta stand-in, with no ad account and one Facebook Page of their own. */
export async function personWithPage(name = 'Nieve'): Promise<{ email: string; pageId: string }> {
  const email = `leads-${randomInt(1e9)}@demo-meta.test`;
  expect((await standIn('/_test/people', { email, accounts: '[]' })).status).toBe(200);
  const { id: pageId } = (await (await standIn('/_test/pages', { email, name })).json()) as { id: string };
  return { email, pageId };
}

/** The id of a Page's form in these tests: a form is one Page's. */
export const formOf = (pageId: string): string => `16${pageId}`;

/** A person leaves a lead on the Page's form; the stand-in delivers it and says what the webhook answered. */
export async function leaveLead(
  pageId: string,
  email: string,
): Promise<{ id: string; delivery: { status: number | null; body: string } }> {
  const answer = await fetch(`${DEMO_META_ORIGIN}/_test/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      pageId,
      formId: formOf(pageId),
      adId: '2222',
      campaignId: '3333',
      campaignName: 'Winter leads',
      fields: [
        { name: 'full_name', values: ['Lucía Fernández'] },
        { name: 'email', values: [email] },
        { name: 'phone_number', values: ['+34 600 111 222'] },
        { name: 'which_resort?', values: ['Sierra Nevada'] },
      ],
    }),
  });
  return (await answer.json()) as { id: string; delivery: { status: number | null; body: string } };
}

/** Leads left on a form of the Page before anything was subscribed: `count`, spread over `days`. */
export async function pastLeads(pageId: string, formId: string, count: number, days: number): Promise<void> {
  const answer = await standIn(`/_test/pages/${pageId}/past-leads`, {
    formId,
    count: String(count),
    days: String(days),
  });
  expect(answer.status).toBe(200);
}
