import { FieldPath, getFirestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  LISTED_STATUSES,
  NAME_PREFIXES_FIELD,
  normaliseSearchTerm,
  type UpdateMatchingCampaignsResponse,
} from '@adplatform/campaign-model';
import {
  updateMatchingCampaignsPayloadSchema,
  type UpdateMatchingCampaignsPayload,
} from '@adplatform/campaign-model/changes';
import { requireAccountAccess } from '../callable/account';
import { parsePayload, requireVerifiedUid } from '../callable/guards';
import { BULK_TIMEOUT_SECONDS } from '../callable/options';
import { TimeBudget } from '../callable/timeBudget';
import { changeAuthor } from './changeAuthor';
import { changeChunk, TRANSACTION_CHUNK } from './updateCampaigns';

/**
 * How long one call keeps taking new chunks (ms): well inside the time-out, and short enough that the
 * list shows its progress as the calls answer.
 */
export const MATCH_SLICE_MS = 20_000;

/**
 * The caller's campaigns matching the list's filters, in a stable order that survives the change
 * itself (a paused campaign leaving the "active" filter does not shift the next page): by id. Equality
 * filters ordered by id need no composite index, whatever the search
 * (docs/decisions/0035-search-reads-its-matches.md). For `all` the query takes every status and
 * {@link isMatch} leaves the archived out, rather than a disjunction of the other statuses.
 */
function matchingQuery(uid: string, match: UpdateMatchingCampaignsPayload['match']): Query {
  let query: Query = getFirestore().collection(`users/${uid}/campaigns`);
  if (match.status !== 'all') query = query.where('status', '==', match.status);
  const term = normaliseSearchTerm(match.search);
  if (term) query = query.where(new FieldPath(NAME_PREFIXES_FIELD, term), '==', true);
  return query.orderBy(FieldPath.documentId()).select('name', 'status');
}

/** Whether a campaign the query read matches the filters: `all` lists every status but archived. */
function isMatch(match: UpdateMatchingCampaignsPayload['match'], doc: QueryDocumentSnapshot): boolean {
  return match.status !== 'all' || (LISTED_STATUSES as readonly unknown[]).includes(doc.get('status'));
}

/**
 * `updateMatchingCampaigns({ match, change, after })` (docs/product-rules.md §10.1, "all that match"):
 * pauses, resumes, archives or restores every campaign of the caller's account that matches the list's
 * filters, however many: each call works through chunks of `TRANSACTION_CHUNK` (the same transactions,
 * history and network rules as `updateCampaigns`) for `MATCH_SLICE_MS`, and answers where the next call
 * resumes. What a call changed stays changed whatever happens to the next.
 * @returns the results of the campaigns this call reached, and `resumeAfter` (null when done).
 * @throws HttpsError `unauthenticated`, `failed-precondition`, `permission-denied` (plan or role),
 *   `invalid-argument` (payload; `after` not one of the caller's campaigns).
 */
export async function updateMatchingCampaignsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
  clock: () => number = Date.now,
): Promise<UpdateMatchingCampaignsResponse> {
  requireVerifiedUid(request);
  const { match, change, after } = parsePayload(updateMatchingCampaignsPayloadSchema, request.data);
  const { uid: callerUid, accountId: uid } = await requireAccountAccess(
    request,
    'campaigns',
    'Your plan does not include campaigns.',
  );
  const author = changeAuthor(request, callerUid, now);
  const budget = new TimeBudget(BULK_TIMEOUT_SECONDS, clock);
  const sliceEnds = clock() + MATCH_SLICE_MS;
  const query = matchingQuery(uid, match).limit(TRANSACTION_CHUNK);
  if (after && !(await getFirestore().doc(`users/${uid}/campaigns/${after}`).get()).exists)
    throw new HttpsError('invalid-argument', 'Where to resume is not one of your campaigns.');
  let cursor: string | null = after ?? null;
  const results: UpdateMatchingCampaignsResponse['results'][number][] = [];
  while (clock() < sliceEnds) {
    budget.check({ results });
    const page = await (cursor ? query.startAfter(cursor) : query).get();
    const matches = page.docs.filter((doc) => isMatch(match, doc));
    const names = new Map(matches.map((doc) => [doc.id, String(doc.get('name') ?? '')]));
    const chunk = await changeChunk(
      uid,
      matches.map((doc) => doc.ref),
      change,
      author,
    );
    results.push(
      ...chunk.map((result) =>
        result.outcome === 'refused' ? { ...result, name: names.get(result.id) } : result,
      ),
    );
    if (page.docs.length < TRANSACTION_CHUNK) return { results, resumeAfter: null };
    cursor = page.docs[page.docs.length - 1]?.id ?? null;
  }
  return { results, resumeAfter: cursor };
}
