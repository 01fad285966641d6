/**
 * `searchAdLibrary`: a search of Meta's Ad Library (`ads_archive`) through the account's Meta
 * connection (docs/decisions/0052-meta-ad-library.md). Each ad found is kept in `ads/meta_{id}`, so
 * its detail has a link, it can be saved to a board and its advertiser followed like any ad of the
 * library (docs/product-rules.md §10.4).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { type HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  AD_COUNTRIES,
  META_LIBRARY_AD_TYPES,
  META_LIBRARY_COUNTRIES_MAX,
  META_LIBRARY_PLATFORMS,
  META_LIBRARY_TERMS_MAX,
  metaLibraryAdId,
} from '@adplatform/ad-library-model';
import type { AdArchiveQuery } from '@adplatform/ad-networks/meta';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';
import { metaAccess, metaUserToken } from '../adNetworks/metaApp';
import { networkRefusal } from '../adNetworks/networkRefusal';
import { metaLibraryAdFields } from './metaLibraryAd';

const PLAN_MESSAGE = 'Your plan does not include the ad library.';

const payloadSchema = z.strictObject({
  searchTerms: z.string().trim().max(META_LIBRARY_TERMS_MAX),
  countries: z
    .array(z.enum(AD_COUNTRIES))
    .min(1)
    .max(META_LIBRARY_COUNTRIES_MAX)
    .transform((countries) => [...new Set(countries)]),
  adType: z.enum(META_LIBRARY_AD_TYPES),
  activity: z.enum(['all', 'active', 'inactive']),
  platforms: z.array(z.enum(META_LIBRARY_PLATFORMS)).max(META_LIBRARY_PLATFORMS.length),
  /** The cursor of the page before, as the last answer gave it. */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_=-]{1,512}$/u)
    .optional(),
});

/** The product's search in Meta's parameters. */
function archiveQuery(payload: z.infer<typeof payloadSchema>): AdArchiveQuery {
  return {
    searchTerms: payload.searchTerms,
    countries: payload.countries,
    adType: payload.adType === 'political' ? 'POLITICAL_AND_ISSUE_ADS' : 'ALL',
    activeStatus: payload.activity === 'all' ? 'ALL' : payload.activity === 'active' ? 'ACTIVE' : 'INACTIVE',
    platforms: [...new Set(payload.platforms)].map(
      (platform) => platform.toUpperCase() as AdArchiveQuery['platforms'][number],
    ),
  };
}

/** A Meta failure as the library explains it: the person not allowed to search, or Meta not answering. */
const libraryRefusal = (error: unknown): HttpsError =>
  networkRefusal(error, 'Meta', {
    message: 'Meta has not allowed your account to search its Ad Library. Confirm your identity on Meta.',
    reason: 'libraryAccess',
  });

/**
 * `searchAdLibrary({ searchTerms, countries, adType, activity, platforms, after? })`: one page of
 * Meta's Ad Library (at most 25 ads, the newest first), each ad kept in `ads/meta_{id}`.
 * @returns the ids in `ads/` of the page's ads, in Meta's order, and the cursor of the next page
 *   (null after the last)
 * @throws HttpsError `invalid-argument` (payload), `unauthenticated`, `permission-denied` (plan),
 *   `failed-precondition` (`details.reason` `notConnected`, `libraryAccess`, `refused` in Meta's words),
 *   `unavailable` (`networkUnavailable`).
 */
export async function searchAdLibraryHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ adIds: string[]; next: string | null }> {
  const payload = parsePayload(payloadSchema, request.data);
  const { accountId } = await requireAccountAccess(request, 'adLibrary', PLAN_MESSAGE, 'read');
  const userToken = await metaUserToken(accountId);
  const { meta, graphOrigin } = await metaAccess();
  const { ads, next } = await meta
    .searchAdArchive({ graphOrigin, userToken }, archiveQuery(payload), payload.after)
    .catch((error: unknown) => {
      throw libraryRefusal(error);
    });
  const batch = getFirestore().batch();
  for (const ad of ads)
    batch.set(
      getFirestore().collection('ads').doc(metaLibraryAdId(ad.id)),
      metaLibraryAdFields(ad, payload.countries, now),
      { merge: true },
    );
  await batch.commit();
  return { adIds: ads.map((ad) => metaLibraryAdId(ad.id)), next };
}
