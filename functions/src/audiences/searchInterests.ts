import { logger } from '../logging/requestLog';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  CATALOGUE_LANGUAGES,
  searchCatalogue,
  type InterestChoice,
} from '@adplatform/campaign-model/interests';
import { parsePayload } from '../callable/guards';
import { audienceNetwork, requireAudienceAccess } from './audienceNetwork';

/** The most interests one search answers. */
export const INTERESTS_SERVED = 25;
/**
 * The people Meta's interest sizes are counted among (its monthly active people worldwide, rounded):
 * an interest's share of them is the share the local model narrows by (docs/product-rules.md §10.6).
 */
export const META_PEOPLE_WORLDWIDE = 3_000_000_000;

const payloadSchema = z.strictObject({
  query: z.string().trim().max(80),
  language: z.enum(CATALOGUE_LANGUAGES).default('en-us'),
});

/** Where the interests came from: Meta's targeting search, or the product's catalogue. */
export interface SearchInterestsResponse {
  readonly source: 'meta' | 'catalogue';
  readonly interests: readonly InterestChoice[];
}

/**
 * `searchInterests({ query, language })` (docs/product-rules.md §10.6): the interests an audience may
 * narrow to, named in `language`. With Meta connected, Meta's own (its ids, sizes and taxonomy; an
 * empty query answers none, as Meta searches by name); otherwise, or when Meta fails to answer, the
 * product's catalogue.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified), `permission-denied`
 *   (the plan has no campaign creation), `invalid-argument` (a query over 80 characters).
 */
export async function searchInterestsHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<SearchInterestsResponse> {
  const accountId = await requireAudienceAccess(request);
  const { query, language } = parsePayload(payloadSchema, request.data);
  const network = await audienceNetwork(accountId, now);
  if (network?.connector.searchInterests) {
    if (query === '') return { source: 'meta', interests: [] };
    try {
      const found = await network.connector.searchInterests(query, language, INTERESTS_SERVED);
      return {
        source: 'meta',
        interests: found.map(({ id, name, path, audienceSize }) => ({
          id,
          name,
          path,
          audienceShare: audienceSize
            ? Math.min(1, (audienceSize.lower + audienceSize.upper) / 2 / META_PEOPLE_WORLDWIDE)
            : 0,
        })),
      };
    } catch (error) {
      logger.warn('Meta interests not searched; the catalogue answers', { accountId, error });
    }
  }
  return { source: 'catalogue', interests: searchCatalogue(query, language, INTERESTS_SERVED) };
}
