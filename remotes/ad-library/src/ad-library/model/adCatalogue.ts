/**
 * The ad library: the data contract of the ad-library remote, the seed and the rules. `ads/{id}` is the
 * catalogue of ads seen on the platforms; `users/{uid}/boards/{id}` are the user's named boards of
 * saved ads. Free of imports.
 */

/** Where an ad ran. */
export const AD_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x'] as const;
/** An ad platform. */
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/** The kind of creative. */
export const AD_MEDIA_TYPES = ['image', 'video', 'carousel'] as const;
/** A creative's media type. */
export type AdMediaType = (typeof AD_MEDIA_TYPES)[number];

/** The countries the library covers (ISO 3166-1 alpha-2). */
export const AD_COUNTRIES = ['US', 'GB', 'ES', 'MX', 'DE', 'FR', 'BR', 'IN'] as const;
/** A country of the library. */
export type AdCountry = (typeof AD_COUNTRIES)[number];

/** The most ads one board holds (an array in one document). */
export const BOARD_MAX_ADS = 200;
/** The longest board name. */
export const BOARD_NAME_MAX = 60;

/**
 * The keys `array-contains` search matches an ad by: every prefix (up to 20 characters) of each word
 * of its advertiser and its headline, lower case.
 */
export function adSearchTokens(advertiser: string, headline: string): string[] {
  const tokens = new Set<string>();
  for (const word of `${advertiser} ${headline}`.toLocaleLowerCase('en-US').split(/[^\p{L}\p{N}]+/u)) {
    for (let length = 1; length <= Math.min(word.length, 20); length += 1) tokens.add(word.slice(0, length));
  }
  return [...tokens];
}

/**
 * How many days an ad has been running: from its start to its end (or to `now` while active),
 * counting the first day. Dates in ms since the epoch.
 */
export function daysActive(startMs: number, endMs: number | null, nowMs: number): number {
  const end = endMs ?? nowMs;
  return Math.max(1, Math.floor((end - startMs) / 86_400_000) + 1);
}
