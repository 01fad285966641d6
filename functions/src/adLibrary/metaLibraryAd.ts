/**
 * An ad of Meta's Ad Library as the product keeps it in `ads/meta_{libraryId}`
 * (docs/decisions/0052-meta-ad-library.md): the library's own fields, with its source, the page that
 * ran it and its EU reach, and the date it was last read from Meta.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  AD_PLATFORMS,
  adSearchTokens,
  advertiserIdOf,
  type AdCountry,
  type AdPlatform,
} from '@adplatform/ad-library-model';
import type { ArchivedAd } from '@adplatform/ad-networks/meta';

/** A landing domain as Meta's caption gives it ("northpeak.example"), nothing else. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/u;

/** The landing page of an archived ad: its caption's domain over https, or null when it names none. */
export function landingUrlOf(caption: string): string | null {
  const domain = caption.trim().toLowerCase();
  return DOMAIN.test(domain) ? `https://${domain}` : null;
}

/** A day of the archive (`YYYY-MM-DD`) as the timestamp of its start in UTC. */
const dayStart = (day: string): Timestamp => Timestamp.fromDate(new Date(`${day}T00:00:00Z`));

/**
 * The fields of `ads/meta_{id}` for an archived ad found by a search of `countries`, written with
 * `merge`, so the countries of every search that found it add up.
 * @param now - when it was read: its `keptAt`, and the day against which a last day of delivery
 *   still to come leaves it active
 */
export function metaLibraryAdFields(
  ad: ArchivedAd,
  countries: readonly AdCountry[],
  now: Date,
): Record<string, unknown> {
  const advertiser = ad.pageName || `Page ${ad.pageId}`;
  const landingUrl = landingUrlOf(ad.caption);
  const platforms = AD_PLATFORMS.filter((platform) => ad.platforms.includes(platform));
  // Every ad of the archive ran on a Facebook Page, so an ad Meta names no platform of ran there.
  const shown: readonly AdPlatform[] = platforms.length > 0 ? platforms : ['facebook'];
  const text = { advertiser, headline: ad.title, body: ad.body, cta: '', landingUrl };
  return {
    ...text,
    advertiserId: advertiserIdOf(advertiser),
    platforms: Object.fromEntries(shown.map((platform) => [platform, true])),
    countries: Object.fromEntries(countries.map((country) => [country, true])),
    mediaType: null,
    active: ad.stopDay === null || ad.stopDay >= now.toISOString().slice(0, 10),
    startDate: dayStart(ad.startDay),
    endDate: ad.stopDay ? dayStart(ad.stopDay) : null,
    imageUrl: null,
    searchTokens: adSearchTokens(text),
    source: 'metaAdLibrary',
    pageId: ad.pageId,
    euReach: ad.euReach,
    keptAt: Timestamp.fromDate(now),
  };
}
