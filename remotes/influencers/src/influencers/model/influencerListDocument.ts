import * as z from 'zod/mini';
import { INFLUENCER_LIST_MAX, INFLUENCER_LIST_NAME_MAX } from '@adplatform/influencer-model';

/** The id of a catalogue creator as a list keeps it (`influencers/{id}`). */
export const INFLUENCER_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A list of creators as the client writes it to `users/{uid}/influencerLists/{id}` (the server stamps
 * `createdAt` and `updatedAt`): a trimmed name of 1–`INFLUENCER_LIST_NAME_MAX` characters and at most
 * `INFLUENCER_LIST_MAX` distinct creator ids. firestore.rules `validInfluencerList` enforces the same.
 */
export const influencerListDocumentSchema = z.strictObject({
  name: z.string().check(
    z.minLength(1),
    z.maxLength(INFLUENCER_LIST_NAME_MAX),
    z.refine((name) => name.trim() === name),
  ),
  influencerIds: z.array(z.string().check(z.regex(INFLUENCER_ID_PATTERN))).check(
    z.maxLength(INFLUENCER_LIST_MAX),
    z.refine((ids) => new Set(ids).size === ids.length),
  ),
});

/** A list of creators: its id, name and the creators' ids in the order they were added. */
export interface InfluencerList {
  readonly id: string;
  readonly name: string;
  readonly influencerIds: readonly string[];
}
