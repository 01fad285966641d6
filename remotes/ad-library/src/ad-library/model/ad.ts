import {
  AD_COUNTRIES,
  AD_MEDIA_TYPES,
  AD_PLATFORMS,
  type AdCountry,
  type AdMediaType,
  type AdPlatform,
} from './adCatalogue';
import * as z from 'zod/mini';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

/** An ad document of `ads/{id}` (validated at the trust boundary). */
export const adDocSchema = z.object({
  advertiser: z.string(),
  headline: z.string(),
  body: z.string(),
  platform: z.enum(AD_PLATFORMS),
  country: z.enum(AD_COUNTRIES),
  mediaType: z.enum(AD_MEDIA_TYPES),
  active: z.boolean(),
  startDate: timestamp,
  endDate: z.nullable(timestamp),
  imageUrl: z.string().check(
    z.refine((url) => url.startsWith('https://') || url.startsWith('data:image/'), {
      message: 'an https or inline image',
    }),
  ),
});

/** An ad of the library. */
export interface Ad {
  readonly id: string;
  readonly advertiser: string;
  readonly headline: string;
  readonly body: string;
  readonly platform: AdPlatform;
  readonly country: AdCountry;
  readonly mediaType: AdMediaType;
  readonly active: boolean;
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly imageUrl: string;
}

/** An ad from its document, or null (logged) when the document does not match. */
export function toAd(id: string, data: unknown): Ad | null {
  const parsed = adDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[ad-library] skipped malformed ad ${id}`, parsed.error.issues);
    return null;
  }
  return {
    id,
    ...parsed.data,
    startDate: parsed.data.startDate.toDate(),
    endDate: parsed.data.endDate?.toDate() ?? null,
  };
}

/** What the library shows: a search and filters. */
export interface AdQuery {
  /** An advertiser or a keyword of the headline (a word prefix). */
  readonly search: string;
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
