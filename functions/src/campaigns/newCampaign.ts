import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  adSetName,
  keptAudience,
  namePrefixes,
  OPTIMISATION_GOALS,
  PLACEMENTS,
  type Creative,
  type OptimisationGoal,
  type Placement,
} from '@adplatform/campaign-model';
import { zeroMetrics } from '@adplatform/delivery-metrics';
import type { CampaignForm } from '@adplatform/campaign-model/form';

/**
 * The documents of a campaign made from the wizard's form (docs/product-rules.md §10.6): the campaign,
 * its ad sets and their ads, whether it is the product's own or made on a network.
 */

/** What `createCampaign` answers: the new campaign's id and its status. */
export interface CreateCampaignResponse {
  id: string;
  status: 'active' | 'scheduled';
}

/** An ad set of the form. */
type FormAdSet = CampaignForm['adSets'][number];

function dayStart(isoDate: string): Timestamp {
  return Timestamp.fromMillis(Date.parse(`${isoDate}T00:00:00Z`));
}

/** An ad set's name: the one given, or one after its audience ("US, GB · 18–65"). */
export function adSetNameOf(adSet: FormAdSet): string {
  return adSet.name || adSetName(adSet.audience);
}

/** Where an ad set's ads appear: every placement when the network picks (automatic), or those chosen. */
export function placementsOf(adSet: FormAdSet): Placement[] {
  return adSet.placements.automatic ? [...PLACEMENTS] : [...adSet.placements.chosen];
}

/** What `adSet` optimises for: its goal, or its campaign objective's first (docs/product-rules.md §10.6). */
export function goalOf(form: CampaignForm, adSet: FormAdSet): OptimisationGoal {
  return adSet.goal ?? OPTIMISATION_GOALS[form.objective][0];
}

/**
 * The campaign's budget in minor units: its own, or with the budget on the ad sets the sum of theirs.
 */
export function campaignBudgetMinor(form: CampaignForm): number {
  return form.budget.level === 'campaign'
    ? (form.budget.amountMinor ?? 0)
    : form.adSets.reduce((sum, adSet) => sum + (adSet.amountMinor ?? 0), 0);
}

/** The campaign document for a valid form (the contract of `@adplatform/campaign-model`). */
export function campaignDocument(form: CampaignForm, now: Date): Record<string, unknown> {
  const today = now.toISOString().slice(0, 10);
  return {
    name: form.name,
    namePrefixes: namePrefixes(form.name),
    status: form.budget.startDate <= today ? 'active' : 'scheduled',
    objective: form.objective,
    budgetType: form.budget.type,
    budgetMinor: campaignBudgetMinor(form),
    budgetLevel: form.budget.level,
    currency: form.budget.currency,
    startDate: dayStart(form.budget.startDate),
    endDate: form.budget.endDate ? dayStart(form.budget.endDate) : null,
    metrics: zeroMetrics(),
    createdAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
  };
}

/**
 * An ad set of a new campaign: its audience, placements, bidding and schedule (its own, or the
 * campaign's), with its budget when it carries one.
 */
export function adSetDocument(
  form: CampaignForm,
  adSet: FormAdSet,
  campaign: Record<string, unknown>,
): Record<string, unknown> {
  const onAdSet = form.budget.level === 'adSet';
  return {
    name: adSetNameOf(adSet),
    status: 'active',
    audience: keptAudience(adSet.audience),
    placements: placementsOf(adSet),
    startDate: adSet.schedule ? dayStart(adSet.schedule.startDate) : campaign.startDate,
    endDate: adSet.schedule
      ? adSet.schedule.endDate
        ? dayStart(adSet.schedule.endDate)
        : null
      : campaign.endDate,
    budgetType: onAdSet ? form.budget.type : null,
    budgetMinor: onAdSet ? adSet.amountMinor : null,
    goal: goalOf(form, adSet),
    bidding: adSet.bidding,
    metrics: zeroMetrics(),
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
  };
}

/** An ad of a new campaign, in the ad set `adSetId`, named after its headline. */
export function adDocument(
  creative: Creative,
  adSetId: string,
  campaign: Record<string, unknown>,
): Record<string, unknown> {
  return {
    adSetId,
    name: creative.headline,
    status: 'active',
    creative,
    metrics: zeroMetrics(),
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
  };
}

/** Where a new document goes, and what it carries beside the form (a network's `source`). */
export interface NewDocument {
  readonly ref: DocumentReference;
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** Where the documents of one of the form's ad sets go: the ad set, and its ads in the form's order. */
export interface NewAdSet {
  readonly adSet: NewDocument;
  readonly ads: readonly NewDocument[];
}

/**
 * Queues in `batch` the campaign of `form`, each of its ad sets and each of their ads (at most
 * 1 + 5 + 25 writes), at the places given.
 * @param adSets - one per ad set of the form, in its order
 * @returns the campaign document written
 */
export function queueNewCampaign(
  batch: WriteBatch,
  campaign: NewDocument,
  form: CampaignForm,
  now: Date,
  adSets: readonly NewAdSet[],
): Record<string, unknown> {
  const document = { ...campaignDocument(form, now), ...campaign.extra };
  batch.set(campaign.ref, document);
  form.adSets.forEach((adSet, index) => {
    const placed = adSets[index];
    if (!placed) throw new Error(`No place for ad set ${index} of the form.`);
    batch.set(placed.adSet.ref, { ...adSetDocument(form, adSet, document), ...placed.adSet.extra });
    adSet.ads.forEach((creative, adIndex) => {
      const ad = placed.ads[adIndex];
      if (!ad) throw new Error(`No place for ad ${adIndex} of ad set ${index}.`);
      batch.set(ad.ref, { ...adDocument(creative, placed.adSet.ref.id, document), ...ad.extra });
    });
  });
  return document;
}
