/**
 * The Meta stand-in's publishing: posts on Facebook Pages (`feed`, `photos`, published now or
 * scheduled between 10 minutes and 30 days ahead, then published by "Meta" when their time comes),
 * and Instagram's two steps (a media container, finished at once for a picture and after a few status
 * reads for a video, then `media_publish`) within a publishing limit of 100 posts a day.
 */

/** A Graph API error as the stand-in answers it. */
export interface PublishingRefusal {
  readonly message: string;
  readonly code: number;
  readonly error_subcode?: number;
  readonly error_user_title?: string;
  readonly error_user_msg?: string;
}

/** Posts an Instagram account may publish in a rolling day. */
export const INSTAGRAM_DAILY_LIMIT = 100;
const DAY_MS = 86_400_000;
/** How many status reads a video container stays in progress. */
const VIDEO_PROCESSING_READS = 2;

/** A Page post as the stand-in keeps it. */
export interface StandInPagePost {
  readonly id: string;
  readonly pageId: string;
  readonly message: string;
  readonly link: string | null;
  readonly imageUrl: string | null;
  /** When it was (or will be) published, ms since the epoch. */
  readonly publishAt: number;
  readonly scheduled: boolean;
}

interface Container {
  readonly id: string;
  readonly igUserId: string;
  readonly kind: 'IMAGE' | 'REELS' | 'VIDEO' | 'CAROUSEL';
  readonly caption: string;
  readonly carouselItem: boolean;
  reads: number;
  published: boolean;
}

interface InstagramPost {
  readonly id: string;
  readonly igUserId: string;
  readonly containerId: string;
  readonly kind: Container['kind'];
  readonly caption: string;
  readonly publishedAt: number;
}

const fetchable = (url: string | undefined): boolean =>
  /^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost)[:/]/u.test(url ?? '');

const invalid = (message: string, userMessage?: string): PublishingRefusal => ({
  message: `(#100) ${message}`,
  code: 100,
  ...(userMessage ? { error_user_msg: userMessage } : {}),
});

