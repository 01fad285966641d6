import {
  AD_COUNTRIES,
  AD_MEDIA_TYPES,
  AD_PLATFORMS,
  type AdCountry,
  type AdMediaType,
  type AdPlatform,
  type AdSearchField,
  metaLibraryIdOf,
  metaLibraryUrl,
} from '@adplatform/ad-library-model';
import * as z from 'zod/mini';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

const imageUrl = z.string().check(
  z.refine((url) => url.startsWith('https://') || url.startsWith('data:image/'), {
    message: 'an https or inline image',
  }),
);

/** A set as Firestore keeps it for equality filters: `{ instagram: true, … }`, at least one key. */
function keySet<const T extends readonly [string, ...string[]]>(keys: T) {
  return z.partialRecord(z.enum(keys), z.literal(true)).check(z.refine((set) => Object.keys(set).length > 0));
}

/** The fields an ad and a saved copy of it share (validated at the trust boundary). */
const adFields = {
  advertiser: z.string(),
  advertiserId: z.string(),
  headline: z.string(),
  body: z.string(),
  cta: z.string(),
  landingUrl: z.nullable(
    z.string().check(z.refine((url) => url.startsWith('https://'), { message: 'an https URL' })),
  ),
  platforms: keySet(AD_PLATFORMS),
  countries: keySet(AD_COUNTRIES),
  mediaType: z.nullable(z.enum(AD_MEDIA_TYPES)),
  active: z.boolean(),
  startDate: timestamp,
  endDate: z.nullable(timestamp),
  imageUrl: z.nullable(imageUrl),
};

/** An ad document of `ads/{id}` (validated at the trust boundary); one from Meta's Ad Library says so. */
export const adDocSchema = z.object({
  ...adFields,
  source: z.optional(z.literal('metaAdLibrary')),
  euReach: z.optional(z.nullable(z.number())),
  keptAt: z.optional(timestamp),
});

/** A saved ad of `users/{uid}/savedAds/{adId}`: the ad as it was saved, the user's note and tags. */
export const savedAdDocSchema = z.object({
  ...adFields,
  note: z.string(),
  tags: z.array(z.string()),
  savedAt: timestamp,
});

/** An ad of the library. */
export interface Ad {
  readonly id: string;
  readonly advertiser: string;
  /** The advertiser's stable id (`advertiserIdOf` its name). */
  readonly advertiserId: string;
  readonly headline: string;
  readonly body: string;
  /** The call to action's label ("Shop now"). */
  readonly cta: string;
  /** Where the ad leads (https), or null when its source does not say. */
  readonly landingUrl: string | null;
  /** Where it runs, in the catalogue's order. */
  readonly platforms: readonly AdPlatform[];
  /** Where it is shown, in the catalogue's order. */
  readonly countries: readonly AdCountry[];
  /** Null when its source does not say (Meta's Ad Library). */
  readonly mediaType: AdMediaType | null;
  /** Whether the ad runs (a saved copy: whether it ran when it was saved). */
  readonly active: boolean;
  readonly startDate: Date;
  readonly endDate: Date | null;
  /** Its creative, or null when its source gives no picture (Meta's Ad Library). */
  readonly imageUrl: string | null;
  /** The ad's public page in Meta's Ad Library, for an ad read from there (a saved copy too). */
  readonly libraryUrl: string | null;
  /** What Meta's Ad Library said of it when the library last read it, or null for another source. */
  readonly metaLibrary: { readonly euReach: number | null; readonly keptAt: Date } | null;
}

/** The longest text of a body that stands for an ad without a headline. */
const TITLE_FROM_BODY_MAX = 80;

/**
 * What names an ad on its card and in its detail: its headline, or else the start of its text (Meta's
 * Ad Library gives no title to most issue and political ads), or else its advertiser.
 */
export function titleOf(ad: Pick<Ad, 'headline' | 'body' | 'advertiser'>): string {
  if (ad.headline) return ad.headline;
  const body = ad.body.trim();
  if (!body) return ad.advertiser;
  return body.length > TITLE_FROM_BODY_MAX ? `${body.slice(0, TITLE_FROM_BODY_MAX - 1).trimEnd()}…` : body;
}

/** A saved ad: its copy, kept after the ad leaves the library, with the user's note and tags. */
export interface SavedAd extends Ad {
  readonly note: string;
  readonly tags: readonly string[];
  readonly savedAt: Date;
}

function fromFields(id: string, data: z.infer<typeof adDocSchema>): Ad {
  const libraryId = metaLibraryIdOf(id);
  return {
    id,
    advertiser: data.advertiser,
    advertiserId: data.advertiserId,
    headline: data.headline,
    body: data.body,
    cta: data.cta,
    landingUrl: data.landingUrl,
    platforms: AD_PLATFORMS.filter((platform) => data.platforms[platform]),
    countries: AD_COUNTRIES.filter((country) => data.countries[country]),
    mediaType: data.mediaType,
    active: data.active,
    startDate: data.startDate.toDate(),
    endDate: data.endDate?.toDate() ?? null,
    imageUrl: data.imageUrl,
    libraryUrl: libraryId ? metaLibraryUrl(libraryId) : null,
    metaLibrary:
      data.source === 'metaAdLibrary' && data.keptAt
        ? { euReach: data.euReach ?? null, keptAt: data.keptAt.toDate() }
        : null,
  };
}

/** An ad from its document, or null (logged) when the document does not match. */
export function toAd(id: string, data: unknown): Ad | null {
  const parsed = adDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[ad-library] skipped malformed ad ${id}`, parsed.error.issues);
    return null;
  }
  return fromFields(id, parsed.data);
}

/** A saved ad from its document, or null (logged) when the document does not match. */
export function toSavedAd(id: string, data: unknown): SavedAd | null {
  const parsed = savedAdDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[ad-library] skipped malformed saved ad ${id}`, parsed.error.issues);
    return null;
  }
  const { note, tags, savedAt } = parsed.data;
  return { ...fromFields(id, parsed.data), note, tags, savedAt: savedAt.toDate() };
}

/** What the library shows: a search and filters. */
export interface AdQuery {
  /** A word prefix (or, in `domain`, the start of a landing domain). */
  readonly search: string;
  /** The field the search looks in. */
  readonly field: AdSearchField;
  readonly platform: AdPlatform | 'all';
  readonly country: AdCountry | 'all';
  readonly mediaType: AdMediaType | 'all';
  readonly activity: 'all' | 'active' | 'inactive';
  /** ISO dates (inclusive) the ad started between, or null. */
  readonly from: string | null;
  readonly to: string | null;
}

/** The first view: every ad, the most recent first. */
export const DEFAULT_AD_QUERY: AdQuery = {
  search: '',
  field: 'all',
  platform: 'all',
  country: 'all',
  mediaType: 'all',
  activity: 'all',
  from: null,
  to: null,
};

/** Ads per page of the library. */
export const AD_PAGE_SIZE = 12;

/** A board of saved ads. */
export interface Board {
  readonly id: string;
  readonly name: string;
  readonly adIds: readonly string[];
}

/** A board document (validated). */
export const boardDocSchema = z.object({ name: z.string(), adIds: z.array(z.string()) });
