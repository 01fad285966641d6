import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import type { AdNetwork, NetworkCampaign } from '@adplatform/ad-networks';
import { namePrefixes, type CampaignStatus } from '@adplatform/campaign-model';
import { zeroMetrics } from '@adplatform/delivery-metrics';

/**
 * A network's campaign as the product keeps it (docs/product-rules.md §10.10 "Sync in"): the same
 * document the sections read for a campaign made here, with `source` naming where it comes from.
 */

/** The product's id of a network's campaign: stable, so every sync writes the same document. */
export function syncedCampaignId(network: AdNetwork, networkCampaignId: string): string {
  return `${network}_${networkCampaignId}`;
}

/** Where a synced campaign comes from, kept on its document. */
export interface CampaignSource {
  readonly network: AdNetwork;
  readonly adAccountId: string;
  readonly campaignId: string;
}

/** The objective a campaign shows when the network's has none in the product (e.g. app promotion). */
const OBJECTIVE_UNMAPPED = 'awareness';

const instant = (iso: string | null): Timestamp | null =>
  iso ? Timestamp.fromMillis(Date.parse(iso)) : null;

/**
 * The fields a sync keeps in step with the network, from the network's campaign in the account's
 * `currency`. A budget the network keeps on the ad sets shows as set on them (its sum comes with the
 * ad sets). `stored` is the document as kept, for the status before an archive.
 */
export function syncedCampaignFields(
  campaign: NetworkCampaign,
  source: CampaignSource,
  currency: string,
  stored: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const storedStatus = stored?.status as CampaignStatus | undefined;
  return {
    name: campaign.name,
    namePrefixes: namePrefixes(campaign.name),
    status: campaign.status,
    statusBeforeArchive:
      campaign.status !== 'archived'
        ? null
        : storedStatus && storedStatus !== 'archived'
          ? storedStatus
          : ((stored?.statusBeforeArchive as CampaignStatus | null | undefined) ?? 'paused'),
    objective: campaign.objective ?? OBJECTIVE_UNMAPPED,
    budgetType: campaign.budget?.type ?? 'daily',
    budgetMinor: campaign.budget?.amountMinor ?? 0,
    budgetLevel: campaign.budget ? 'campaign' : 'adSet',
    currency,
    startDate: instant(campaign.startTime) ?? instant(campaign.updatedTime),
    endDate: instant(campaign.stopTime),
    source,
    networkUpdatedAt: campaign.updatedTime,
  };
}

/** What a new synced campaign, ad set or ad carries besides the synced fields: no delivery yet, created now. */
export function newSyncedFields(now: Date): Record<string, unknown> {
  return { metrics: zeroMetrics(), createdAt: Timestamp.fromDate(now), updatedAt: Timestamp.fromDate(now) };
}

/**
 * Whether two stored values are the same: deep equality, Timestamps by their instant (Node's
 * `isDeepStrictEqual`; a key present on one side only makes them differ).
 */
export const sameValue = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a, b);

/** The fields of `next` whose values differ from `stored` (all of them when nothing is stored). */
export function changedFields(
  stored: Readonly<Record<string, unknown>> | undefined,
  next: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => !sameValue(stored?.[key], value)));
}