/** The stand-in's publishing on Pages and Instagram. */
export function createPublishing() {
  const pagePosts = new Map<string, StandInPagePost>();
  const containers = new Map<string, Container>();
  const instagramPosts = new Map<string, InstagramPost>();
  let next = 1;
  const nextId = () => String(next++);

  const publishedInDay = (igUserId: string, now: number): number =>
    [...instagramPosts.values()].filter(
      (post) => post.igUserId === igUserId && post.publishedAt > now - DAY_MS,
    ).length;

  const finished = (container: Container): boolean =>
    container.kind === 'IMAGE' || container.kind === 'CAROUSEL' || container.reads > VIDEO_PROCESSING_READS;

  return {
    /** `POST /{page-id}/feed` or `/photos` (`photo`): the post kept, or Meta's refusal. */
    postOnPage(
      pageId: string,
      params: Readonly<Record<string, string | undefined>>,
      photo: boolean,
      now: Date,
    ): { post: StandInPagePost } | { error: PublishingRefusal } {
      const message = (photo ? params.caption : params.message) ?? '';
      if (photo && !fetchable(params.url))
        return { error: { message: '(#324) Missing or invalid image file', code: 324 } };
      if (!photo && !message.trim() && !params.link)
        return { error: invalid('Param message or link is required') };
      if (params.link !== undefined && !fetchable(params.link))
        return { error: invalid('Param link must be a URL') };
      const scheduled = params.published === 'false';
      let publishAt = now.getTime();
      if (scheduled) {
        publishAt = Number(params.scheduled_publish_time) * 1000;
        const ahead = publishAt - now.getTime();
        if (!Number.isFinite(publishAt) || ahead < 10 * 60 * 1000 || ahead > 30 * DAY_MS)
          return {
            error: invalid(
              'The specified scheduled publish time is invalid.',
              'Choose a time between 10 minutes and 30 days from now.',
            ),
          };
      }
      const post: StandInPagePost = {
        id: `${pageId}_${nextId()}`,
        pageId,
        message,
        link: params.link ?? null,
        imageUrl: photo ? params.url! : null,
        publishAt,
        scheduled,
      };
      pagePosts.set(post.id, post);
      return { post };
    },
    /** A Page post with the fields Meta answers, or undefined. */
    pagePost(id: string, now: Date) {
      const post = pagePosts.get(id);
      if (!post) return undefined;
      const [pageId, postId] = post.id.split('_');
      return {
        id: post.id,
        message: post.message,
        is_published: post.publishAt <= now.getTime(),
        scheduled_publish_time: post.scheduled ? Math.floor(post.publishAt / 1000) : undefined,
        permalink_url: `https://www.facebook.com/${pageId}/posts/${postId}`,
      };
    },
    /** The Page's posts, newest first, as the tests read them: published once their time has come. */
    postsOfPage(pageId: string, now: Date) {
      return [...pagePosts.values()]
        .filter((post) => post.pageId === pageId)
        .sort((a, b) => b.publishAt - a.publishAt)
        .map((post) => ({ ...post, published: post.publishAt <= now.getTime() }));
    },
    /** `POST /{ig-user-id}/media`: a container, or Meta's refusal. */
    makeContainer(
      igUserId: string,
      params: Readonly<Record<string, string | undefined>>,
    ): { id: string } | { error: PublishingRefusal } {
      const type = params.media_type ?? 'IMAGE';
      const carouselItem = params.is_carousel_item === 'true';
      let kind: Container['kind'];
      if (type === 'IMAGE') {
        if (!fetchable(params.image_url))
          return { error: invalid('Param image_url is required and must be a URL') };
        kind = 'IMAGE';
      } else if (type === 'REELS' || type === 'VIDEO') {
        if (!fetchable(params.video_url))
          return { error: invalid('Param video_url is required and must be a URL') };
        kind = type;
      } else if (type === 'CAROUSEL') {
        const children = (params.children ?? '').split(',').filter(Boolean);
        const valid = children.every((id) => {
          const child = containers.get(id);
          return child?.igUserId === igUserId && child.carouselItem;
        });
        if (children.length < 2 || children.length > 10 || !valid)
          return { error: invalid('A carousel needs 2 to 10 items made for it') };
        kind = 'CAROUSEL';
      } else {
        return { error: invalid('Param media_type must be one of {IMAGE, REELS, VIDEO, CAROUSEL}') };
      }
      const id = `18${String(next++).padStart(15, '0')}`;
      containers.set(id, {
        id,
        igUserId,
        kind,
        caption: params.caption ?? '',
        carouselItem,
        reads: 0,
        published: false,
      });
      return { id };
    },
    /** `GET /{container-id}?fields=status_code`, or undefined for an unknown container. */
    containerStatus(id: string) {
      const container = containers.get(id);
      if (!container) return undefined;
      container.reads += 1;
      const status_code = container.published
        ? 'PUBLISHED'
        : finished(container)
          ? 'FINISHED'
          : 'IN_PROGRESS';
      return { id, status_code, status: status_code === 'IN_PROGRESS' ? 'In Progress' : 'Finished' };
    },
    /** The account's publishing limit as `content_publishing_limit` answers it. */
    limit(igUserId: string, now: Date) {
      return {
        data: [
          {
            quota_usage: publishedInDay(igUserId, now.getTime()),
            config: { quota_total: INSTAGRAM_DAILY_LIMIT, quota_duration: 86_400 },
          },
        ],
      };
    },
    /** `POST /{ig-user-id}/media_publish`: the media published, or Meta's refusal. */
    publish(igUserId: string, containerId: string, now: Date): { id: string } | { error: PublishingRefusal } {
      const container = containers.get(containerId);
      if (!container || container.igUserId !== igUserId || container.carouselItem)
        return { error: invalid('Param creation_id must be a container of the account') };
      if (container.published) return { error: invalid('The media has already been published') };
      if (!finished(container))
        return {
          error: {
            message: 'Media ID is not available',
            code: 9007,
            error_subcode: 2207027,
            error_user_msg: 'The media is not ready for publishing, please wait for a moment',
          },
        };
      if (publishedInDay(igUserId, now.getTime()) >= INSTAGRAM_DAILY_LIMIT)
        return {
          error: {
            message: 'Application request limit reached',
            code: 9,
            error_subcode: 2207042,
            error_user_msg: 'You have reached the maximum number of posts allowed within 24 hours.',
          },
        };
      container.published = true;
      const id = `17${String(next++).padStart(15, '0')}`;
      instagramPosts.set(id, {
        id,
        igUserId,
        containerId,
        kind: container.kind,
        caption: container.caption,
        publishedAt: now.getTime(),
      });
      return { id };
    },
    /** A published Instagram media with its permalink, or undefined. */
    instagramPost(id: string) {
      const post = instagramPosts.get(id);
      return post
        ? {
            id,
            caption: post.caption,
            media_type: post.kind === 'REELS' ? 'VIDEO' : post.kind,
            permalink: `https://www.instagram.com/p/SI${id.slice(-8)}/`,
          }
        : undefined;
    },
    /** The account's published media, newest first, as the tests read them. */
    postsOfInstagram(igUserId: string) {
      return [...instagramPosts.values()]
        .filter((post) => post.igUserId === igUserId)
        .sort((a, b) => b.publishedAt - a.publishedAt);
    },
    /** Counts `count` posts published just now on the account (a test's way to near the limit). */
    fillQuota(igUserId: string, count: number, now: Date): void {
      for (let index = 0; index < count; index += 1) {
        const id = `17${String(next++).padStart(15, '0')}`;
        instagramPosts.set(id, {
          id,
          igUserId,
          containerId: '',
          kind: 'IMAGE',
          caption: '',
          publishedAt: now.getTime(),
        });
      }
    },
  };
}
