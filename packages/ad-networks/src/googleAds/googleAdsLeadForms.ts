/**
 * Google Ads lead forms at the trust boundary (docs/decisions/0051-google-ads-lead-forms.md): the
 * account's lead form assets as GAQL answers them, the webhook delivery the product sets on a form,
 * and a lead as Google's webhook posts it, mapped into the product's terms. Pure, and an entry of its
 * own (`@adplatform/ad-networks/google-ads/lead-forms`): the functions' webhook reads leads without
 * loading Google's auth library into every function's cold start.
 */
import { z } from 'zod';
import { leadContact, type NetworkLead, type StandardLeadFields } from '../networkLead';
import { sameSecret } from '../sameSecret';

export { googleAdsCampaignId } from './googleAdsMapping';

/** The lead form assets of a customer, with where each delivers its leads. */
export const LEAD_FORM_QUERY =
  'SELECT asset.id, asset.name, asset.lead_form_asset.business_name, asset.lead_form_asset.headline, ' +
  "asset.lead_form_asset.delivery_methods FROM asset WHERE asset.type = 'LEAD_FORM' ORDER BY asset.id";

/** The webhook payload's schema version the product reads (Google's current one). */
export const LEAD_WEBHOOK_SCHEMA_VERSION = '3';

/** The most lead forms one account's lead forms list shows per customer (a page of the search). */
export const LEAD_FORMS_PER_CUSTOMER_MAX = 200;

const int64 = z.string().regex(/^\d+$/u);

/** A row of {@link LEAD_FORM_QUERY}. */
export const leadFormRowSchema = z.object({
  asset: z.object({
    id: int64,
    name: z.string().default(''),
    leadFormAsset: z
      .object({
        businessName: z.string().default(''),
        headline: z.string().default(''),
        deliveryMethods: z
          .array(
            z.object({
              webhook: z
                .object({
                  advertiserWebhookUrl: z.string().default(''),
                  payloadSchemaVersion: z.string().optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      })
      .default({ businessName: '', headline: '', deliveryMethods: [] }),
  }),
});

/** A lead form of a Google Ads customer, as the settings page lists it. */
export interface GoogleLeadForm {
  /** The customer (ad account) the form is an asset of. */
  readonly customerId: string;
  /** The asset's id. */
  readonly id: string;
  /** The asset's name, else the form's headline. */
  readonly name: string;
  readonly businessName: string;
  /** The webhook the form delivers its leads to, or null when it delivers to none. */
  readonly webhookUrl: string | null;
}

/** A lead form row in the product's terms. */
export function toGoogleLeadForm(customerId: string, row: z.infer<typeof leadFormRowSchema>): GoogleLeadForm {
  const { id, name, leadFormAsset } = row.asset;
  const webhook = leadFormAsset.deliveryMethods.find((method) => method.webhook)?.webhook;
  return {
    customerId,
    id,
    name: name || leadFormAsset.headline || id,
    businessName: leadFormAsset.businessName,
    webhookUrl: webhook?.advertiserWebhookUrl || null,
  };
}

/**
 * The `assets:mutate` operation that makes a lead form deliver to `webhook` (its URL and the key
 * Google sends back with every lead), or to no webhook when null. Google keeps one webhook per form.
 */
export function leadFormDeliveryOperation(
  customerId: string,
  assetId: string,
  webhook: { readonly url: string; readonly key: string } | null,
): Record<string, unknown> {
  return {
    update: {
      resourceName: `customers/${customerId}/assets/${assetId}`,
      leadFormAsset: {
        deliveryMethods: webhook
          ? [
              {
                webhook: {
                  advertiserWebhookUrl: webhook.url,
                  googleSecret: webhook.key,
                  payloadSchemaVersion: LEAD_WEBHOOK_SCHEMA_VERSION,
                },
              },
            ]
          : [],
      },
    },
    updateMask: 'lead_form_asset.delivery_methods',
  };
}

/** One answer of a webhook lead: Google's id of the field, its label, and what the person gave. */
const columnSchema = z.object({
  column_id: z.string().optional(),
  column_name: z.string().optional(),
  string_value: z.string().default(''),
});

/** An integer id Google writes as a JSON number or a string (form, campaign, ad group, creative). */
const numericId = z.union([z.number().int().nonnegative(), int64]).transform(String);

/** The body of a lead form webhook delivery (unknown fields let through, as Google asks). */
export const webhookLeadSchema = z.object({
  lead_id: z.string().min(1).max(200),
  user_column_data: z.array(columnSchema).max(100).default([]),
  api_version: z.string().optional(),
  form_id: numericId,
  campaign_id: numericId.optional(),
  google_key: z.string().max(500),
  is_test: z.boolean().default(false),
  gcl_id: z.string().optional(),
  adgroup_id: numericId.optional(),
  creative_id: numericId.optional(),
  /** ISO-8601, from schema version 3 on. */
  lead_submit_time: z.string().optional(),
});

/** A webhook lead as Google sends it. */
export type WebhookLead = z.infer<typeof webhookLeadSchema>;

/**
 * Whether the delivery's `google_key` is the key the product set on the form, compared in constant
 * time. Nothing else of a delivery is read before this holds.
 */
export const googleKeyMatches = (given: unknown, expected: string): boolean => sameSecret(given, expected);

/** Google's column ids the product keeps in its own fields. */
const STANDARD: StandardLeadFields = {
  name: ['FULL_NAME'],
  firstName: ['FIRST_NAME'],
  lastName: ['LAST_NAME'],
  email: ['EMAIL', 'WORK_EMAIL'],
  phone: ['PHONE_NUMBER', 'WORK_PHONE'],
  company: ['COMPANY_NAME'],
};

/**
 * A webhook lead in the product's terms: Google's standard columns into name, e-mail, phone and
 * company, every other answer kept with its label (the question's text for the advertiser's own).
 * @param receivedAt - when the delivery came, for a lead without its submit time
 * @throws ZodError when the body is not in Google's shape
 */
export function networkLeadFromWebhook(body: unknown, receivedAt: Date): NetworkLead {
  const lead = webhookLeadSchema.parse(body);
  const byId = new Map(
    lead.user_column_data.map((column) => [column.column_id ?? '', column.string_value.trim()]),
  );
  const { contact, isStandard } = leadContact(byId, STANDARD);
  const submitted = lead.lead_submit_time ? new Date(lead.lead_submit_time) : receivedAt;
  return {
    externalId: lead.lead_id,
    ...contact,
    answers: lead.user_column_data
      .filter(({ column_id: id }) => !isStandard(id ?? ''))
      .map((column) => ({
        question: column.column_name || column.column_id || '',
        answer: column.string_value,
      })),
    formId: lead.form_id,
    adId: lead.creative_id ?? null,
    adSetId: lead.adgroup_id ?? null,
    campaignId: lead.campaign_id ?? null,
    campaignName: null,
    createdAt: Number.isNaN(submitted.getTime()) ? receivedAt : submitted,
  };
}
