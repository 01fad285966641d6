import { CAMPAIGN_NAME_MAX, type BudgetLevel, type BudgetType, type CampaignStatus } from './campaign';
import { budgetRefusal } from './campaignBudget';
import { statusAfter, type ChangeRefusal, type StatusAction } from './campaignStatus';

/**
 * One change applied to one or many campaigns (docs/product-rules.md §10.1): the `updateCampaigns`
 * function applies it on the server, the list applies it optimistically with the same function, and
 * each applied change leaves one history entry per changed field.
 */

/** The most campaigns one `updateCampaigns` call may change. */
export const BULK_CHANGE_MAX = 500;

/** A change: a status action, a new budget (minor units), a new name, or a copy. */
export type CampaignChange =
  | { readonly kind: 'status'; readonly action: StatusAction }
  | { readonly kind: 'budget'; readonly amountMinor: number }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'duplicate' };

/** What `updateCampaigns` answers for one id. `newId` is the copy's id for a duplicate. */
export interface CampaignChangeResult {
  readonly id: string;
  readonly outcome: 'applied' | 'unchanged' | 'refused';
  readonly reason?: ChangeRefusal;
  readonly newId?: string;
  /** With `networkRefused`: what the network said, in its own words. */
  readonly networkMessage?: string;
}

/** What `updateCampaigns` answers: one result per distinct id, in the order asked. */
export interface UpdateCampaignsResponse {
  readonly results: readonly CampaignChangeResult[];
}

/**
 * What one `updateMatchingCampaigns` call answers: the results of the campaigns it reached (a refused
 * one with its `name`, since it may be on no page the user has seen), and where the next call
 * resumes, or null once every match is done.
 */
export interface UpdateMatchingCampaignsResponse {
  readonly results: readonly (CampaignChangeResult & { readonly name?: string })[];
  readonly resumeAfter: string | null;
}

/** The fields of a campaign a change reads and writes. Money in minor units of `currency`. */
export interface CampaignState {
  readonly name: string;
  readonly status: CampaignStatus;
  readonly statusBeforeArchive?: CampaignStatus | null;
  readonly budgetType: BudgetType;
  /** With the budget on the ad sets, the sum of theirs. */
  readonly budgetMinor: number;
  /** Where the budget is set; a campaign stored without one carries it (`campaign`). */
  readonly budgetLevel?: BudgetLevel;
  readonly currency: string;
  readonly startDate: Date;
  readonly endDate: Date | null;
  /** Spent over the campaign's life so far, when known (a lifetime budget may not go below it). */
  readonly spentMinor?: number;
}

/** The fields a history entry can name. `createdFrom` marks a copy (after = the original's name). */
export type HistoryField = 'status' | 'budgetMinor' | 'name' | 'createdFrom';

/** One entry of a campaign's change history: who changed which field when, from what to what. */
export interface HistoryEntry {
  readonly at: Date;
  /** The uid of who made the change. */
  readonly by: string;
  /** Their display name or e-mail address at the time. */
  readonly byName: string;
  readonly field: HistoryField;
  readonly before: string | number | null;
  readonly after: string | number | null;
  /** The ad set or ad the change was made to; absent for the campaign itself. */
  readonly item?: { readonly level: 'adSet' | 'ad'; readonly id: string; readonly name: string };
  /**
   * For a campaign synced from an ad network: the network's answer to the change (docs/product-rules.md
   * §10.10 "Push out"). A refused change is recorded with what it would have been, and not applied.
   */
  readonly network?: {
    readonly name: string;
    readonly answer: 'accepted' | 'refused';
    readonly message?: string;
  };
}

/** Who makes a change, and when. */
export interface ChangeAuthor {
  readonly uid: string;
  readonly name: string;
  readonly at: Date;
}

/** The outcome of a change for one campaign: the fields to write and their history, or why not. */
export type ChangeOutcome =
  | {
      readonly outcome: 'applied';
      readonly patch: Partial<Pick<CampaignState, 'name' | 'status' | 'statusBeforeArchive' | 'budgetMinor'>>;
      readonly history: readonly HistoryEntry[];
    }
  | { readonly outcome: 'unchanged' }
  | { readonly outcome: 'refused'; readonly reason: ChangeRefusal };

function entry(
  author: ChangeAuthor,
  field: HistoryField,
  before: HistoryEntry['before'],
  after: HistoryEntry['after'],
): HistoryEntry {
  return { at: author.at, by: author.uid, byName: author.name, field, before, after };
}

/**
 * Applies a status, budget or name change to `campaign` (a duplicate is `duplicateOf`): the patch to
 * write and its history entries, `unchanged` when the campaign already is so, or the refusal.
 */
export function applyChange(
  campaign: CampaignState,
  change: Exclude<CampaignChange, { kind: 'duplicate' }>,
  author: ChangeAuthor,
): ChangeOutcome {
  switch (change.kind) {
    case 'status': {
      const next = statusAfter(change.action, campaign, author.at);
      if (next.kind === 'unchanged') return { outcome: 'unchanged' };
      if (next.kind === 'refused') return { outcome: 'refused', reason: next.reason };
      const patch = {
        status: next.status,
        statusBeforeArchive: next.status === 'archived' ? campaign.status : null,
      };
      return { outcome: 'applied', patch, history: [entry(author, 'status', campaign.status, next.status)] };
    }
    case 'budget': {
      if (campaign.budgetLevel === 'adSet') return { outcome: 'refused', reason: 'budgetOnAdSets' };
      if (change.amountMinor === campaign.budgetMinor) return { outcome: 'unchanged' };
      if (campaign.status === 'archived') return { outcome: 'refused', reason: 'archived' };
      if (campaign.status === 'completed') return { outcome: 'refused', reason: 'ended' };
      const reason = budgetRefusal(campaign, change.amountMinor);
      if (reason) return { outcome: 'refused', reason };
      return {
        outcome: 'applied',
        patch: { budgetMinor: change.amountMinor },
        history: [entry(author, 'budgetMinor', campaign.budgetMinor, change.amountMinor)],
      };
    }
    case 'name': {
      const name = change.name.trim();
      if (name === campaign.name) return { outcome: 'unchanged' };
      return { outcome: 'applied', patch: { name }, history: [entry(author, 'name', campaign.name, name)] };
    }
  }
}

/**
 * The copy of `campaign` that a duplicate creates: named "<name> (copy)" within the name limit, and
 * a draft (nothing delivers until the advertiser turns it on), with its `createdFrom` history entry.
 */
export function duplicateOf(
  campaign: CampaignState,
  copySuffix: string,
  author: ChangeAuthor,
): { readonly state: CampaignState; readonly history: HistoryEntry } {
  const name = `${campaign.name.slice(0, CAMPAIGN_NAME_MAX - copySuffix.length)}${copySuffix}`;
  return {
    state: { ...campaign, name, status: 'draft', statusBeforeArchive: null, spentMinor: 0 },
    history: entry(author, 'createdFrom', null, campaign.name),
  };
}
