import { logger } from '../logging/requestLog';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { keptAudience, PLACEMENTS } from '@adplatform/campaign-model';
import { audienceSchema, placementsSchema } from '@adplatform/campaign-model/form';
import { parsePayload } from '../callable/guards';
import { audienceNetwork, requireAudienceAccess } from './audienceNetwork';

const payloadSchema = z.strictObject({ audience: audienceSchema, placements: placementsSchema });

/** A network's estimate of an audience, and the ad account it was asked through. */
export interface NetworkEstimate {
  readonly network: 'meta';
  readonly adAccountName: string;
  /** Monthly active people, a range. */
  readonly lower: number;
  readonly upper: number;
}

/**
 * `estimateAudience({ audience, placements })` (docs/product-rules.md §10.6): how many people the ad
 * set's audience reaches, as Meta estimates it through the first ad account brought in. Null when no
 * network gives estimates here, when Meta has none ready, or when it fails: the wizard then shows the
 * local model's.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified), `permission-denied`
 *   (the plan has no campaign creation), `invalid-argument` (an audience the form would refuse).
 */
export async function estimateAudienceHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<{ estimate: NetworkEstimate | null }> {
  const accountId = await requireAudienceAccess(request);
  const { audience, placements } = parsePayload(payloadSchema, request.data);
  const network = await audienceNetwork(accountId, now);
  if (!network?.connector.estimateAudience) return { estimate: null };
  try {
    const estimate = await network.connector.estimateAudience(
      network.adAccount.id,
      keptAudience(audience),
      placements.automatic ? [...PLACEMENTS] : placements.chosen,
    );
    return {
      estimate: estimate && { network: 'meta', adAccountName: network.adAccount.name, ...estimate },
    };
  } catch (error) {
    logger.warn('Meta did not estimate the audience; the local model answers', { accountId, error });
    return { estimate: null };
  }
}
