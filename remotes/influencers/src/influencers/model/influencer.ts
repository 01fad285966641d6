import {
  AUDIENCE_AGE_BANDS,
  AUDIENCE_COUNTRIES,
  AUDIENCE_GENDERS,
  COLLABORATION_STATUSES,
  INFLUENCER_NICHES,
  INFLUENCER_PLATFORMS,
  INFLUENCER_SOURCES,
  RECENT_POSTS_MAX,
  type AudienceAgeBand,
  type AudienceCountry,
  type AudienceGender,
  type CollaborationStatus,
  type InfluencerNiche,
  type InfluencerPlatform,
  type InfluencerSource,
} from '@adplatform/influencer-model';
import * as z from 'zod/mini';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);
const share = z.number().check(z.gte(0), z.lte(100));
const count = z.int().check(z.nonnegative());

/** A creator's audience as the platform's insights report it: shares in whole percent. */
const audienceSchema = z.object({
  ages: z.record(z.enum(AUDIENCE_AGE_BANDS), share),
  genders: z.record(z.enum(AUDIENCE_GENDERS), share),
  countries: z.array(z.object({ country: z.enum(AUDIENCE_COUNTRIES), share })),
});

/** One of a creator's recent posts with its counts; Instagram gives no views of another account's posts. */
const recentPostSchema = z.object({
  postedAt: timestamp,
  caption: z.string(),
  likes: count,
  comments: count,
  views: z.nullable(count),
  permalink: z.optional(z.nullable(z.string().check(z.startsWith('https://')))),
});

/**
 * An influencer document of `influencers/{id}` (validated at the trust boundary). A creator read from
 * Instagram (`source: 'instagram'`, docs/decisions/0053-instagram-creators.md) has no niche, audience
 * country, views or price: Instagram does not give them of another account.
 */
export const influencerDocSchema = z.object({
  handle: z.string(),
  displayName: z.string(),
  platform: z.enum(INFLUENCER_PLATFORMS),
  source: z.optional(z.enum(INFLUENCER_SOURCES)),
  profileUrl: z.optional(z.string().check(z.startsWith('https://'))),
  niche: z.nullable(z.enum(INFLUENCER_NICHES)),
  audienceCountry: z.nullable(z.enum(AUDIENCE_COUNTRIES)),
  followers: z.int().check(z.nonnegative()),
  mediaCount: z.optional(count),
  engagementRate: z.nullable(z.number().check(z.nonnegative())),
  avgViews: z.nullable(z.int().check(z.nonnegative())),
  postsPerWeek: z.number().check(z.nonnegative()),
  priceFromMinor: z.nullable(z.int().check(z.nonnegative())),
  currency: z.string().check(z.length(3)),
  bio: z.string(),
  /** When the metrics above were last refreshed from the platform; absent when never known. */
  metricsUpdatedAt: z.optional(timestamp),
  audience: z.optional(audienceSchema),
  recentPosts: z.optional(z.array(recentPostSchema)),
});

/** A creator's audience: shares in whole percent by age band and gender, the largest countries first. */
export interface Audience {
  readonly ages: Readonly<Record<AudienceAgeBand, number>>;
  readonly genders: Readonly<Record<AudienceGender, number>>;
  readonly countries: readonly { readonly country: AudienceCountry; readonly share: number }[];
}

/** One of a creator's recent posts; `views` null where the platform does not give them. */
export interface RecentPost {
  readonly postedAt: Date;
  readonly caption: string;
  readonly likes: number;
  readonly comments: number;
  readonly views: number | null;
  /** The post's own page on the platform, when known. */
  readonly permalink: string | null;
}

/**
 * An influencer of the catalogue. Engagement in percent; the price in integer cents of `currency`.
 * A figure the platform does not give is null, shown as not given, never guessed.
 */
export interface Influencer {
  readonly id: string;
  readonly handle: string;
  readonly displayName: string;
  readonly platform: InfluencerPlatform;
  /** Where the profile comes from: the product's catalogue, or read from Instagram by the advertiser. */
  readonly source: InfluencerSource;
  /** The creator's own page on the platform, when known. */
  readonly profileUrl: string | null;
  readonly niche: InfluencerNiche | null;
  readonly audienceCountry: AudienceCountry | null;
  readonly followers: number;
  /** How many posts the account has, where the platform gives it. */
  readonly mediaCount: number | null;
  readonly engagementRate: number | null;
  readonly avgViews: number | null;
  readonly postsPerWeek: number;
  readonly priceFromMinor: number | null;
  readonly currency: string;
  readonly bio: string;
  /** When the metrics were last refreshed, or null when unknown (then they count as stale). */
  readonly metricsUpdatedAt: Date | null;
  /** The audience's make-up, or null when the platform has not reported it. */
  readonly audience: Audience | null;
  /** The most recent posts, newest first (at most `RECENT_POSTS_MAX`). */
  readonly recentPosts: readonly RecentPost[];
}

