import { Timestamp } from 'firebase-admin/firestore';
import type { AdNetwork, NetworkAd, NetworkAdSet } from '@adplatform/ad-networks';

/**
 * A network's ad sets (ad groups) and ads as the product keeps them (docs/product-rules.md §10.10
 * "Sync in"): the documents the opened campaign lists for an ad set or ad made here, under the synced
 * campaign, with `source` naming where each comes from. Ids are the network's, prefixed with it, as a
 * synced campaign's.
 */

/** Where a synced ad set or ad comes from, kept on its document. */
export interface DeliveryItemSource {
  readonly network: AdNetwork;
  readonly adAccountId: string;
  /** The network's id of the ad set or ad. */
  readonly itemId: string;
}

const instant = (iso: string | null): Timestamp | null =>
  iso ? Timestamp.fromMillis(Date.parse(iso)) : null;

/**
 * The fields a sync keeps in step with the network's ad set. One on the campaign's schedule takes
 * `campaignStart`, the synced campaign's start.
 */
export function syncedAdSetFields(
  adSet: NetworkAdSet,
  source: DeliveryItemSource,
  campaignStart: Timestamp,
): Record<string, unknown> {
  return {
    name: adSet.name,
    status: adSet.status,
    audience: { ...adSet.audience },
    placements: [...adSet.placements],
    startDate: instant(adSet.startTime) ?? campaignStart,
    endDate: instant(adSet.stopTime),
    budgetType: adSet.budget?.type ?? null,
    budgetMinor: adSet.budget?.amountMinor ?? null,
    source,
  };
}

/** The fields a sync keeps in step with the network's ad; `adSetId` is the product's id of its ad set. */
export function syncedAdFields(
  ad: NetworkAd,
  source: DeliveryItemSource,
  adSetId: string,
): Record<string, unknown> {
  return { adSetId, name: ad.name, status: ad.status, creative: { ...ad.creative }, source };
}
