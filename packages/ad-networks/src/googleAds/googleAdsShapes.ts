/**
 * The Google Ads API's REST answers the Google Ads connector reads (`customers:listAccessibleCustomers`,
 * `googleAds:search` rows of customers, campaigns and metrics, `…:mutate`, and its errors), checked at
 * the trust boundary. The REST interface writes fields in lowerCamelCase, 64-bit integers as strings
 * and enums by name. A missing or mistyped field the connector reads fails the page as `transient`.
 */
import { z } from 'zod';

/** A 64-bit integer as the REST interface writes it (`"1234"`). */
const int64 = z.string().regex(/^-?\d+$/u);

/** `GET customers:listAccessibleCustomers`. */
export const accessibleCustomersSchema = z.object({
  resourceNames: z.array(z.string().regex(/^customers\/\d+$/u)).default([]),
});

/** The fields of a customer the connector reads, as `customer` and as a manager's `customer_client`. */
const customerFields = z.object({
  id: int64,
  descriptiveName: z.string().default(''),
  currencyCode: z.string().regex(/^[A-Z]{3}$/u),
  timeZone: z.string(),
  status: z.string(),
  manager: z.boolean().default(false),
});

/** A row of `SELECT customer.… FROM customer`. */
export const customerRowSchema = z.object({ customer: customerFields });
/** A customer row as the API sends it. */
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** A row of `SELECT customer_client.… FROM customer_client`: a manager's client (level 1) or itself (0). */
export const customerClientRowSchema = z.object({ customerClient: customerFields.extend({ level: int64 }) });
/** A manager's client row as the API sends it. */
export type CustomerClientRow = z.infer<typeof customerClientRowSchema>;

/** A row of the connector's campaign query (`FROM campaign`, with its budget and the account's zone). */
export const campaignRowSchema = z.object({
  customer: z.object({ id: int64, timeZone: z.string(), currencyCode: z.string().regex(/^[A-Z]{3}$/u) }),
  campaign: z.object({
    id: int64,
    name: z.string(),
    status: z.enum(['ENABLED', 'PAUSED', 'REMOVED', 'UNKNOWN', 'UNSPECIFIED']),
    advertisingChannelType: z.string().optional(),
    /** `yyyy-MM-dd HH:mm:ss` in the account's time zone. */
    startDateTime: z.string().optional(),
    endDateTime: z.string().optional(),
  }),
  campaignBudget: z
    .object({
      resourceName: z.string().optional(),
      period: z.string().optional(),
      amountMicros: int64.optional(),
      totalAmountMicros: int64.optional(),
      explicitlyShared: z.boolean().optional(),
    })
    .optional(),
});
/** A campaign row as the API sends it. */
export type CampaignRow = z.infer<typeof campaignRowSchema>;

const adStatus = z.enum(['ENABLED', 'PAUSED', 'REMOVED', 'UNKNOWN', 'UNSPECIFIED']);

/** A row of the connector's ad group query (`FROM ad_group`, with its campaign's channel). */
export const adGroupRowSchema = z.object({
  customer: z.object({ id: int64 }),
  campaign: z.object({ id: int64, advertisingChannelType: z.string().optional() }),
  adGroup: z.object({ id: int64, name: z.string(), status: adStatus }),
});
/** An ad group row as the API sends it. */
export type AdGroupRow = z.infer<typeof adGroupRowSchema>;

/** A text asset of a responsive ad (`{ "text": "…" }`). */
const textAssets = z.array(z.object({ text: z.string() })).optional();

/** A row of the connector's ad query (`FROM ad_group_ad`). */
export const adGroupAdRowSchema = z.object({
  customer: z.object({ id: int64 }),
  campaign: z.object({ id: int64 }),
  adGroup: z.object({ id: int64 }),
  adGroupAd: z.object({
    status: adStatus,
    ad: z.object({
      id: int64,
      name: z.string().optional(),
      finalUrls: z.array(z.string()).optional(),
      responsiveSearchAd: z.object({ headlines: textAssets, descriptions: textAssets }).optional(),
    }),
  }),
});
/** An ad row as the API sends it. */
export type AdGroupAdRow = z.infer<typeof adGroupAdRowSchema>;

/** A row of a delivery query: one campaign's day, in one segment or view of a breakdown. */
export const deliveryRowSchema = z.object({
  customer: z.object({ id: int64, currencyCode: z.string().regex(/^[A-Z]{3}$/u) }),
  campaign: z.object({ id: int64, name: z.string() }),
  /** In the ad groups' and ads' rows. */
  adGroup: z.object({ id: int64, name: z.string().optional() }).optional(),
  adGroupAd: z.object({ ad: z.object({ id: int64, name: z.string().optional() }) }).optional(),
  segments: z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
    device: z.string().optional(),
    adNetworkType: z.string().optional(),
  }),
  metrics: z
    .object({
      impressions: int64.optional(),
      clicks: int64.optional(),
      costMicros: int64.optional(),
      conversions: z.number().optional(),
      conversionsValue: z.number().optional(),
    })
    .default({}),
  geographicView: z.object({ countryCriterionId: int64.optional() }).optional(),
  adGroupCriterion: z
    .object({
      ageRange: z.object({ type: z.string() }).optional(),
      gender: z.object({ type: z.string() }).optional(),
    })
    .optional(),
});
/** A delivery row as the API sends it. */
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

/** `POST customers/{id}/googleAds:search`: a page of rows; `nextPageToken` absent on the last. */
export const searchAnswerSchema = z.object({
  results: z.array(z.unknown()).default([]),
  nextPageToken: z.string().optional(),
});

/** `POST customers/{id}/{service}:mutate`. */
export const mutateAnswerSchema = z.object({
  results: z.array(z.object({ resourceName: z.string() })).min(1),
});

/** `POST customers/{id}/googleAds:mutate`: one response per operation, in order, naming what it made. */
export const mutateAllAnswerSchema = z.object({
  mutateOperationResponses: z.array(z.record(z.string(), z.object({ resourceName: z.string() }))).min(1),
});

/** One error of a `GoogleAdsFailure`: its code (one field naming the error's enum and value). */
export const googleAdsErrorSchema = z.object({
  errorCode: z.record(z.string(), z.string()).default({}),
  message: z.string().default(''),
  details: z
    .object({
      quotaErrorDetails: z.object({ retryDelay: z.string().optional() }).optional(),
    })
    .optional(),
});

/** The body of a failed call: a Google API error whose details carry the `GoogleAdsFailure`. */
export const failureAnswerSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string().default(''),
    status: z.string().default(''),
    details: z
      .array(
        z.object({
          errors: z.array(googleAdsErrorSchema).optional(),
          requestId: z.string().optional(),
        }),
      )
      .default([]),
  }),
});
/** A failed call's body as the API sends it. */
export type FailureAnswer = z.infer<typeof failureAnswerSchema>;

/** The OAuth 2.0 token endpoint's refusal (`{"error":"invalid_grant"}`). */
export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