/** An influencer from its document, or null (logged) when the document does not match. */
export function toInfluencer(id: string, data: unknown): Influencer | null {
  const parsed = influencerDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[influencers] skipped malformed influencer ${id}`, parsed.error.issues);
    return null;
  }
  const { metricsUpdatedAt, audience, recentPosts, source, profileUrl, mediaCount, ...fields } = parsed.data;
  return {
    id,
    ...fields,
    source: source ?? 'catalogue',
    profileUrl: profileUrl ?? null,
    mediaCount: mediaCount ?? null,
    metricsUpdatedAt: metricsUpdatedAt?.toDate() ?? null,
    audience: audience
      ? { ...audience, countries: [...audience.countries].sort((a, b) => b.share - a.share) }
      : null,
    recentPosts: (recentPosts ?? [])
      .map((post) => ({ ...post, postedAt: post.postedAt.toDate(), permalink: post.permalink ?? null }))
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime())
      .slice(0, RECENT_POSTS_MAX),
  };
}

/** A collaboration document of `users/{uid}/collaborations/{influencerId}`. */
export const collaborationDocSchema = z.object({
  influencerId: z.string(),
  handle: z.string(),
  displayName: z.string(),
  platform: z.enum(INFLUENCER_PLATFORMS),
  status: z.enum(COLLABORATION_STATUSES),
  message: z.string(),
  /** Absent on requests sent before briefs were kept. */
  brief: z.optional(
    z.object({
      deliverables: z.array(z.string()),
      dueDate: z.string(),
      feeMinor: z.int(),
      currency: z.string(),
    }),
  ),
  /** When each stage was last reached; absent on requests sent before stages were dated. */
  stageDates: z.optional(z.partialRecord(z.enum(COLLABORATION_STATUSES), timestamp)),
  /** The creator's latest content, written by the server from the creator's side. */
  submission: z.optional(
    z.object({
      caption: z.string(),
      media: z.array(
        z.object({
          type: z.enum(['image', 'video']),
          // Shown inline: a page's own https address, or an image as data (never a script's URL).
          url: z.string().check(z.regex(/^(https:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/)),
        }),
      ),
      submittedAt: timestamp,
    }),
  ),
  updatedAt: timestamp,
});

/** One file of a creator's content: an image or a video, and where to load it from. */
export interface SubmittedMedia {
  readonly type: 'image' | 'video';
  readonly url: string;
}

/**
 * The content a creator submitted for review (docs/product-rules.md §10.5): the post's media and
 * caption, as they would go live. A new round replaces it.
 */
export interface CollaborationSubmission {
  readonly caption: string;
  readonly media: readonly SubmittedMedia[];
  readonly submittedAt: Date;
}

/** A collaboration's brief as read: deliverables, a due date (`YYYY-MM-DD`), a fee in minor units. */
export interface CollaborationBrief {
  readonly deliverables: readonly string[];
  readonly dueDate: string;
  readonly feeMinor: number;
  readonly currency: string;
}

/** A collaboration: a connection request, its brief, and where it stands. */
export interface Collaboration {
  readonly influencerId: string;
  readonly handle: string;
  readonly displayName: string;
  readonly platform: InfluencerPlatform;
  readonly status: CollaborationStatus;
  readonly message: string;
  readonly brief: CollaborationBrief | null;
  /** When each stage was last reached (a stage sent back and reached again shows the later time). */
  readonly stageDates: Partial<Record<CollaborationStatus, Date>>;
  /** The creator's latest content, or null before any. */
  readonly submission: CollaborationSubmission | null;
  readonly updatedAt: Date;
}

/** A collaboration from its document, or null (logged) when the document does not match. */
export function toCollaboration(data: unknown): Collaboration | null {
  const parsed = collaborationDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn('[influencers] skipped malformed collaboration', parsed.error.issues);
    return null;
  }
  const { brief, stageDates, submission, updatedAt, ...fields } = parsed.data;
  return {
    ...fields,
    brief: brief ?? null,
    submission: submission ? { ...submission, submittedAt: submission.submittedAt.toDate() } : null,
    stageDates: Object.fromEntries(
      Object.entries(stageDates ?? {}).flatMap(([stage, at]) => (at ? [[stage, at.toDate()]] : [])),
    ),
    updatedAt: updatedAt.toDate(),
  };
}

/** Compact follower counts as the industry writes them (12.3K, 1.2M), in the user's locale. */
export function formatFollowers(followers: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(followers);
}
