/**
 * Posts published on the advertiser's Facebook Pages and Instagram accounts
 * (docs/decisions/0055-meta-publishing.md). A Page post goes to `/{page-id}/feed` or, with a picture,
 * `/{page-id}/photos`, with the Page's token, published now or scheduled by Meta
 * (`scheduled_publish_time`). An Instagram post is made in two steps: a media container
 * (`POST /{ig-user-id}/media`: an image, a reel, or a carousel of containers), then, once Meta has
 * finished it, `POST /{ig-user-id}/media_publish`, within the account's publishing limit.
 */
import { z } from 'zod';
import { userGraph } from './graphApi';
import { callGraph } from './graphCall';
import { pageApi, type MetaPageAccess } from './metaPages';

/** How far ahead Meta schedules a Page post: from 10 minutes to 30 days. */
export const PAGE_SCHEDULE_MIN_MS = 10 * 60 * 1000;
export const PAGE_SCHEDULE_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/** The most items of an Instagram carousel. */
export const INSTAGRAM_CAROUSEL_MAX = 10;

/** A post for a Facebook Page: its text, and a link or a picture (an https URL Meta fetches). */
export interface PagePostDraft {
  readonly message: string;
  readonly link?: string;
  readonly imageUrl?: string;
  /** When Meta publishes it; absent: now. */
  readonly scheduledAt?: Date;
}

/** What an Instagram post shows: a picture, a reel (a video), or a carousel of pictures and videos. */
export type InstagramMedia =
  | { readonly kind: 'image'; readonly imageUrl: string }
  | { readonly kind: 'reel'; readonly videoUrl: string }
  | {
      readonly kind: 'carousel';
      readonly items: readonly ({ readonly imageUrl: string } | { readonly videoUrl: string })[];
    };

/** A container's state on Meta: `FINISHED` can be published; `ERROR` and `EXPIRED` never will. */
export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

/** An Instagram account's publishing limit: posts used and allowed in the rolling window. */
export interface PublishingLimit {
  readonly used: number;
  readonly total: number;
  /** The window's length, in seconds (a day). */
  readonly windowSeconds: number;
}

const idSchema = z.object({ id: z.string().regex(/^[\d_]+$/u) });
const photoSchema = z.object({
  id: z.string().regex(/^\d+$/u),
  post_id: z
    .string()
    .regex(/^[\d_]+$/u)
    .optional(),
});
const statusSchema = z.object({
  status_code: z.enum(['IN_PROGRESS', 'FINISHED', 'ERROR', 'EXPIRED', 'PUBLISHED']),
  status: z.string().optional(),
});
const limitSchema = z.object({
  data: z
    .array(
      z.object({
        quota_usage: z.number().int().nonnegative(),
        config: z.object({
          quota_total: z.number().int().positive(),
          quota_duration: z.number().int().positive(),
        }),
      }),
    )
    .min(1),
});
const permalinkSchema = z.object({ permalink: z.string().startsWith('https://') });
const pagePermalinkSchema = z.object({ permalink_url: z.string().startsWith('https://') });

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * Publishes (or schedules) a post on the Page with its own token: `/{page-id}/photos` with a picture,
 * `/{page-id}/feed` otherwise.
 * @returns the post's id (`{page-id}_{post-id}`)
 * @throws AdNetworkError as any Graph API call (`refused`, in Meta's words, for a time Meta does not
 *   schedule at or a picture it cannot fetch)
 */
export async function publishPagePost(
  access: MetaPageAccess,
  pageId: string,
  post: PagePostDraft,
): Promise<string> {
  const page = await pageApi(access, pageId);
  const when = post.scheduledAt
    ? { published: false, scheduled_publish_time: unixSeconds(post.scheduledAt) }
    : { published: true };
  if (post.imageUrl) {
    const photo = await callGraph(
      page,
      'POST',
      [pageId, 'photos'],
      { url: post.imageUrl, caption: post.message, ...when },
      photoSchema,
    );
    return photo.post_id ?? `${pageId}_${photo.id}`;
  }
  const { id } = await callGraph(
    page,
    'POST',
    [pageId, 'feed'],
    { message: post.message, ...(post.link ? { link: post.link } : {}), ...when },
    idSchema,
  );
  return id;
}

