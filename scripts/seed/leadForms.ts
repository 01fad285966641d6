/**
 * premium@'s leads from Meta's lead forms (docs/product-rules.md §10.3, §11): the Meta stand-in gets
 * the account's person and Page (linked to an Instagram professional account) with leads left on its
 * form over the last weeks; the account's Meta connection is kept with lead forms and Instagram
 * creators on, as `finishAdNetworkConnection` keeps it; then the Page is
 * chosen through `chooseLeadPages` on the functions emulator, whose backfill brings the past leads
 * in, and two new leads are left on the form, which the stand-in delivers to `metaLeadWebhook`. When
 * the emulators' data is restored, the stand-in is given the person, the Page and the credential
 * again, and the Page is subscribed again.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { DEMO_META_ORIGIN } from '@adplatform/ad-networks/demo';
import { featuresGranted, META_CREATOR_PERMISSIONS } from '@adplatform/ad-networks';
import {
  META_LEAD_PERMISSIONS,
  META_PERMISSIONS,
  subscribeMetaPageToLeads,
} from '@adplatform/ad-networks/meta';
import { connectionDocument, tokenDocument } from 'functions/src/tooling';
import { leaveStandInLead } from '../ad-networks/standInLeads';
import { addStandInPerson } from '../ad-networks/standInPeople';
import { loginThroughStandIn } from '../ad-networks/standInLogin';
import { callAsDemoAccount } from './demoCall';
import { DEMO_LEAD_PAGE, demoAccount } from './demoAccounts';

const DAY = 24 * 60 * 60 * 1000;
const { person, page, formId } = DEMO_LEAD_PAGE;

/** The leads people leave on the form once the Page is chosen: delivered by the webhook. */
const NEW_LEADS = [
  { name: 'Valentina Cruz', email: 'valentina.cruz@example.com', answer: 'Ultra trail, 50 km' },
  { name: 'Oskar Lind', email: 'oskar.lind@example.com', answer: 'First half marathon' },
] as const;

async function standIn(path: string, body: Record<string, string>): Promise<unknown> {
  const answer = await fetch(`${DEMO_META_ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body),
  });
  if (!answer.ok) throw new Error(`The Meta stand-in answered ${path} with ${answer.status}.`);
  return answer.json();
}

/** Gives the stand-in the person and their Page, under the Page's id, with its Instagram account. */
async function addPersonAndPage(token?: { accessToken: string; expiresAt: Date | null }): Promise<void> {
  await addStandInPerson(DEMO_META_ORIGIN, {
    email: person,
    accounts: [],
    ...(token ? { token: token.accessToken, expiresAt: token.expiresAt?.toISOString() } : {}),
  });
  await standIn('/_test/pages', { email: person, name: page.name, id: page.id, instagram: page.instagram });
}

/**
 * Seeds premium@'s lead forms: its Page chosen through the product, the Page's past leads brought in
 * by its backfill and two new ones by its webhook.
 * @returns the leads the backfill wrote and those the webhook kept
 * @throws Error when the stand-in or the functions emulator do not answer as the product expects
 */
export async function seedLeadForms(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ backfilled: number; delivered: number }> {
  await addPersonAndPage();
  await standIn(`/_test/pages/${page.id}/past-leads`, {
    formId,
    count: String(DEMO_LEAD_PAGE.pastLeads),
    days: String(DEMO_LEAD_PAGE.days),
  });
  const scope = [...new Set([...META_PERMISSIONS, ...META_LEAD_PERMISSIONS, ...META_CREATOR_PERMISSIONS])];
  const token = {
    accessToken: await loginThroughStandIn(DEMO_META_ORIGIN, person, { scope, now }),
    expiresAt: new Date(now.getTime() + 60 * DAY),
  };
  await db.doc(`adNetworkTokens/${uid}_meta`).set(tokenDocument(token, now));
  await db.doc(`users/${uid}/adConnections/meta`).set({
    ...connectionDocument({
      network: 'meta',
      connectedBy: uid,
      connectedByEmail: demoAccount(DEMO_LEAD_PAGE.account).email,
      connectedAt: now,
      tokenExpiresAt: token.expiresAt,
      adAccounts: [],
      // What those permissions open: ads as the Page too, whose permissions the others include.
      features: featuresGranted('meta', new Set(scope)),
    }),
    chosenAccountIds: [],
  });
  const answer = (await callAsDemoAccount(
    { uid, email: demoAccount(DEMO_LEAD_PAGE.account).email },
    'chooseLeadPages',
    { pageIds: [page.id] },
  )) as { backfills: { status: string; written: number }[] };
  const backfill = answer.backfills[0];
  if (backfill?.status !== 'done')
    throw new Error(`chooseLeadPages did not bring the Page's leads in: ${JSON.stringify(answer)}`);
  let delivered = 0;
  for (const lead of NEW_LEADS) {
    const { delivery } = await leaveStandInLead(DEMO_META_ORIGIN, {
      pageId: page.id,
      formId,
      fields: [
        { name: 'full_name', values: [lead.name] },
        { name: 'email', values: [lead.email] },
        { name: 'which_race_are_you_training_for?', values: [lead.answer] },
      ],
    });
    if (delivery?.status !== 200) throw new Error(`metaLeadWebhook answered ${delivery?.status}.`);
    delivered += 1;
  }
  return { backfilled: backfill.written, delivered };
}

/**
 * After the emulators' data is restored: gives the stand-in premium@'s person, Page and kept token
 * again, and subscribes the Page again, so that new leads still come in.
 * @returns whether premium@ had lead forms to restore.
 */
export async function restoreLeadForms(db: Firestore, auth: Auth): Promise<boolean> {
  const user = await auth.getUserByEmail(demoAccount(DEMO_LEAD_PAGE.account).email).catch(() => null);
  if (!user) return false;
  const kept = await db.doc(`adNetworkTokens/${user.uid}_meta`).get();
  const accessToken = kept.get('accessToken') as unknown;
  if (typeof accessToken !== 'string') return false;
  const expiresAt = (kept.get('expiresAt') as Timestamp | null | undefined)?.toDate() ?? null;
  await addPersonAndPage({ accessToken, expiresAt });
  await subscribeMetaPageToLeads({ graphOrigin: DEMO_META_ORIGIN, userToken: accessToken }, page.id);
  return true;
}
