/**
 * A creator read from Instagram's business discovery as the product keeps it in `influencers/ig_{id}`
 * (docs/decisions/0053-instagram-creators.md): the catalogue's fields Instagram gives, each dated, and
 * null for what it does not give of another account (niche, audience, views, price).
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  engagementBand,
  followerTier,
  influencerSearchTokens,
  RECENT_POSTS_MAX,
} from '@adplatform/influencer-model';
import type { InstagramCreator } from '@adplatform/ad-networks/meta';

/** The id in `influencers/` of the Instagram account `igUserId`. */
export const instagramCreatorId = (igUserId: string): string => `ig_${igUserId}`;

/**
 * The currency of a brief sent to a creator read from Instagram: Instagram gives no price, so the
 * fee is agreed in the catalogue's own currency.
 */
export const INSTAGRAM_CREATOR_CURRENCY = 'USD';

/**
 * The whole document of `influencers/ig_{id}` for `creator` as read at `now`; a refresh writes it
 * again, so figures Instagram no longer gives are not kept.
 */
export function instagramCreatorFields(creator: InstagramCreator, now: Date): Record<string, unknown> {
  const displayName = creator.name.trim() || creator.username;
  const handle = `@${creator.username}`;
  const rate = creator.engagementRate;
  return {
    handle,
    displayName,
    platform: 'instagram',
    source: 'instagram',
    igUserId: creator.igUserId,
    profileUrl: `https://www.instagram.com/${creator.username}/`,
    niche: null,
    audienceCountry: null,
    followers: creator.followers,
    followerTier: followerTier(creator.followers),
    mediaCount: creator.mediaCount,
    engagementRate: rate,
    engagementBand: rate === null ? null : engagementBand(rate),
    avgViews: null,
    postsPerWeek: creator.postsPerWeek,
    priceFromMinor: null,
    currency: INSTAGRAM_CREATOR_CURRENCY,
    bio: creator.biography,
    searchTokens: influencerSearchTokens(displayName, handle),
    metricsUpdatedAt: Timestamp.fromDate(now),
    recentPosts: creator.recentMedia.slice(0, RECENT_POSTS_MAX).map((media) => ({
      postedAt: Timestamp.fromDate(media.postedAt),
      caption: media.caption,
      likes: media.likes,
      comments: media.comments,
      views: null,
      permalink: media.permalink,
    })),
  };
}
