import { firestore } from 'shared-auth';
import { normaliseSearchTerm, SEARCH_MATCH_MAX } from '@adplatform/campaign-model';
import type { CursorPage, PageCursor } from 'shared-ui';
import { compareCampaignRows } from '../model/campaignOrder';
import { CAMPAIGN_PAGE_SIZE } from '../model/campaignQuery';
import { toCampaignRow, type CampaignRow } from '../model/campaignRow';
import { campaignFilters, type UserCampaignQuery } from './campaignFilters';

/**
 * The matches of the last search read, by its filters (account, status, term): a new sort, the next
 * page, the count and the totals row take them without reading again, until the filters change or
 * the list forgets them after a change ({@link forgetSearchMatches}).
 */
let kept: { readonly key: string; readonly rows: Promise<CampaignRow[]> } | null = null;

const filterKey = (query: UserCampaignQuery): string =>
  JSON.stringify([query.uid, query.status, normaliseSearchTerm(query.search)]);

/** Reads a search's matches: one query of equalities, at most `SEARCH_MATCH_MAX` documents. */
async function readMatches(query: UserCampaignQuery): Promise<CampaignRow[]> {
  const { db, sdk } = await firestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'users', query.uid, 'campaigns'),
      ...campaignFilters(sdk, query, { ordered: false }),
      sdk.limit(SEARCH_MATCH_MAX),
    ),
  );
  return snapshot.docs
    .map((doc) => toCampaignRow(doc.id, doc.data()))
    .filter((row): row is CampaignRow => row !== null);
}

/**
 * Every campaign a search matches, up to `SEARCH_MATCH_MAX`, unordered; read once for its filters
 * (docs/decisions/0035-search-reads-its-matches.md). A failed read is not kept.
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export function searchMatches(query: UserCampaignQuery): Promise<readonly CampaignRow[]> {
  const key = filterKey(query);
  if (kept?.key === key) return kept.rows;
  const rows = readMatches(query);
  kept = { key, rows };
  rows.catch(() => {
    if (kept?.rows === rows) kept = null;
  });
  return rows;
}

/**
 * Every campaign `query`'s search matches, when a read of its matches holds them all (fewer than
 * `SEARCH_MATCH_MAX` came): what the count and the totals row take instead of an aggregation query.
 * @returns the matches, or null without a search term or when more match than one read holds
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function everySearchMatch(query: UserCampaignQuery): Promise<readonly CampaignRow[] | null> {
  if (!normaliseSearchTerm(query.search)) return null;
  const matches = await searchMatches(query);
  return matches.length < SEARCH_MATCH_MAX ? matches : null;
}

/** Forgets the matches kept, so the next read of the list sees a change just made. */
export function forgetSearchMatches(): void {
  kept = null;
}

/**
 * A search's matches in the list's order (the sort field, then the id, as the indexes order).
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function orderedSearchMatches(query: UserCampaignQuery): Promise<CampaignRow[]> {
  return [...(await searchMatches(query))].sort(compareCampaignRows(query));
}

/**
 * One page of a search's matches in the list's order.
 * @param after - where the page starts (the `nextCursor` of the page before), or null for the first
 * @throws FirebaseError `permission-denied` when the rules refuse.
 */
export async function fetchSearchPage(
  query: UserCampaignQuery,
  after: PageCursor | null,
): Promise<CursorPage<CampaignRow>> {
  const matches = await orderedSearchMatches(query);
  const start = typeof after === 'number' ? after : 0;
  const end = start + CAMPAIGN_PAGE_SIZE;
  return { rows: matches.slice(start, end), nextCursor: end < matches.length ? end : null };
}
