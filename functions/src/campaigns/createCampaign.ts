import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { adSetName, nameSearchTokens, PLACEMENTS } from '@adplatform/campaign-model';
import { zeroMetrics } from '@adplatform/delivery-metrics';
import { createCampaignPayloadSchema, type CampaignForm } from '@adplatform/campaign-model/form';
import { requireAccountAccess } from '../callable/account';
import { parsePayload } from '../callable/guards';

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
function firstAdSet(form: CampaignForm, campaign: Record<string, unknown>): Record<string, unknown> {
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
function firstAd(
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

/**
 * `createCampaign({ form, draftId })` (docs/product-rules.md §10.6): validates the wizard's form with the same zod schema
 * as the wizard, then writes the campaign with its first ad set and ad, and deletes its draft, in one batch.
 * @throws HttpsError `unauthenticated`, `failed-precondition` (e-mail not verified),
 *   `permission-denied` (no active subscription whose plan includes campaign creation — docs/product-rules.md §2 guard
 *   rule 6: not Basic), `invalid-argument` with the failing field paths, including media outside the
 *   caller's own library (nothing is written).
 */
export async function createCampaignHandler(
  request: CallableRequest<unknown>,
  now = new Date(),
): Promise<CreateCampaignResponse> {
  const { accountId: uid } = await requireAccountAccess(
    request,
    'createCampaign',
    'Your plan does not include campaign creation.',
  );
  const db = getFirestore();
  const { form, draftId } = parsePayload(createCampaignPayloadSchema, request.data);
  if (form.creative.mediaPath && !form.creative.mediaPath.startsWith(`users/${uid}/media/`)) {
    // Only the advertiser's own library: storage.rules would not let anyone else's file be read anyway.
    throw new HttpsError('invalid-argument', 'The request is not valid.', {
      issues: [{ path: 'form.creative.mediaPath', message: 'media' }],
    });
  }
  const campaign = db.collection(`users/${uid}/campaigns`).doc();
  const document = campaignDocument(form, now);
  const batch = db.batch();
  batch.create(campaign, document);
  // The campaign's first ad set (audience, every placement, the campaign's schedule; the campaign
  // carries the budget) and its first ad (the creative), docs/product-rules.md §10.1.
  const adSet = campaign.collection('adSets').doc();
  batch.create(adSet, firstAdSet(form, document));
  batch.create(campaign.collection('ads').doc(), firstAd(form, adSet.id, document));
  if (draftId) batch.delete(db.doc(`users/${uid}/campaignDrafts/${draftId}`));
  await batch.commit();
  return { id: campaign.id, status: document.status as CreateCampaignResponse['status'] };
}
