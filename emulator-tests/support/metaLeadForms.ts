import { randomInt } from 'node:crypto';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { exampleLead, leaveStandInLead, type StandInDelivery } from '../../scripts/ad-networks/standInLeads';

const standIn = (path: string, body: Record<string, string>) =>
  fetch(`${DEMO_META_ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(body) });

/**
 * A new person on the Meta stand-in, with no ad account and one Facebook Page of their own, linked to
 * an Instagram professional account of username `instagram` when given.
 */
export async function personWithPage(
  name = 'Nieve',
  instagram?: string,
): Promise<{ email: string; pageId: string }> {
  const email = `leads-${randomInt(1e9)}@demo-meta.test`;
  expect((await standIn('/_test/people', { email, accounts: '[]' })).status).toBe(200);
  const page = await standIn('/_test/pages', { email, name, ...(instagram ? { instagram } : {}) });
  const { id: pageId } = (await page.json()) as { id: string };
  return { email, pageId };
}

/** The id of a Page's form in these tests: a form is one Page's. */
export const formOf = (pageId: string): string => `16${pageId}`;

/** A person leaves a lead on the Page's form; the stand-in delivers it and says what the webhook answered. */
export async function leaveLead(
  pageId: string,
  email: string,
): Promise<{ id: string; delivery: StandInDelivery }> {
  const { id, delivery } = await leaveStandInLead(
    DEMO_META_ORIGIN,
    exampleLead(pageId, formOf(pageId), email),
  );
  expect(delivery).not.toBeNull();
  return { id, delivery: delivery! };
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