/** The public address of a Page post. @throws AdNetworkError as any Graph API call */
export async function pagePostPermalink(
  access: MetaPageAccess,
  pageId: string,
  postId: string,
): Promise<string> {
  const page = await pageApi(access, pageId);
  return (await callGraph(page, 'GET', [postId], { fields: 'permalink_url' }, pagePermalinkSchema))
    .permalink_url;
}

/**
 * Makes the media container of an Instagram post (`POST /{ig-user-id}/media`); a carousel's items are
 * containers of their own first.
 * @returns the container's id, to publish once {@link instagramContainerStatus} says `FINISHED`
 * @throws RangeError for a carousel of fewer than 2 or more than {@link INSTAGRAM_CAROUSEL_MAX} items;
 *   AdNetworkError as any Graph API call
 */
export async function createInstagramContainer(
  access: MetaPageAccess,
  igUserId: string,
  media: InstagramMedia,
  caption: string,
): Promise<string> {
  const api = userGraph(access);
  const make = async (params: Record<string, unknown>) =>
    (await callGraph(api, 'POST', [igUserId, 'media'], params, idSchema)).id;
  if (media.kind === 'image') return make({ image_url: media.imageUrl, caption });
  if (media.kind === 'reel') return make({ media_type: 'REELS', video_url: media.videoUrl, caption });
  if (media.items.length < 2 || media.items.length > INSTAGRAM_CAROUSEL_MAX)
    throw new RangeError(`A carousel has 2 to ${INSTAGRAM_CAROUSEL_MAX} items.`);
  const children: string[] = [];
  for (const item of media.items)
    children.push(
      await make(
        'imageUrl' in item
          ? { image_url: item.imageUrl, is_carousel_item: true }
          : { media_type: 'VIDEO', video_url: item.videoUrl, is_carousel_item: true },
      ),
    );
  return make({ media_type: 'CAROUSEL', children: children.join(','), caption });
}

/** Where Meta is with a container (`GET /{container-id}?fields=status_code`). @throws AdNetworkError */
export async function instagramContainerStatus(
  access: MetaPageAccess,
  containerId: string,
): Promise<ContainerStatus> {
  const api = userGraph(access);
  return (await callGraph(api, 'GET', [containerId], { fields: 'status_code,status' }, statusSchema))
    .status_code;
}

/**
 * Publishes a finished container (`POST /{ig-user-id}/media_publish`).
 * @returns the Instagram media's id
 * @throws AdNetworkError `refused`, in Meta's words, for a container not finished or an account past
 *   its publishing limit; as any Graph API call
 */
export async function publishInstagramContainer(
  access: MetaPageAccess,
  igUserId: string,
  containerId: string,
): Promise<string> {
  const api = userGraph(access);
  return (await callGraph(api, 'POST', [igUserId, 'media_publish'], { creation_id: containerId }, idSchema))
    .id;
}

/** The account's publishing limit (`GET /{ig-user-id}/content_publishing_limit`). @throws AdNetworkError */
export async function instagramPublishingLimit(
  access: MetaPageAccess,
  igUserId: string,
): Promise<PublishingLimit> {
  const api = userGraph(access);
  const { data } = await callGraph(
    api,
    'GET',
    [igUserId, 'content_publishing_limit'],
    { fields: 'config,quota_usage' },
    limitSchema,
  );
  const [limit] = data;
  return {
    used: limit!.quota_usage,
    total: limit!.config.quota_total,
    windowSeconds: limit!.config.quota_duration,
  };
}

/** The public address of a published Instagram media. @throws AdNetworkError as any Graph API call */
export async function instagramPermalink(access: MetaPageAccess, mediaId: string): Promise<string> {
  const api = userGraph(access);
  return (await callGraph(api, 'GET', [mediaId], { fields: 'permalink' }, permalinkSchema)).permalink;
}
