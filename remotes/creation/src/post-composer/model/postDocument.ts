import { z } from 'zod';
import { ownMediaPathSchema } from '../../media/ownMediaPath';
import { CHANNEL_LIMITS, CHANNELS } from './channels';

export { CHANNELS };

/** The longest text any channel takes: a post's text, and each channel's own text, stop here. */
export const POST_TEXT_MAX = Math.max(...CHANNELS.map((channel) => CHANNEL_LIMITS[channel].text));
/** Files a post may carry (the most any channel takes). */
export const POST_MEDIA_MAX = Math.max(...CHANNELS.map((channel) => CHANNEL_LIMITS[channel].maxMedia));
/** How far ahead a post may be scheduled, in days. */
export const POST_SCHEDULE_MAX_DAYS = 365;
/** Characters of an IANA time zone name. */
export const TIME_ZONE_MAX = 64;

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

const distinct = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

/**
 * Whether a post may be scheduled for `when` (epoch ms): after `now` (epoch ms) and at most
 * `POST_SCHEDULE_MAX_DAYS` ahead of it; firestore.rules `validPost` has the same bounds.
 */
export function isSchedulable(when: number, now: number): boolean {
  return when > now && when <= now + POST_SCHEDULE_MAX_DAYS * DAY_MS;
}

/**
 * A post as the client writes it to `users/{uid}/posts/{id}` (the server stamps `createdAt` and
 * `updatedAt`; `scheduledAt` in epoch ms, stored as a Timestamp): known channels without repeats, texts
 * within `POST_TEXT_MAX`, per-channel texts only for chosen channels, files only from `uid`'s own media
 * library, and either a draft or a time after `now` (epoch ms) and within `POST_SCHEDULE_MAX_DAYS` of it. firestore.rules `validPost` enforces
 * the same (docs/product-rules.md §10.7).
 */
export function postDocumentSchema(uid: string, now: number) {
  return z
    .strictObject({
      channels: z.array(z.enum(CHANNELS)).min(1).max(CHANNELS.length).refine(distinct),
      text: z.string().max(POST_TEXT_MAX),
      overrides: z.partialRecord(z.enum(CHANNELS), z.string().max(POST_TEXT_MAX)),
      mediaPaths: z.array(ownMediaPathSchema(uid)).max(POST_MEDIA_MAX),
      status: z.enum(['draft', 'scheduled']),
      scheduledAt: z.int().nullable(),
      timeZone: z.string().min(1).max(TIME_ZONE_MAX),
    })
    .refine((post) =>
      Object.keys(post.overrides).every((channel) => post.channels.includes(channel as never)),
    )
    .refine((post) =>
      post.status === 'draft'
        ? post.scheduledAt === null
        : post.scheduledAt !== null && isSchedulable(post.scheduledAt, now),
    );
}
