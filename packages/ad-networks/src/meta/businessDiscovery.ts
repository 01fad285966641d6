/**
 * Instagram creators read through Meta's business discovery (docs/decisions/0053-instagram-creators.md):
 * the advertiser's own Instagram professional accounts (those linked to the Pages they manage), and
 * another professional account's public figures and recent media, asked by username through one of
 * them. Every answer is checked with zod; the engagement is computed here, the same for every creator.
 */
import { z } from 'zod';
import { AdNetworkError } from '../connector';
import { INSTAGRAM_USERNAME } from '../instagramUsername';
import { userGraph } from './graphApi';
import { callGraph } from './graphCall';
import { listMetaPagesWithInstagram, type MetaPageAccess } from './metaPages';

/** How many of a creator's most recent media the product reads. */
export const CREATOR_RECENT_MEDIA = 12;

/** One of the advertiser's Instagram professional accounts, and the Page it is linked to. */
export interface InstagramAccount {
  readonly igUserId: string;
  readonly username: string;
  readonly pageId: string;
  readonly pageName: string;
}

/** One of a creator's recent media. */
export interface CreatorMedia {
  readonly id: string;
  readonly caption: string;
  /** `IMAGE`, `VIDEO` or `CAROUSEL_ALBUM`, as Meta names them. */
  readonly mediaType: string;
  readonly postedAt: Date;
  readonly likes: number;
  readonly comments: number;
  readonly permalink: string | null;
}

/** A creator's public figures on Instagram, as business discovery answers them. */
export interface InstagramCreator {
  readonly igUserId: string;
  readonly username: string;
  readonly name: string;
  readonly biography: string;
  readonly followers: number;
  readonly mediaCount: number;
  /** The newest first, at most {@link CREATOR_RECENT_MEDIA}. */
  readonly recentMedia: readonly CreatorMedia[];
  /** Likes and comments per post over the recent media, in percent of followers; null without either. */
  readonly engagementRate: number | null;
  /** Posts a week over the span of the recent media (to `now`); 0 without media. */
  readonly postsPerWeek: number;
}

const igId = z.string().regex(/^\d{1,30}$/u);

const mediaSchema = z.object({
  id: igId,
  caption: z.string().default(''),
  media_type: z.string(),
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  like_count: z.number().int().nonnegative().default(0),
  comments_count: z.number().int().nonnegative().default(0),
  permalink: z.string().startsWith('https://').optional(),
});

const discoverySchema = z.object({
  business_discovery: z.object({
    id: igId,
    username: z.string(),
    name: z.string().default(''),
    biography: z.string().default(''),
    followers_count: z.number().int().nonnegative(),
    media_count: z.number().int().nonnegative(),
    media: z.object({ data: z.array(mediaSchema) }).optional(),
  }),
});

/** The fields of a business discovery of `username` (checked first: it is written into the request). */
export function businessDiscoveryFields(username: string): string {
  return (
    `business_discovery.username(${username}){id,username,name,biography,followers_count,media_count,` +
    `media.limit(${CREATOR_RECENT_MEDIA}){id,caption,media_type,timestamp,like_count,comments_count,permalink}}`
  );
}

/**
 * The Instagram professional accounts linked to the Pages the person manages (`GET /me/accounts`
 * with `instagram_business_account`), by username.
 * @throws AdNetworkError `permissionRevoked` without the Pages' permissions, and as any Graph API call
 */
export async function listInstagramAccounts(access: MetaPageAccess): Promise<InstagramAccount[]> {
  return (await listMetaPagesWithInstagram(access))
    .flatMap(({ id, name, instagram }) =>
      instagram ? [{ igUserId: instagram.id, username: instagram.username, pageId: id, pageName: name }] : [],
    )
    .sort((a, b) => a.username.localeCompare(b.username));
}

/** Likes and comments per post in percent of followers, to two decimals; null without posts or followers. */
export function engagementRate(
  media: readonly Pick<CreatorMedia, 'likes' | 'comments'>[],
  followers: number,
): number | null {
  if (media.length === 0 || followers === 0) return null;
  const interactions = media.reduce((sum, post) => sum + post.likes + post.comments, 0);
  return Math.round((interactions / media.length / followers) * 10_000) / 100;
}

/** Posts a week over the span from the oldest of `media` to `now`, to one decimal (a week at least). */
export function postsPerWeek(media: readonly Pick<CreatorMedia, 'postedAt'>[], now: Date): number {
  if (media.length === 0) return 0;
  const oldest = Math.min(...media.map((post) => post.postedAt.getTime()));
  const weeks = Math.max(1, (now.getTime() - oldest) / (7 * 86_400_000));
  return Math.round((media.length / weeks) * 10) / 10;
}

/**
 * Another Instagram professional account's public figures and recent media, read through business
 * discovery on the advertiser's own account `igUserId`.
 * @throws AdNetworkError `refused` for a username Instagram does not allow; `refused` in Meta's words
 *   for an account that is not found or not professional (Meta does not tell them apart);
 *   `permissionRevoked` without Instagram's permissions, and as any Graph API call
 */
export async function discoverInstagramCreator(
  access: MetaPageAccess,
  igUserId: string,
  username: string,
  now: Date,
): Promise<InstagramCreator> {
  if (!INSTAGRAM_USERNAME.test(username))
    throw new AdNetworkError('meta', 'refused', 'Not an Instagram username.', {
      networkMessage: 'An Instagram username has only letters, digits, periods and underscores.',
    });
  const user = userGraph(access);
  const { business_discovery: found } = await callGraph(
    user,
    'GET',
    [igUserId],
    { fields: businessDiscoveryFields(username) },
    discoverySchema,
  );
  const recentMedia = (found.media?.data ?? [])
    .map((media) => ({
      id: media.id,
      caption: media.caption,
      mediaType: media.media_type,
      postedAt: new Date(media.timestamp),
      likes: media.like_count,
      comments: media.comments_count,
      permalink: media.permalink ?? null,
    }))
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime())
    .slice(0, CREATOR_RECENT_MEDIA);
  return {
    igUserId: found.id,
    username: found.username,
    name: found.name,
    biography: found.biography,
    followers: found.followers_count,
    mediaCount: found.media_count,
    recentMedia,
    engagementRate: engagementRate(recentMedia, found.followers_count),
    postsPerWeek: postsPerWeek(recentMedia, now),
  };
}
