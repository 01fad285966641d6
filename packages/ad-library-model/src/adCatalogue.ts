/**
 * The ad library: the data contract of the ad-library remote, the functions that keep ads from Meta's
 * Ad Library, the seed and the rules. `ads/{id}` is the catalogue of ads seen on the platforms (an ad
 * read from Meta's Ad Library is `ads/meta_{libraryId}`, docs/decisions/0052-meta-ad-library.md); `users/{uid}/boards/{id}` are the user's named boards of
 * saved ads, `users/{uid}/savedAds/{adId}` the saved ads themselves (a copy of the ad, with the user's
 * note and tags), `users/{uid}/followedAdvertisers/{advertiserId}` the advertisers the user follows.
 * Free of imports.
 */

/** Where an ad ran. */
export const AD_PLATFORMS = [
  'facebook',
  'instagram',
  'messenger',
  'audience_network',
  'tiktok',
  'youtube',
  'linkedin',
  'x',
] as const;
/** An ad platform. */
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/** The kind of creative. */
export const AD_MEDIA_TYPES = ['image', 'video', 'carousel'] as const;
/** A creative's media type. */
export type AdMediaType = (typeof AD_MEDIA_TYPES)[number];

/** The countries the library covers (ISO 3166-1 alpha-2). */
export const AD_COUNTRIES = [
  'US',
  'GB',
  'ES',
  'MX',
  'DE',
  'FR',
  'BR',
  'IN',
  'IT',
  'NL',
  'BE',
  'AT',
  'PT',
  'IE',
  'PL',
  'SE',
  'CA',
] as const;
/** A country of the library. */
export type AdCountry = (typeof AD_COUNTRIES)[number];

/** The platforms a search of Meta's Ad Library can be limited to (its `publisher_platforms`). */
export const META_LIBRARY_PLATFORMS = ['facebook', 'instagram', 'messenger', 'audience_network'] as const;
/** A platform of Meta's Ad Library. */
export type MetaLibraryPlatform = (typeof META_LIBRARY_PLATFORMS)[number];

/** The kinds of ad a search of Meta's Ad Library asks for: every ad, or issue and political ads. */
export const META_LIBRARY_AD_TYPES = ['all', 'political'] as const;
/** The longest search of Meta's Ad Library, and the most countries one names. */
export const META_LIBRARY_TERMS_MAX = 100;
export const META_LIBRARY_COUNTRIES_MAX = 10;

/** What a search of Meta's Ad Library asks (docs/product-rules.md §10.4). */
export interface MetaLibraryQuery {
  /** Words the ads contain, or '' for every ad of the countries. */
  readonly searchTerms: string;
  /** The countries the ads reached: one at least. */
  readonly countries: readonly AdCountry[];
  readonly adType: (typeof META_LIBRARY_AD_TYPES)[number];
  readonly activity: 'all' | 'active' | 'inactive';
  /** Where the ads ran; empty for everywhere. */
  readonly platforms: readonly MetaLibraryPlatform[];
}

/** The id in `ads/` of an ad of Meta's Ad Library. */
export const metaLibraryAdId = (libraryId: string): string => `meta_${libraryId}`;

/** The Library ID of an ad read from Meta's Ad Library, or null for an ad of another source. */
export function metaLibraryIdOf(adId: string): string | null {
  return /^meta_(\d{1,30})$/u.exec(adId)?.[1] ?? null;
}

/** The public page of an ad in Meta's Ad Library. */
export const metaLibraryUrl = (libraryId: string): string =>
  `https://www.facebook.com/ads/library/?id=${libraryId}`;

/** The most ads one board holds (an array in one document). */
export const BOARD_MAX_ADS = 200;
/** The longest board name. */
export const BOARD_NAME_MAX = 60;

/** The fields a search can be limited to; `all` searches every one of them. */
export const AD_SEARCH_FIELDS = ['all', 'advertiser', 'text', 'cta', 'domain'] as const;
/** A field a search looks in. */
export type AdSearchField = (typeof AD_SEARCH_FIELDS)[number];

/** The longest prefix indexed of a word (and of a landing domain). */
const WORD_PREFIX_MAX = 20;
const DOMAIN_PREFIX_MAX = 40;

/** The most saved-ad tags, the longest tag and the longest note (firestore.rules `validSavedAdNotes`). */
export const SAVED_AD_TAGS_MAX = 10;
export const SAVED_AD_TAG_MAX = 30;
export const SAVED_AD_NOTE_MAX = 1000;

