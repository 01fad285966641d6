/**
 * Which of the advertiser's Google Ads lead forms send their leads to the account
 * (docs/decisions/0051-google-ads-lead-forms.md): listed through the account's Google Ads connection
 * from its chosen ad accounts, and set, through the API, to deliver to the account's own webhook
 * with a key that never leaves the server.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { NetworkAdAccount } from '@adplatform/ad-networks';
import type { GoogleAdsConnector, GoogleLeadForm } from '@adplatform/ad-networks/google-ads';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { googleAdsAccess, googleAdsConnectorWith } from '../adNetworks/googleAdsApp';
import { tokenOf } from '../adNetworks/tokenVault';
import { networkRefusal } from '../adNetworks/networkRefusal';
import { functionUrl } from '../functionUrl';
import { GOOGLE_LEAD_HOOKS, type GoogleLeadHook } from './googleLeadWebhook';

const PLAN_MESSAGE = 'Your plan does not include leads.';

/** The most lead forms one account receives leads from. */
export const GOOGLE_LEAD_FORMS_CHOSEN_MAX = 50;

/** A lead form as the settings page lists it: where it delivers now, seen from the account. */
export interface ListedLeadForm extends Omit<GoogleLeadForm, 'webhookUrl'> {
  /** `here` (this account's webhook), `elsewhere` (another webhook, which choosing replaces) or `none`. */
  readonly delivery: 'here' | 'elsewhere' | 'none';
}

/** Where the account keeps its choice and its hook's id: `users/{accountId}/leadSources/googleAds`. */
const choiceRef = (accountId: string) => getFirestore().doc(`users/${accountId}/leadSources/googleAds`);

/** The URL of the account's webhook with hook `hookId`. */
const hookUrl = (hookId: string): string => `${functionUrl('googleAdsLeadWebhook')}?hook=${hookId}`;

/** The account's hook: its id, key and URL, made on first use. */
async function hookOf(accountId: string): Promise<{ id: string; key: string; url: string }> {
  const db = getFirestore();
  const hookId = (await choiceRef(accountId).get()).get('hookId') as string | undefined;
  const kept = hookId
    ? ((await db.collection(GOOGLE_LEAD_HOOKS).doc(hookId).get()).data() as GoogleLeadHook | undefined)
    : undefined;
  const id = kept && hookId ? hookId : randomBytes(18).toString('base64url');
  const key = kept?.key ?? randomBytes(24).toString('base64url');
  if (!kept) {
    const hook: GoogleLeadHook = { accountId, key, forms: {} };
    await db
      .collection(GOOGLE_LEAD_HOOKS)
      .doc(id)
      .set({ ...hook, createdAt: FieldValue.serverTimestamp() });
    await choiceRef(accountId).set({ hookId: id, forms: [] }, { merge: true });
  }
  return { id, key, url: hookUrl(id) };
}

/** A Google Ads failure as the settings page explains it. */
const googleRefusal = (error: unknown): HttpsError =>
  networkRefusal(error, 'Google Ads', {
    message: 'Google Ads must be connected again.',
    reason: 'reconnect',
  });

/**
 * The account's Google Ads connector and chosen ad accounts, or `failed-precondition` when not
 * connected. Made for Google alone, so that these callables need none of Meta's secrets.
 */
async function googleConnection(
  accountId: string,
): Promise<{ connector: GoogleAdsConnector; customerIds: string[] }> {
  const [token, connection] = await Promise.all([
    tokenOf(accountId, 'googleAds'),
    getFirestore().doc(`users/${accountId}/adConnections/googleAds`).get(),
  ]);
  if (!token) {
    throw new HttpsError('failed-precondition', 'Google Ads is not connected.', { reason: 'notConnected' });
  }
  const adAccounts = (connection.get('adAccounts') as NetworkAdAccount[] | undefined) ?? [];
  const connector = googleAdsConnectorWith(
    await googleAdsAccess(),
    token.accessToken,
    new Date(),
    adAccounts,
  );
  const customerIds = (connection.get('chosenAccountIds') as string[] | undefined) ?? [];
  return { connector, customerIds };
}

/** Every lead form of the chosen ad accounts, as Google lists them. */
async function formsOf(
  connector: GoogleAdsConnector,
  customerIds: readonly string[],
): Promise<GoogleLeadForm[]> {
  const forms: GoogleLeadForm[] = [];
  for (const customerId of customerIds) {
    forms.push(
      ...(await connector.listLeadForms(customerId).catch((error: unknown) => {
        throw googleRefusal(error);
      })),
    );
  }
  return forms;
}

