import * as z from 'zod/mini';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

/** A document of `users/{uid}/followedAdvertisers/{advertiserId}` (validated at the trust boundary). */
export const followedAdvertiserDocSchema = z.object({
  name: z.string(),
  followedAt: timestamp,
  lastSeenAt: timestamp,
});

/** An advertiser the user follows, and when the user last looked at its ads. */
export interface FollowedAdvertiser {
  /** The advertiser's id (`advertiserIdOf` its name). */
  readonly id: string;
  readonly name: string;
  readonly followedAt: Date;
  /** The last time the user opened the advertiser's ads; ads started after it are new. */
  readonly lastSeenAt: Date;
}

/** A followed advertiser from its document, or null (logged) when the document does not match. */
export function toFollowedAdvertiser(id: string, data: unknown): FollowedAdvertiser | null {
  const parsed = followedAdvertiserDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[ad-library] skipped malformed followed advertiser ${id}`, parsed.error.issues);
    return null;
  }
  return {
    id,
    name: parsed.data.name,
    followedAt: parsed.data.followedAt.toDate(),
    lastSeenAt: parsed.data.lastSeenAt.toDate(),
  };
}
