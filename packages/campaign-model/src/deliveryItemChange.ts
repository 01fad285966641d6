import type { DeliveryItemStatus } from './adSet';
import type { BudgetType } from './campaign';
import { budgetRefusal } from './campaignBudget';
import type { CampaignState, ChangeAuthor, HistoryEntry } from './campaignChange';
import { hasEnded, type ChangeRefusal } from './campaignStatus';

/**
 * Changes to an ad set or an ad (docs/product-rules.md §10.1): each has its own switch, and an ad set
 * its own budget when the campaign's budget is set on its ad sets. An item delivers only while its
 * campaign (and, for an ad, its ad set) delivers too. Each change is recorded in the campaign's
 * history, naming the ad set or ad.
 */

/** The level of a delivery item. */
export type DeliveryItemLevel = 'adSet' | 'ad';

/** What `updateDeliveryItems` changes: an ad set's or ad's switch, or an ad set's budget (minor units). */
export type DeliveryItemChange =
  | { readonly kind: 'status'; readonly action: 'pause' | 'resume' }
  | { readonly kind: 'budget'; readonly amountMinor: number };

/** The most ad sets or ads one call may change. */
export const DELIVERY_ITEMS_MAX = 100;

/** An ad set or ad as a change reads it (an ad has no budget: null). */
export interface DeliveryItemState {
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly budgetType?: BudgetType | null;
  readonly budgetMinor?: number | null;
  /** The ad set's own schedule (a lifetime budget covers every day of it). */
  readonly startDate?: Date;
  readonly endDate?: Date | null;
  /** Spent over the ad set's life so far, when known. */
  readonly spentMinor?: number;
}

/** What an applied change writes on the item. */
export type DeliveryItemPatch = { readonly status: DeliveryItemStatus } | { readonly budgetMinor: number };

/** The outcome for one item: its patch and history entry, unchanged, or refused. */
export type DeliveryItemOutcome =
  | { readonly outcome: 'applied'; readonly patch: DeliveryItemPatch; readonly history: HistoryEntry }
  | { readonly outcome: 'unchanged' }
  | { readonly outcome: 'refused'; readonly reason: ChangeRefusal };

type Item = DeliveryItemState & { readonly id: string; readonly level: DeliveryItemLevel };

/**
 * Applies a change to one ad set or ad of `campaign`. A switch: refused while the campaign is archived
 * (`archived`), a resume refused once its schedule has ended (`ended`). A budget: only an ad set's,
 * only while its campaign's budget is set on its ad sets (`budgetOnCampaign`), not once the campaign
 * is archived or completed, within the bounds of a campaign budget over the ad set's own schedule.
 */
export function applyDeliveryItemChange(
  item: Item,
  campaign: Pick<CampaignState, 'status' | 'endDate' | 'currency' | 'budgetLevel'>,
  change: DeliveryItemChange,
  author: ChangeAuthor,
): DeliveryItemOutcome {
  const history = (field: HistoryEntry['field'], before: string | number, after: string | number) => ({
    at: author.at,
    by: author.uid,
    byName: author.name,
    field,
    before,
    after,
    item: { level: item.level, id: item.id, name: item.name },
  });
  if (change.kind === 'budget') {
    const budgetType = item.budgetType ?? null;
    const budgetMinor = item.budgetMinor ?? null;
    if (item.level !== 'adSet' || campaign.budgetLevel !== 'adSet' || !budgetType || budgetMinor === null) {
      return { outcome: 'refused', reason: 'budgetOnCampaign' };
    }
    if (change.amountMinor === budgetMinor) return { outcome: 'unchanged' };
    if (campaign.status === 'archived') return { outcome: 'refused', reason: 'archived' };
    if (campaign.status === 'completed') return { outcome: 'refused', reason: 'ended' };
    const reason = budgetRefusal(
      {
        budgetType,
        currency: campaign.currency,
        startDate: item.startDate ?? author.at,
        endDate: item.endDate ?? null,
        spentMinor: item.spentMinor,
      },
      change.amountMinor,
    );
    if (reason) return { outcome: 'refused', reason };
    return {
      outcome: 'applied',
      patch: { budgetMinor: change.amountMinor },
      history: history('budgetMinor', budgetMinor, change.amountMinor),
    };
  }
  const next: DeliveryItemStatus = change.action === 'pause' ? 'paused' : 'active';
  if (item.status === next) return { outcome: 'unchanged' };
  if (campaign.status === 'archived') return { outcome: 'refused', reason: 'archived' };
  if (next === 'active' && (campaign.status === 'completed' || hasEnded(campaign, author.at))) {
    return { outcome: 'refused', reason: 'ended' };
  }
  return { outcome: 'applied', patch: { status: next }, history: history('status', item.status, next) };
}
