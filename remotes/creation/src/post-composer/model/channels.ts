/**
 * The social networks a post goes to, with each network's limits as published by the networks:
 * characters of text, how many files, and which kinds (docs/product-rules.md §10.7 "each channel's character
 * network's limit; scheduling is blocked while any chosen channel is over its text or media limit").
 */
export const CHANNELS = ['facebook', 'instagram', 'linkedin', 'x', 'tiktok'] as const;
/** A channel. */
export type Channel = (typeof CHANNELS)[number];

/** One channel's limits. */
export interface ChannelLimits {
  /** Characters of text (user-perceived characters). */
  readonly text: number;
  /** Files per post. */
  readonly maxMedia: number;
  /** At least one file is required (Instagram and TikTok have no text-only posts). */
  readonly needsMedia: boolean;
  /** Only videos are accepted (TikTok). */
  readonly videoOnly: boolean;
}

/** The limits of each channel. */
export const CHANNEL_LIMITS: Readonly<Record<Channel, ChannelLimits>> = {
  facebook: { text: 63_206, maxMedia: 10, needsMedia: false, videoOnly: false },
  instagram: { text: 2_200, maxMedia: 10, needsMedia: true, videoOnly: false },
  linkedin: { text: 3_000, maxMedia: 9, needsMedia: false, videoOnly: false },
  x: { text: 280, maxMedia: 4, needsMedia: false, videoOnly: false },
  tiktok: { text: 2_200, maxMedia: 1, needsMedia: true, videoOnly: true },
};

/** How many characters a reader sees in `text` (grapheme clusters: an emoji with modifiers is one). */
export function characterCount(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** A problem that blocks scheduling on one channel. */
export type ChannelProblem = 'textTooLong' | 'tooManyMedia' | 'needsMedia' | 'videoOnly' | 'empty';

/** An attached file, as the limits see it. */
export interface AttachedMedia {
  readonly contentType: string;
}

/**
 * What blocks `channel`: its text over the limit, too many files, a required file missing, a
 * non-video on a video-only network, or nothing at all to post. Empty when the channel can be scheduled.
 */
export function channelProblems(
  channel: Channel,
  text: string,
  media: readonly AttachedMedia[],
): ChannelProblem[] {
  const limits = CHANNEL_LIMITS[channel];
  const problems: ChannelProblem[] = [];
  if (text.trim() === '' && media.length === 0) problems.push('empty');
  if (characterCount(text) > limits.text) problems.push('textTooLong');
  if (media.length > limits.maxMedia) problems.push('tooManyMedia');
  if (limits.needsMedia && media.length === 0) problems.push('needsMedia');
  if (limits.videoOnly && media.some((file) => !file.contentType.startsWith('video/')))
    problems.push('videoOnly');
  return problems;
}
