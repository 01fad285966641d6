import { Timestamp } from 'firebase-admin/firestore';
import { adSetName, nameSearchTokens, PLACEMENTS } from '@adplatform/campaign-model';
import { zeroMetrics } from '@adplatform/delivery-metrics';
import type { CampaignForm } from '@adplatform/campaign-model/form';

/**
 * The documents of a campaign made from the wizard's form (docs/product-rules.md §10.6): the campaign,
 * its first ad set and its first ad, whether it is the product's own or made on a network.
 */

/** What `createCampaign` answers: the new campaign's id and its status. */
export interface CreateCampaignResponse {
  id: string;
  status: 'active' | 'scheduled';
}

function dayStart(isoDate: string): Timestamp {
  return Timestamp.fromMillis(Date.parse(`${isoDate}T00:00:00Z`));
}

/** The campaign document for a valid form (the contract of `@adplatform/campaign-model`). */
export function campaignDocument(form: CampaignForm, now: Date): Record<string, unknown> {
  const today = now.toISOString().slice(0, 10);
  return {
    name: form.name,
    nameTokens: nameSearchTokens(form.name),
    status: form.budget.startDate <= today ? 'active' : 'scheduled',
    objective: form.objective,
    budgetType: form.budget.type,
    // Set on the ad sets, the campaign's amount is the sum of theirs: here its one ad set's.
    budgetMinor: form.budget.amountMinor,
    budgetLevel: form.budget.level,
    currency: form.budget.currency,
    startDate: dayStart(form.budget.startDate),
    endDate: form.budget.endDate ? dayStart(form.budget.endDate) : null,
    audience: form.audience,
    creative: form.creative,
    metrics: zeroMetrics(),
    createdAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
  };
}

/** The first ad set of a new campaign: with the budget when it is set on the ad sets. */
export function firstAdSet(form: CampaignForm, campaign: Record<string, unknown>): Record<string, unknown> {
  return {
    name: adSetName(form.audience),
    status: 'active',
    audience: form.audience,
    placements: [...PLACEMENTS],
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    budgetType: form.budget.level === 'adSet' ? form.budget.type : null,
    budgetMinor: form.budget.level === 'adSet' ? form.budget.amountMinor : null,
    metrics: zeroMetrics(),
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
  };
}

/** The first ad of a new campaign, in its first ad set. */
export function firstAd(
  form: CampaignForm,
  adSetId: string,
  campaign: Record<string, unknown>,
): Record<string, unknown> {
  return {
    adSetId,
    name: form.creative.headline,
    status: 'active',
    creative: form.creative,
    metrics: zeroMetrics(),
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
  };
}
