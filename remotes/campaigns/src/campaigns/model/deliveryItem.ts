import {
  BUDGET_TYPES,
  DELIVERY_ITEM_STATUSES,
  PLACEMENTS,
  type BudgetType,
  type DeliveryItemStatus,
  type Placement,
} from '@adplatform/campaign-model';
import {
  CAMPAIGN_METRIC_RANGES,
  ZERO_TOTALS,
  type CampaignMetricRange,
  type MetricTotals,
} from '@adplatform/delivery-metrics';
import * as z from 'zod/mini';

const count = z.int().check(z.nonnegative());
const totals = z.object({
  impressions: count,
  reach: count,
  clicks: count,
  spendMinor: count,
  conversions: count,
  revenueMinor: count,
});
const metrics = z.optional(z.partialRecord(z.enum(CAMPAIGN_METRIC_RANGES), totals));

const adSetSchema = z.object({
  name: z.string(),
  status: z.enum(DELIVERY_ITEM_STATUSES),
  placements: z.array(z.enum(PLACEMENTS)),
  audience: z.object({ locations: z.array(z.string()), ageMin: z.int(), ageMax: z.int() }),
  budgetType: z.nullable(z.enum(BUDGET_TYPES)),
  budgetMinor: z.nullable(count),
  metrics,
});

const adSchema = z.object({
  adSetId: z.nullable(z.string()),
  name: z.string(),
  status: z.enum(DELIVERY_ITEM_STATUSES),
  creative: z.object({ headline: z.string(), callToAction: z.string(), destinationUrl: z.string() }),
  metrics,
});

/** An ad set or ad as the opened campaign lists it (docs/product-rules.md §10.1). */
export interface DeliveryItemRow {
  readonly id: string;
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly metrics: Readonly<Record<CampaignMetricRange, MetricTotals>>;
}

/** An ad set: who it reaches, where, and its budget when the campaign does not carry one. */
export interface AdSetRow extends DeliveryItemRow {
  readonly placements: readonly Placement[];
  readonly locations: readonly string[];
  readonly ageMin: number;
  readonly ageMax: number;
  readonly budgetType: BudgetType | null;
  readonly budgetMinor: number | null;
}

/** An ad: its ad set and the gist of its creative. */
export interface AdRow extends DeliveryItemRow {
  readonly adSetId: string | null;
  readonly headline: string;
  readonly callToAction: string;
  readonly destinationUrl: string;
}

function allRanges(
  stored: Partial<Record<CampaignMetricRange, MetricTotals>> | undefined,
): Record<CampaignMetricRange, MetricTotals> {
  return Object.fromEntries(
    CAMPAIGN_METRIC_RANGES.map((range) => [range, stored?.[range] ?? ZERO_TOTALS]),
  ) as Record<CampaignMetricRange, MetricTotals>;
}

/** An ad set document as a row, or null (logged) when it breaks the contract. */
export function toAdSetRow(id: string, data: unknown): AdSetRow | null {
  const parsed = adSetSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[campaigns] skipped malformed ad set ${id}`, parsed.error.issues[0]);
    return null;
  }
  const { audience, metrics: stored, ...adSet } = parsed.data;
  return {
    id,
    ...adSet,
    locations: audience.locations,
    ageMin: audience.ageMin,
    ageMax: audience.ageMax,
    metrics: allRanges(stored),
  };
}

/** An ad document as a row, or null (logged) when it breaks the contract. */
export function toAdRow(id: string, data: unknown): AdRow | null {
  const parsed = adSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[campaigns] skipped malformed ad ${id}`, parsed.error.issues[0]);
    return null;
  }
  const { creative, metrics: stored, ...ad } = parsed.data;
  return { id, ...ad, ...creative, metrics: allRanges(stored) };
}
