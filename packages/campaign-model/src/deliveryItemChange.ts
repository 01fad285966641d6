import type { DeliveryItemStatus } from './adSet';
import type { CampaignState, ChangeAuthor, HistoryEntry } from './campaignChange';
import { hasEnded, type ChangeRefusal } from './campaignStatus';

/**
 * Turning an ad set or an ad on or off (docs/product-rules.md §10.1): each has its own switch; it
 * delivers only while its campaign (and, for an ad, its ad set) delivers too. The change is recorded
 * in the campaign's history, naming the ad set or ad.
 */

/** The level of a delivery item. */
export type DeliveryItemLevel = 'adSet' | 'ad';

/** What `updateDeliveryItems` changes: an ad set's or ad's switch. */
export interface DeliveryItemChange {
  readonly kind: 'status';
  readonly action: 'pause' | 'resume';
}

/** The most ad sets or ads one call may change. */
export const DELIVERY_ITEMS_MAX = 100;

/** An ad set or ad as a change reads it. */
export interface DeliveryItemState {
  readonly name: string;
  readonly status: DeliveryItemStatus;
}

/** The outcome for one item: its new status and history entry, unchanged, or refused. */
export type DeliveryItemOutcome =
  | { readonly outcome: 'applied'; readonly status: DeliveryItemStatus; readonly history: HistoryEntry }
  | { readonly outcome: 'unchanged' }
  | { readonly outcome: 'refused'; readonly reason: ChangeRefusal };

/**
 * Applies a switch to one ad set or ad of `campaign`: refused while the campaign is archived
 * (`archived`), and a resume refused once its schedule has ended (`ended`).
 */
export function applyDeliveryItemChange(
  item: DeliveryItemState & { readonly id: string; readonly level: DeliveryItemLevel },
  campaign: Pick<CampaignState, 'status' | 'endDate'>,
  change: DeliveryItemChange,
  author: ChangeAuthor,
): DeliveryItemOutcome {
  const next: DeliveryItemStatus = change.action === 'pause' ? 'paused' : 'active';
  if (item.status === next) return { outcome: 'unchanged' };
  if (campaign.status === 'archived') return { outcome: 'refused', reason: 'archived' };
  if (next === 'active' && (campaign.status === 'completed' || hasEnded(campaign, author.at))) {
    return { outcome: 'refused', reason: 'ended' };
  }
  return {
    outcome: 'applied',
    status: next,
    history: {
      at: author.at,
      by: author.uid,
      byName: author.name,
      field: 'status',
      before: item.status,
      after: next,
      item: { level: item.level, id: item.id, name: item.name },
    },
  };
}