/**
 * The fields of an ad a saved ad copies, exactly as the library has them when it is saved (firestore.rules
 * `validNewSavedAd` compares each), so the copy outlives the ad.
 */
export const SAVED_AD_COPIED_FIELDS = [
  'advertiser',
  'advertiserId',
  'headline',
  'body',
  'cta',
  'landingUrl',
  'platforms',
  'countries',
  'mediaType',
  'active',
  'startDate',
  'endDate',
  'imageUrl',
] as const;

/** The most advertisers one user follows (the following view reads them all). */
export const FOLLOWED_ADVERTISERS_MAX = 50;

function wordPrefixes(text: string): string[] {
  const tokens = new Set<string>();
  for (const word of text.toLocaleLowerCase('en-US').split(/[^\p{L}\p{N}]+/u)) {
    for (let length = 1; length <= Math.min(word.length, WORD_PREFIX_MAX); length += 1)
      tokens.add(word.slice(0, length));
  }
  return [...tokens];
}

/** The host of a landing URL, lower case, without `www.` ("https://www.Acme.example/x" → "acme.example"). */
export function landingDomain(url: string): string {
  const host = /^[a-z]+:\/\/([^/?#:]+)/i.exec(url.trim())?.[1] ?? url.trim();
  return host.toLocaleLowerCase('en-US').replace(/^www\./, '');
}

/**
 * The stable id of an advertiser, from its name ("Acme Shoes" → "acme-shoes"): how an ad names its
 * advertiser (`advertiserId`) and the id of a followed advertiser's document.
 */
export function advertiserIdOf(name: string): string {
  return name
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-');
}

/** The parts of an ad its search looks in. */
export interface SearchableAd {
  readonly advertiser: string;
  readonly headline: string;
  readonly body: string;
  readonly cta: string;
  /** Null when the source gives no landing page. */
  readonly landingUrl: string | null;
}

/**
 * The keys `array-contains` search matches an ad by (docs/product-rules.md §10.4): every prefix (up to 20
 * characters) of each word of the advertiser, the text (headline and body) and the call to action,
 * lower case, once bare (a search of every field) and once behind its field (`advertiser:acm`,
 * `text:run`, `cta:shop`); the landing domain's prefixes (up to 40 characters) behind `domain:` and,
 * bare, its labels' prefixes.
 */
export function adSearchTokens(ad: SearchableAd): string[] {
  const fields: Record<Exclude<AdSearchField, 'all' | 'domain'>, string[]> = {
    advertiser: wordPrefixes(ad.advertiser),
    text: wordPrefixes(`${ad.headline} ${ad.body}`),
    cta: wordPrefixes(ad.cta),
  };
  const domain = ad.landingUrl ? landingDomain(ad.landingUrl) : '';
  const tokens = new Set<string>([
    ...fields.advertiser,
    ...fields.text,
    ...fields.cta,
    ...wordPrefixes(domain),
  ]);
  for (const [field, prefixes] of Object.entries(fields))
    for (const prefix of prefixes) tokens.add(`${field}:${prefix}`);
  for (let length = 1; length <= Math.min(domain.length, DOMAIN_PREFIX_MAX); length += 1)
    tokens.add(`domain:${domain.slice(0, length)}`);
  return [...tokens];
}

/**
 * The key a search of `term` in `field` looks up, or '' for no search: the first word's prefix
 * (lower case, at most 20 characters) for a word field, the domain as typed (scheme and `www.`
 * dropped, at most 40 characters) for `domain`.
 */
export function adSearchKey(field: AdSearchField, term: string): string {
  if (field === 'domain') {
    const domain = landingDomain(term)
      .replace(/[/?#].*$/, '')
      .slice(0, DOMAIN_PREFIX_MAX);
    return domain ? `domain:${domain}` : '';
  }
  const [first = ''] = term
    .trim()
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const word = first.slice(0, WORD_PREFIX_MAX);
  if (!word) return '';
  return field === 'all' ? word : `${field}:${word}`;
}

/**
 * How many days an ad has been running: from its start to its end (or to `now` while active),
 * counting the first day. Dates in ms since the epoch.
 */
export function daysActive(startMs: number, endMs: number | null, nowMs: number): number {
  const end = endMs ?? nowMs;
  return Math.max(1, Math.floor((end - startMs) / 86_400_000) + 1);
}
