import { callFunction } from 'shared-auth';
import type { Influencer } from '../model/influencer';
import { fetchInfluencer } from './influencerQueries';

/** A creator added or refreshed from Instagram, as the catalogue now holds them. */
export interface InstagramCreatorAdded {
  readonly influencer: Influencer;
  /** Whether the creator was in the catalogue already (their figures refreshed). */
  readonly refreshed: boolean;
}

/**
 * Why `addInstagramCreator` was refused, as the section explains it: Meta not connected, Instagram
 * creators not turned on (or their permissions withdrawn), no Instagram account linked to the
 * advertiser's Pages, Meta not answering, Meta's own refusal in its words (an account not found or
 * not professional), or anything else.
 */
export type CreatorRefusal =
  | 'notConnected'
  | 'creatorConsent'
  | 'noInstagramAccount'
  | 'unavailable'
  | { readonly refused: string }
  | 'failed';

/** The refusal an error of `addInstagramCreator` stands for (its `details.reason`, Meta's words in `details.networkMessage`). */
export function creatorRefusalOf(error: unknown): CreatorRefusal {
  const details = (error as { details?: { reason?: unknown; networkMessage?: unknown } } | null)?.details;
  const reason = details?.reason;
  if (reason === 'notConnected' || reason === 'creatorConsent' || reason === 'noInstagramAccount')
    return reason;
  if (reason === 'networkUnavailable') return 'unavailable';
  if (reason === 'refused' && typeof details?.networkMessage === 'string')
    return { refused: details.networkMessage };
  return 'failed';
}

/**
 * `addInstagramCreator`: the Instagram professional account `username` read through business
 * discovery on the advertiser's own Instagram account and kept in the catalogue
 * (docs/decisions/0053-instagram-creators.md); the creator is then read from the catalogue.
 * @throws FunctionsError `failed-precondition` (see {@link creatorRefusalOf}), `unavailable`,
 *   `invalid-argument`, `permission-denied` (plan, analyst); Error when the creator kept cannot be read
 */
export async function addInstagramCreator(username: string): Promise<InstagramCreatorAdded> {
  const { influencerId, refreshed } = (await callFunction('addInstagramCreator', { username })) as {
    influencerId: string;
    refreshed: boolean;
  };
  const influencer = await fetchInfluencer(influencerId);
  if (!influencer) throw new Error(`creator ${influencerId} was kept but cannot be read`);
  return { influencer, refreshed };
}
