/**
 * Which of the advertiser's Facebook Pages send their lead forms' leads to the account
 * (docs/decisions/0049-meta-lead-ads.md): listed and chosen through the account's Meta connection,
 * with Lead Ads' own permissions, asked for when first needed.
 */
import { FieldValue, getFirestore, type WriteBatch } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { MetaPage } from '@adplatform/ad-networks/meta';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { metaAccess, metaUserToken } from '../adNetworks/metaApp';
import { networkRefusal } from '../adNetworks/networkRefusal';
import { META_LEAD_PAGES } from './metaLeadWebhook';
import { BULK_TIMEOUT_SECONDS } from '../callable/options';
import {
  backfillDocument,
  metaLeadBackfillRef,
  runPendingMetaLeadBackfills,
  type BackfillReport,
} from './metaLeadBackfill';

const PLAN_MESSAGE = 'Your plan does not include leads.';

/** The most Pages one account receives leads from. */
export const LEAD_PAGES_CHOSEN_MAX = 20;

/** Where the account keeps its choice, beside its Meta connection: `users/{accountId}/leadSources/meta`. */
const choiceRef = (accountId: string) => getFirestore().doc(`users/${accountId}/leadSources/meta`);

/** The Pages the account chose to receive the leads of. */
const chosenPages = async (accountId: string): Promise<string[]> =>
  ((await choiceRef(accountId).get()).get('pageIds') as string[] | undefined) ?? [];

/** Adds to `batch` the account's name on (`receives`) or off each of `pageIds` in `metaLeadPages`. */
function receivePages(
  batch: WriteBatch,
  accountId: string,
  pageIds: readonly string[],
  receives: boolean,
): void {
  const accounts = receives ? FieldValue.arrayUnion(accountId) : FieldValue.arrayRemove(accountId);
  for (const pageId of pageIds)
    batch.set(getFirestore().collection(META_LEAD_PAGES).doc(pageId), { accounts }, { merge: true });
}

/** A Meta failure as the settings page explains it: Lead Ads' consent missing, or Meta not answering. */
const metaRefusal = (error: unknown): HttpsError =>
  networkRefusal(error, 'Meta', {
    message: 'Meta has not allowed reading your Pages’ leads.',
    reason: 'leadConsent',
  });

/**
 * `listLeadPages()`: the Pages the connected Meta person manages, and those the account receives
 * leads from.
 * @throws HttpsError `unauthenticated`, `permission-denied` (plan), `failed-precondition`
 * (`notConnected`, `leadConsent`), `unavailable`.
 */
export async function listLeadPagesHandler(
  request: CallableRequest<unknown>,
): Promise<{ pages: MetaPage[]; chosen: string[] }> {
  parsePayload(z.strictObject({}), request.data ?? {});
  const { accountId } = await requireAccountAccess(request, 'leads', PLAN_MESSAGE, 'read');
  const userToken = await metaUserToken(accountId);
  const { meta, graphOrigin } = await metaAccess();
  const pages = await meta.listMetaPages({ graphOrigin, userToken }).catch((error: unknown) => {
    throw metaRefusal(error);
  });
  return { pages, chosen: await chosenPages(accountId) };
}

/** How long `chooseLeadPages` brings the new Pages' past leads in before it answers (ms). */
const BACKFILL_IN_CALL_MS = (BULK_TIMEOUT_SECONDS - 30) * 1000;

/**
 * `chooseLeadPages({ pageIds })`: the account receives the leads of exactly these Pages from now
 * on. Each is subscribed to the app's webhook on Meta; a Page no longer chosen stops sending to the
 * account (its subscription stays for other accounts). A Page newly chosen brings in its leads of
 * the last 90 days (`metaLeadBackfill.ts`): as far as the call's time allows, the rest at the next
 * scheduled run.
 * @returns how many Pages are chosen, and the backfills' reports
 * @throws HttpsError `invalid-argument` (a Page the person does not manage), and as `listLeadPages`.
 */
export async function chooseLeadPagesHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ chosen: number; backfills: BackfillReport[] }> {
  const { pageIds } = parsePayload(
    z.strictObject({ pageIds: z.array(z.string().regex(/^\d{1,20}$/u)).max(LEAD_PAGES_CHOSEN_MAX) }),
    request.data,
  );
  const { accountId } = await requireAccountAccess(request, 'leads', PLAN_MESSAGE);
  const userToken = await metaUserToken(accountId);
  const { meta, graphOrigin } = await metaAccess();
  const access = { graphOrigin, userToken };
  const managed = new Set(
    (
      await meta.listMetaPages(access).catch((error: unknown) => {
        throw metaRefusal(error);
      })
    ).map(({ id }) => id),
  );
  const chosen = [...new Set(pageIds)];
  if (chosen.some((id) => !managed.has(id))) {
    throw new HttpsError('invalid-argument', 'A Page is not one you manage on Meta.');
  }
  for (const pageId of chosen) {
    await meta.subscribeMetaPageToLeads(access, pageId).catch((error: unknown) => {
      throw metaRefusal(error);
    });
  }
  const before = await chosenPages(accountId);
  const batch = getFirestore().batch();
  receivePages(batch, accountId, chosen, true);
  receivePages(
    batch,
    accountId,
    before.filter((id) => !chosen.includes(id)),
    false,
  );
  for (const pageId of chosen.filter((id) => !before.includes(id)))
    batch.set(metaLeadBackfillRef(accountId, pageId), backfillDocument(accountId, pageId, now));
  batch.set(choiceRef(accountId), { pageIds: chosen, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  const backfills = await runPendingMetaLeadBackfills(now.getTime() + BACKFILL_IN_CALL_MS, accountId);
  return { chosen: chosen.length, backfills };
}

/**
 * The account receives no Page's leads any more: its Meta connection is gone. Meta's subscriptions
 * stay, for other accounts of the same Pages.
 */
export async function forgetMetaLeadPages(accountId: string): Promise<void> {
  const batch = getFirestore().batch();
  receivePages(batch, accountId, await chosenPages(accountId), false);
  batch.delete(choiceRef(accountId));
  await batch.commit();
}
