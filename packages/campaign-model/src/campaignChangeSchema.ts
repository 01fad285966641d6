import { z } from 'zod';
import { documentIdSchema } from '@adplatform/document-id/schema';
import { CAMPAIGN_LIMITS } from './campaignForm';
import { BUDGET_MAXIMUM_MINOR } from './campaignBudget';
import { BULK_CHANGE_MAX } from './campaignChange';
import { DELIVERY_ITEMS_MAX } from './deliveryItemChange';
import { STATUS_ACTIONS } from './campaignStatus';
import { CAMPAIGN_STATUSES } from './campaign';

/**
 * The payload of the `updateCampaigns` callable function (docs/product-rules.md §10.1): up to
 * `BULK_CHANGE_MAX` campaign ids and one change. Imported as `@adplatform/campaign-model/changes`,
 * compiled into the functions only (the list sends the payload, the server validates it).
 */
export const campaignChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('status'), action: z.enum(STATUS_ACTIONS) }),
  z.strictObject({
    kind: z.literal('budget'),
    amountMinor: z.int({ error: 'invalid' }).min(0).max(BUDGET_MAXIMUM_MINOR, { error: 'budgetTooHigh' }),
  }),
  z.strictObject({
    kind: z.literal('name'),
    name: z.string().trim().min(1, { error: 'required' }).max(CAMPAIGN_LIMITS.nameMax, { error: 'tooLong' }),
  }),
  z.strictObject({ kind: z.literal('duplicate') }),
]);

/** The payload: distinct-or-not campaign ids (answered once each) and the change. */
export const updateCampaignsPayloadSchema = z.strictObject({
  ids: z.array(documentIdSchema).min(1).max(BULK_CHANGE_MAX, { error: 'tooMany' }),
  change: campaignChangeSchema,
});
/** A valid `updateCampaigns` payload. */
export type UpdateCampaignsPayload = z.infer<typeof updateCampaignsPayloadSchema>;

/**
 * Which campaigns "all that match" means (docs/product-rules.md §10.1): the list's filters, a status
 * (`all`: every one but archived) and a name search.
 */
export const campaignMatchSchema = z.strictObject({
  status: z.enum([...CAMPAIGN_STATUSES, 'all']),
  search: z.string().max(CAMPAIGN_LIMITS.nameMax, { error: 'tooLong' }),
});

/**
 * The payload of `updateMatchingCampaigns`: the filters, a status action, and where the call before
 * stopped (the last campaign id it answered for; null to start).
 */
export const updateMatchingCampaignsPayloadSchema = z.strictObject({
  match: campaignMatchSchema,
  change: z.strictObject({ kind: z.literal('status'), action: z.enum(STATUS_ACTIONS) }),
  after: documentIdSchema.nullable(),
});
/** A valid `updateMatchingCampaigns` payload. */
export type UpdateMatchingCampaignsPayload = z.infer<typeof updateMatchingCampaignsPayloadSchema>;

/** The payload of `updateDeliveryItems`: one campaign's ad sets or ads, and a switch or an ad set budget. */
export const updateDeliveryItemsPayloadSchema = z.strictObject({
  campaignId: documentIdSchema,
  level: z.enum(['adSet', 'ad']),
  ids: z.array(documentIdSchema).min(1).max(DELIVERY_ITEMS_MAX, { error: 'tooMany' }),
  change: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('status'), action: z.enum(['pause', 'resume']) }),
    z.strictObject({
      kind: z.literal('budget'),
      amountMinor: z.int({ error: 'invalid' }).min(0).max(BUDGET_MAXIMUM_MINOR, { error: 'budgetTooHigh' }),
    }),
  ]),
});
/** A valid `updateDeliveryItems` payload. */
export type UpdateDeliveryItemsPayload = z.infer<typeof updateDeliveryItemsPayloadSchema>;
