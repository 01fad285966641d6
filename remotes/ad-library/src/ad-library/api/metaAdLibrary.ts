import { callFunction } from 'shared-auth';
import type { MetaLibraryQuery } from '@adplatform/ad-library-model';
import type { Ad } from '../model/ad';
import { fetchAdsByIds } from './adQueries';

/** One page of a search of Meta's Ad Library: its ads, and the cursor of the next page. */
export interface MetaLibraryPage {
  readonly ads: Ad[];
  /** Null after the last page. */
  readonly next: string | null;
}

/**
 * `searchAdLibrary`: one page (at most 25 ads, the newest first) of Meta's Ad Library through the
 * account's Meta connection; the server keeps each ad in the library, and they are read from there
 * (docs/decisions/0052-meta-ad-library.md).
 * @param after - the cursor the page before gave, or null for the first page
 * @throws FunctionsError `failed-precondition` (`details.reason` `notConnected`, `libraryAccess`,
 *   `refused`), `unavailable` (`networkUnavailable`), `permission-denied` (plan).
 */
export async function searchMetaAdLibrary(
  query: MetaLibraryQuery,
  after: string | null,
): Promise<MetaLibraryPage> {
  const { adIds, next } = (await callFunction('searchAdLibrary', {
    ...query,
    ...(after ? { after } : {}),
  })) as { adIds: string[]; next: string | null };
  return { ads: await fetchAdsByIds(adIds), next };
}

/**
 * The reason `searchAdLibrary` gave for refusing a call (its `details.reason`: `notConnected`,
 * `libraryAccess`, `refused`, `networkUnavailable`), or null when it gave none. Kept in this remote:
 * shared-auth holds the session contract alone (docs/architecture.md).
 */
export function refusalReason(error: unknown): string | null {
  const details = (error as { details?: { reason?: unknown } } | null)?.details;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** Meta's own words of a `refused` answer (its `details.networkMessage`), or null when it gave none. */
export function networkWordsOf(error: unknown): string | null {
  const details = (error as { details?: { networkMessage?: unknown } } | null)?.details;
  return typeof details?.networkMessage === 'string' ? details.networkMessage : null;
}
