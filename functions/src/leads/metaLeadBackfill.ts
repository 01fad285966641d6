/**
 * A Page newly chosen brings in its lead forms' leads of the last 90 days
 * (docs/decisions/0049-meta-lead-ads.md): read form by form with the Page's token, 100 at a time,
 * each kept as the webhook keeps a lead (the same document id, so neither writes a lead twice). A
 * backfill that meets its deadline or a transient failure keeps its place in
 * `metaLeadBackfills/{accountId}_{pageId}` (the functions' alone) and goes on at the next run.
 */
import { getFirestore, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { AdNetworkError } from '@adplatform/ad-networks';
import { metaAccess } from '../adNetworks/metaApp';
import { tokenOf } from '../adNetworks/tokenVault';
import { assignNewLeads, ownerFields } from './leadOwners';
import { metaLeadDocument, metaLeadDocumentId } from './metaLeadWebhook';

/** How far back a Page newly chosen brings its leads in, in days. */
export const META_LEAD_BACKFILL_DAYS = 90;
/** Where each backfill keeps its state and its figures. */
export const META_LEAD_BACKFILLS = 'metaLeadBackfills';
/** The most backfills one run takes up. */
const BACKFILLS_PER_RUN = 20;
/** gRPC's ALREADY_EXISTS, which a create of an existing document fails with. */
const ALREADY_EXISTS = 6;

/** Where a backfill stands: `pending` (to run, or to go on from `position`), `done`, or `failed`. */
export type BackfillStatus = 'pending' | 'done' | 'failed';

/** What one backfill came to: its status, and its figures so far (leads read, written, Graph API calls). */
export interface BackfillReport {
  readonly pageId: string;
  readonly status: BackfillStatus;
  readonly leads: number;
  readonly written: number;
  readonly calls: number;
}

/** How far a backfill got: the forms to read, the one being read, and the cursor in it. */
interface BackfillPosition {
  readonly formIds: string[];
  readonly formIndex: number;
  readonly after: string | null;
}

/** The backfill document of the account's Page. */
export const metaLeadBackfillRef = (accountId: string, pageId: string): DocumentReference =>
  getFirestore().collection(META_LEAD_BACKFILLS).doc(`${accountId}_${pageId}`);

/**
 * The backfill's first state, for the Page chosen at `now`: its leads since
 * {@link META_LEAD_BACKFILL_DAYS} days before.
 */
export function backfillDocument(accountId: string, pageId: string, now: Date): Record<string, unknown> {
  return {
    accountId,
    pageId,
    since: Timestamp.fromMillis(now.getTime() - META_LEAD_BACKFILL_DAYS * 86_400_000),
    status: 'pending',
    position: null,
    leads: 0,
    written: 0,
    calls: 0,
    queuedAt: Timestamp.fromDate(now),
  };
}

/**
 * Keeps `leads` of the Page in the account, each once: a lead already kept (by the webhook, or an
 * earlier run) is left as it is.
 * @returns how many were written
 */
async function keepLeads(
  accountId: string,
  pageId: string,
  leads: Parameters<typeof metaLeadDocument>[0][],
  now: Date,
): Promise<number> {
  if (leads.length === 0) return 0;
  const db = getFirestore();
  const owners = await assignNewLeads(accountId, leads.length);
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  let written = 0;
  const writes = leads.map((lead, index) =>
    writer
      .create(db.collection(`users/${accountId}/leads`).doc(metaLeadDocumentId(lead.externalId)), {
        ...metaLeadDocument(lead, pageId, now),
        ...ownerFields(owners[index] ?? null),
      })
      .then(
        () => {
          written += 1;
        },
        (error: { code?: unknown }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
        },
      ),
  );
  await writer.close();
  await Promise.all(writes);
  return written;
}

/**
 * Runs one pending backfill until it is done or `deadline` (ms since the epoch) comes, saving its
 * place and figures after each page of leads.
 * @returns its report, or null when it is not pending
 */
export async function runMetaLeadBackfill(
  ref: DocumentReference,
  deadline: number,
  now = new Date(),
): Promise<BackfillReport | null> {
  const snapshot = await ref.get();
  if (snapshot.get('status') !== 'pending') return null;
  const accountId = String(snapshot.get('accountId'));
  const pageId = String(snapshot.get('pageId'));
  const since = (snapshot.get('since') as Timestamp).toDate();
  const figures = {
    leads: Number(snapshot.get('leads') ?? 0),
    written: Number(snapshot.get('written') ?? 0),
    calls: Number(snapshot.get('calls') ?? 0),
  };
  const report = (status: BackfillStatus): BackfillReport => ({ pageId, status, ...figures });
  const token = await tokenOf(accountId, 'meta');
  if (!token) {
    await ref.update({ status: 'failed', reason: 'notConnected' });
    return report('failed');
  }
  const { meta, graphOrigin } = await metaAccess();
  let position = (snapshot.get('position') as BackfillPosition | null) ?? null;
  let counted = 0;
  try {
    const reader = await meta.metaPageLeads({ graphOrigin, userToken: token.accessToken }, pageId);
    position ??= { formIds: (await reader.forms()).map(({ id }) => id), formIndex: 0, after: null };
    while (position.formIndex < position.formIds.length) {
      const formId = position.formIds[position.formIndex]!;
      const page = await reader.leads(formId, since, position.after ?? undefined);
      figures.leads += page.leads.length;
      figures.written += await keepLeads(accountId, pageId, page.leads, now);
      figures.calls += reader.calls - counted;
      counted = reader.calls;
      position = page.next
        ? { ...position, after: page.next }
        : { ...position, formIndex: position.formIndex + 1, after: null };
      await ref.update({ position, ...figures });
      if (Date.now() >= deadline && position.formIndex < position.formIds.length) return report('pending');
    }
    figures.calls += reader.calls - counted;
    await ref.update({ status: 'done', position, ...figures, finishedAt: Timestamp.now() });
    return report('done');
  } catch (error) {
    if (!(error instanceof AdNetworkError)) throw error;
    const transient = error.kind === 'transient' || error.kind === 'rateLimited';
    logger.warn('Meta lead backfill stopped', { accountId, pageId, transient, error });
    await ref.update({
      ...figures,
      position,
      ...(transient ? {} : { status: 'failed', reason: error.kind }),
    });
    return report(transient ? 'pending' : 'failed');
  }
}

/**
 * Runs the pending backfills (of `accountId` alone when given), one after another, until `deadline`.
 * @returns their reports
 */
export async function runPendingMetaLeadBackfills(
  deadline: number,
  accountId?: string,
): Promise<BackfillReport[]> {
  let query = getFirestore().collection(META_LEAD_BACKFILLS).where('status', '==', 'pending');
  if (accountId) query = query.where('accountId', '==', accountId);
  const pending = await query.limit(BACKFILLS_PER_RUN).get();
  const reports: BackfillReport[] = [];
  for (const doc of pending.docs) {
    if (Date.now() >= deadline) break;
    const report = await runMetaLeadBackfill(doc.ref, deadline);
    if (report) reports.push(report);
  }
  return reports;
}