/** The key of a form across customers. */
const formKey = ({ customerId, id }: { customerId: string; id: string }) => `${customerId}-${id}`;

/**
 * `listGoogleLeadForms()`: the lead forms of the ad accounts the account brings in from Google Ads,
 * each with where it delivers its leads; and when Google's test lead last reached the account.
 * @throws HttpsError `unauthenticated`, `permission-denied` (plan), `failed-precondition`
 * (`notConnected`, `reconnect`, `refused`), `unavailable`.
 */
export async function listGoogleLeadFormsHandler(
  request: CallableRequest<unknown>,
): Promise<{ forms: ListedLeadForm[]; lastTestAt: string | null }> {
  parsePayload(z.strictObject({}), request.data ?? {});
  const { accountId } = await requireAccountAccess(request, 'leads', PLAN_MESSAGE, 'read');
  const { connector, customerIds } = await googleConnection(accountId);
  const hookId = (await choiceRef(accountId).get()).get('hookId') as string | undefined;
  const hook = hookId ? await getFirestore().collection(GOOGLE_LEAD_HOOKS).doc(hookId).get() : null;
  const ours = hookId ? hookUrl(hookId) : null;
  const forms = (await formsOf(connector, customerIds)).map(({ webhookUrl, ...form }) => ({
    ...form,
    delivery:
      webhookUrl === null
        ? ('none' as const)
        : webhookUrl === ours
          ? ('here' as const)
          : ('elsewhere' as const),
  }));
  const lastTest = hook?.get('lastTestAt') as Timestamp | undefined;
  return { forms, lastTestAt: lastTest ? lastTest.toDate().toISOString() : null };
}

/**
 * `chooseGoogleLeadForms({ forms })`: the account receives the leads of exactly these forms from now
 * on. Each is set on Google Ads to deliver to the account's webhook; a form no longer chosen that
 * delivers there is set to deliver nowhere.
 * @returns how many forms are chosen
 * @throws HttpsError `invalid-argument` (a form not of the chosen ad accounts), and as
 * `listGoogleLeadForms`.
 */
export async function chooseGoogleLeadFormsHandler(
  request: CallableRequest<unknown>,
): Promise<{ chosen: number }> {
  const { forms: picked } = parsePayload(
    z.strictObject({
      forms: z
        .array(
          z.strictObject({
            customerId: z.string().regex(/^\d{1,20}$/u),
            id: z.string().regex(/^\d{1,20}$/u),
          }),
        )
        .max(GOOGLE_LEAD_FORMS_CHOSEN_MAX),
    }),
    request.data,
  );
  const { accountId } = await requireAccountAccess(request, 'leads', PLAN_MESSAGE);
  const { connector, customerIds } = await googleConnection(accountId);
  const listed = new Map((await formsOf(connector, customerIds)).map((form) => [formKey(form), form]));
  const chosen = [...new Map(picked.map((form) => [formKey(form), form])).values()];
  if (chosen.some((form) => !listed.has(formKey(form)))) {
    throw new HttpsError('invalid-argument', 'A lead form is not one of your chosen Google Ads accounts.');
  }
  const hook = await hookOf(accountId);
  const keys = new Set(chosen.map(formKey));
  const set = (form: { customerId: string; id: string }, webhook: { url: string; key: string } | null) =>
    connector.setLeadFormWebhook(form.customerId, form.id, webhook).catch((error: unknown) => {
      throw googleRefusal(error);
    });
  for (const form of chosen) await set(form, hook);
  for (const form of listed.values()) {
    if (!keys.has(formKey(form)) && form.webhookUrl === hook.url) await set(form, null);
  }
  const batch = getFirestore().batch();
  batch.update(getFirestore().collection(GOOGLE_LEAD_HOOKS).doc(hook.id), {
    forms: Object.fromEntries(chosen.map(({ customerId, id }) => [id, customerId])),
  });
  batch.set(
    choiceRef(accountId),
    { forms: chosen.map(formKey), updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  await batch.commit();
  return { chosen: chosen.length };
}

/**
 * The account receives no Google lead form's leads any more: its Google Ads connection is gone. Its
 * hook is deleted, so a delivery to it is refused; the forms keep their webhook on Google Ads.
 */
export async function forgetGoogleLeadForms(accountId: string): Promise<void> {
  const choice = await choiceRef(accountId).get();
  const hookId = choice.get('hookId') as string | undefined;
  const batch = getFirestore().batch();
  if (hookId) batch.delete(getFirestore().collection(GOOGLE_LEAD_HOOKS).doc(hookId));
  batch.delete(choiceRef(accountId));
  await batch.commit();
}
