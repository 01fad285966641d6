import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { firestore, type FirestoreHandle } from 'shared-auth';
import { toCursorPage, type CursorPage, type PageCursor } from 'shared-ui';
import {
  LEAD_PAGE_SIZE,
  leadSearchKey,
  toLead,
  withValidSort,
  type Lead,
  type LeadQuery,
} from '../model/lead';

/** The leads list's query in one account, by one viewer. */
export interface UserLeadQuery extends LeadQuery {
  /** The account's id. */
  readonly uid: string;
  /** The signed-in user: whose leads "mine" are. */
  readonly viewer: string;
}

/** Firestore allows at most 30 values in an `in` filter. */
const IN_LIMIT = 30;
/** Documents per read when exporting every filtered lead. */
const EXPORT_BATCH = 500;

function constraintsFor(sdk: FirestoreHandle['sdk'], query: UserLeadQuery): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (query.owner !== 'all')
    constraints.push(sdk.where('ownerUid', '==', query.owner === 'me' ? query.viewer : null));
  if (query.status !== 'all') constraints.push(sdk.where('status', '==', query.status));
  if (query.campaignId !== 'all') constraints.push(sdk.where('campaignId', '==', query.campaignId));
  const search = leadSearchKey(query.search);
  if (search) constraints.push(sdk.where('searchTokens', 'array-contains', search));
  if (query.from)
    constraints.push(
      sdk.where('createdAt', '>=', sdk.Timestamp.fromDate(new Date(`${query.from}T00:00:00`))),
    );
  if (query.to)
    constraints.push(
      sdk.where('createdAt', '<=', sdk.Timestamp.fromDate(new Date(`${query.to}T23:59:59.999`))),
    );
  const { sort } = withValidSort(query);
  constraints.push(sdk.orderBy(sort.field, sort.direction));
  return constraints;
}

/**
 * Flags the leads whose e-mail another lead of the user shares: one `in` query over the page's
 * e-mail keys (reads only the leads with those addresses).
 */
async function flagDuplicates(uid: string, leads: Lead[]): Promise<Lead[]> {
  const keys = [...new Set(leads.map((lead) => lead.emailKey))].slice(0, IN_LIMIT);
  if (keys.length === 0) return leads;
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'leads'), sdk.where('emailKey', 'in', keys)),
  );
  const counts = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const key = String(doc.get('emailKey'));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return leads.map((lead) => ({ ...lead, duplicate: (counts.get(lead.emailKey) ?? 0) > 1 }));
}

/**
 * One page of the user's leads in the query's order (ties by document id), with duplicates flagged.
 * @throws FirebaseError `permission-denied` for a plan without leads (docs/product-rules.md §6: Premium only).
 */
export async function fetchLeadPage(
  query: UserLeadQuery,
  after: PageCursor | null,
): Promise<CursorPage<Lead>> {
  const { db, sdk } = await firestore();
  const constraints = constraintsFor(sdk, query);
  if (after) constraints.push(sdk.startAfter(after as DocumentSnapshot));
  constraints.push(sdk.limit(LEAD_PAGE_SIZE + 1));
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', query.uid, 'leads'), ...constraints),
  );
  const page = toCursorPage(snapshot.docs, LEAD_PAGE_SIZE, (doc) => toLead(doc.id, doc.data()));
  return { ...page, rows: await flagDuplicates(query.uid, page.rows) };
}

/**
 * The id of the account's newest lead by creation time, or null for none (one document read).
 * @throws FirebaseError `permission-denied` for a plan without leads.
 */
export async function newestLeadId(uid: string): Promise<string | null> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'leads'), sdk.orderBy('createdAt', 'desc'), sdk.limit(1)),
  );
  return snapshot.docs[0]?.id ?? null;
}

/** Counts the leads matching `query` (server-side aggregation). */
export async function countLeads(query: UserLeadQuery): Promise<number> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getCount(
    sdk.query(sdk.collection(db, 'users', query.uid, 'leads'), ...constraintsFor(sdk, query)),
  );
  return snapshot.data().count;
}

/**
 * Every lead matching `query`, for the CSV export, read in batches of 500 with query cursors.
 * @throws FirebaseError `permission-denied`.
 */
export async function fetchAllLeads(query: UserLeadQuery): Promise<Lead[]> {
  const { db, sdk } = await firestore();
  const leads: Lead[] = [];
  let cursor: DocumentSnapshot | null = null;
  for (;;) {
    const constraints = constraintsFor(sdk, query);
    if (cursor) constraints.push(sdk.startAfter(cursor));
    constraints.push(sdk.limit(EXPORT_BATCH));
    const snapshot = await sdk.getDocs(
      sdk.query(sdk.collection(db, 'users', query.uid, 'leads'), ...constraints),
    );
    for (const doc of snapshot.docs) {
      const lead = toLead(doc.id, doc.data());
      if (lead) leads.push(lead);
    }
    if (snapshot.docs.length < EXPORT_BATCH) break;
    cursor = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
  const counts = new Map<string, number>();
  for (const lead of leads) counts.set(lead.emailKey, (counts.get(lead.emailKey) ?? 0) + 1);
  return leads.map((lead) => ({ ...lead, duplicate: (counts.get(lead.emailKey) ?? 0) > 1 }));
}

/** The user's campaigns as filter options (id and name), by name. */
export async function fetchCampaignOptions(uid: string): Promise<{ id: string; name: string }[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(sdk.collection(db, 'users', uid, 'campaigns'), sdk.orderBy('name'), sdk.limit(200)),
  );
  return snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name')) }));
}
