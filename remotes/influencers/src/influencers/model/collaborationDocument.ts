import * as z from 'zod/mini';
import type { Influencer } from './influencer';
import { CONNECTION_MESSAGE_MAX } from './influencerCatalogue';

/**
 * A connection request as the client creates it at `users/{uid}/collaborations/{influencer.id}` (the
 * server stamps `createdAt` and `updatedAt`): status `invited`, a message of 1–`CONNECTION_MESSAGE_MAX`
 * characters, and the influencer's id, handle, display name and platform exactly as the catalogue has
 * them (no other name can be shown as theirs). firestore.rules `validNewCollaboration` enforces the same.
 */
export function newCollaborationDocumentSchema(
  influencer: Pick<Influencer, 'id' | 'handle' | 'displayName' | 'platform'>,
) {
  return z.strictObject({
    influencerId: z.literal(influencer.id),
    handle: z.literal(influencer.handle),
    displayName: z.literal(influencer.displayName),
    platform: z.literal(influencer.platform),
    status: z.literal('invited'),
    message: z.string().check(z.minLength(1), z.maxLength(CONNECTION_MESSAGE_MAX)),
  });
}
