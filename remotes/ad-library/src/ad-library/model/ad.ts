import {
  AD_COUNTRIES,
  AD_MEDIA_TYPES,
  AD_PLATFORMS,
  type AdCountry,
  type AdMediaType,
  type AdPlatform,
  type AdSearchField,
} from './adCatalogue';
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
  landingUrl: z.string().check(z.refine((url) => url.startsWith('https://'), { message: 'an https URL' })),
  platforms: keySet(AD_PLATFORMS),
  countries: keySet(AD_COUNTRIES),
  mediaType: z.enum(AD_MEDIA_TYPES),
  active: z.boolean(),
  startDate: timestamp,
  endDate: z.nullable(timestamp),
  imageUrl,
};

/** An ad document of `ads/{id}` (validated at the trust boundary). */
export const adDocSchema = z.object(adFields);

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
  /** Where the ad leads (https). */
  readonly landingUrl: string;
  /** Where it runs, in the catalogue's order. */
  readonly platforms: readonly AdPlatform[];
  /** Where it is shown, in the catalogue's order. */
  readonly countries: readonly AdCountry[];
  readonly mediaType: AdMediaType;
  /** Whether the ad runs (a saved copy: whether it ran when it was saved). */
  readonly active: boolean;
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly imageUrl: string;
}

/** A saved ad: its copy, kept after the ad leaves the library, with the user's note and tags. */
export interface SavedAd extends Ad {
  readonly note: string;
  readonly tags: readonly string[];
  readonly savedAt: Date;
}

function fromFields(id: string, data: z.infer<typeof adDocSchema>): Ad {
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
