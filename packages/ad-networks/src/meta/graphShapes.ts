/**
 * The Graph API's answers the Meta connector reads (Marketing API: ad accounts, campaigns, insights,
 * errors), checked at the trust boundary. Fields the connector does not read are let through; a
 * missing or mistyped field it reads fails the page as `transient`, never a wrong number.
 */
import { z } from 'zod';

/** A number the Graph API sends as a decimal string (`"12.34"`, `"1500"`). */
const decimalString = z.string().regex(/^\d+(\.\d+)?$/u);

/** `paging` of a list: `next` is the whole URL of the next page, absent on the last. */
export const graphPagingSchema = z.object({
  cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
  next: z.string().optional(),
});

/** An ad account (`GET /me/adaccounts?fields=id,name,currency,timezone_name,account_status`). */
export const graphAdAccountSchema = z.object({
  id: z.string().regex(/^act_\d+$/u),
  name: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/u),
  timezone_name: z.string(),
  /** 1 active, 2 disabled, 3 unsettled, 7 pending risk review, 9 in grace period, 101 closed… */
  account_status: z.number().int(),
});
/** An ad account as the Graph API sends it. */
export type GraphAdAccount = z.infer<typeof graphAdAccountSchema>;

/** A campaign (`GET /act_{id}/campaigns?fields=…`); budgets are in the currency's minor units. */
export const graphCampaignSchema = z.object({
  id: z.string().regex(/^\d+$/u),
  name: z.string(),
  status: z.enum(['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED']),
  objective: z.string().optional(),
  daily_budget: decimalString.optional(),
  lifetime_budget: decimalString.optional(),
  start_time: z.string().optional(),
  stop_time: z.string().optional(),
  updated_time: z.string(),
});
/** A campaign as the Graph API sends it. */
export type GraphCampaign = z.infer<typeof graphCampaignSchema>;

/** An ad set's `targeting` (the fields the product shows; Meta sends more). */
const graphTargetingSchema = z.object({
  geo_locations: z.object({ countries: z.array(z.string()).optional() }).optional(),
  age_min: z.number().int().optional(),
  age_max: z.number().int().optional(),
  /** 1 men, 2 women; absent: everyone. */
  genders: z.array(z.number().int()).optional(),
  flexible_spec: z
    .array(z.object({ interests: z.array(z.object({ id: z.string(), name: z.string() })).optional() }))
    .optional(),
  /** Absent: Advantage+ placements (automatic). */
  publisher_platforms: z.array(z.string()).optional(),
  facebook_positions: z.array(z.string()).optional(),
  instagram_positions: z.array(z.string()).optional(),
});

/** An ad set (`GET /act_{id}/adsets?fields=…`); budgets in the currency's minor units. */
export const graphAdSetSchema = z.object({
  id: z.string().regex(/^\d+$/u),
  campaign_id: z.string().regex(/^\d+$/u),
  name: z.string(),
  status: z.enum(['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED']),
  daily_budget: decimalString.optional(),
  lifetime_budget: decimalString.optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  targeting: graphTargetingSchema.optional(),
});
/** An ad set as the Graph API sends it. */
export type GraphAdSet = z.infer<typeof graphAdSetSchema>;

/** An ad (`GET /act_{id}/ads?fields=…`) with the fields of its creative the product shows. */
export const graphAdSchema = z.object({
  id: z.string().regex(/^\d+$/u),
  campaign_id: z.string().regex(/^\d+$/u),
  adset_id: z.string().regex(/^\d+$/u),
  name: z.string(),
  status: z.enum(['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED']),
  creative: z
    .object({
      title: z.string().optional(),
      body: z.string().optional(),
      link_url: z.string().optional(),
      call_to_action_type: z.string().optional(),
    })
    .optional(),
});
/** An ad as the Graph API sends it. */
export type GraphAd = z.infer<typeof graphAdSchema>;

/** One `actions` or `action_values` entry of an insights row. */
const graphActionSchema = z.object({ action_type: z.string(), value: decimalString });

/**
 * A row of `GET /act_{id}/insights?level=campaign&time_increment=1`: one campaign's day, with the
 * breakdown's own fields (`country`, `impression_device`, `publisher_platform` and `platform_position`,
 * `age`, `gender`) when one was asked for, and the ad set's or ad's id and name at those levels. Money is in the currency's major units (`spend: "12.34"`).
 */
export const graphInsightsRowSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  /** At `level=adset` and `level=ad`. */
  adset_id: z.string().optional(),
  adset_name: z.string().optional(),
  /** At `level=ad`. */
  ad_id: z.string().optional(),
  ad_name: z.string().optional(),
  date_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
  account_currency: z.string().regex(/^[A-Z]{3}$/u),
  impressions: decimalString.optional(),
  reach: decimalString.optional(),
  clicks: decimalString.optional(),
  spend: decimalString.optional(),
  actions: z.array(graphActionSchema).optional(),
  action_values: z.array(graphActionSchema).optional(),
  country: z.string().optional(),
  impression_device: z.string().optional(),
  publisher_platform: z.string().optional(),
  platform_position: z.string().optional(),
  age: z.string().optional(),
  gender: z.string().optional(),
});
/** An insights row as the Graph API sends it. */
export type GraphInsightsRow = z.infer<typeof graphInsightsRowSchema>;

/** A permission of the person (`GET /me/permissions`). */
export const graphPermissionSchema = z.object({
  permission: z.string(),
  status: z.enum(['granted', 'declined', 'expired']),
});

/** A list answer: `data` and `paging`. */
export function graphListSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), paging: graphPagingSchema.optional() });
}

/** An interest of the targeting search (`GET /search?type=adinterest&q=…`). */
export const graphInterestSchema = z.object({
  id: z.string().regex(/^\d+$/u),
  name: z.string(),
  audience_size_lower_bound: z.number().int().nonnegative().optional(),
  audience_size_upper_bound: z.number().int().nonnegative().optional(),
  path: z.array(z.string()).optional(),
});

/** A delivery estimate (`GET /act_{id}/delivery_estimate`): monthly active people the targeting reaches. */
export const graphDeliveryEstimateSchema = z.object({
  estimate_mau_lower_bound: z.number().int().nonnegative(),
  estimate_mau_upper_bound: z.number().int().nonnegative(),
  estimate_ready: z.boolean(),
});

/** The `error` object of a failed call (Graph API "Handling errors"). */
export const graphErrorSchema = z.object({
  message: z.string(),
  type: z.string().optional(),
  code: z.number().int(),
  error_subcode: z.number().int().optional(),
  error_user_title: z.string().optional(),
  error_user_msg: z.string().optional(),
  fbtrace_id: z.string().optional(),
});
/** A Graph API error. */
export type GraphError = z.infer<typeof graphErrorSchema>;
