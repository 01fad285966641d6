import {
  BUDGET_LEVELS,
  BUDGET_TYPES,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_STATUSES,
  type BudgetLevel,
  type BudgetType,
  type CampaignObjective,
  type CampaignStatus,
} from '@adplatform/campaign-model';
import {
  CAMPAIGN_METRIC_RANGES,
  ZERO_TOTALS,
  type CampaignMetricRange,
  type MetricTotals,
} from '@adplatform/delivery-metrics';
// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

const count = z.int().check(z.nonnegative());
const totalsSchema = z.object({
  impressions: count,
  reach: count,
  clicks: count,
  spendMinor: count,
  conversions: count,
  revenueMinor: count,
});

const metricsSchema = z.partialRecord(z.enum(CAMPAIGN_METRIC_RANGES), totalsSchema);

/** A campaign document as read from Firestore (a trust boundary: validated, never assumed). */
export const campaignDocSchema = z.object({
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  statusBeforeArchive: z.nullable(z.enum(CAMPAIGN_STATUSES)),
  objective: z.enum(CAMPAIGN_OBJECTIVES),
  budgetType: z.enum(BUDGET_TYPES),
  budgetMinor: z.int().check(z.nonnegative()),
  budgetLevel: z.enum(BUDGET_LEVELS),
  currency: z.string().check(z.length(3)),
  startDate: timestamp,
  endDate: z.nullable(timestamp),
  createdAt: timestamp,
  /** Maintained totals per range (docs/architecture.md "The campaigns list reads maintained totals"). */
  metrics: metricsSchema,
});

/** Delivery totals for every range of the list; a range not stored reads as no delivery. */
export type RangeTotals = Readonly<Record<CampaignMetricRange, MetricTotals>>;

/**
 * The maintained totals of a campaign, ad set or ad document (`metrics`), validated.
 * @returns every range's totals (zero where none is stored), or null when `stored` is malformed.
 */
export function toRangeTotals(stored: unknown): RangeTotals | null {
  const parsed = metricsSchema.safeParse(stored ?? {});
  return parsed.success ? everyRange(parsed.data) : null;
}

/** Validated totals with every range: a range not stored reads as no delivery. */
function everyRange(metrics: Partial<Record<CampaignMetricRange, MetricTotals>>): RangeTotals {
  return Object.fromEntries(
    CAMPAIGN_METRIC_RANGES.map((range) => [range, metrics[range] ?? ZERO_TOTALS]),
  ) as Record<CampaignMetricRange, MetricTotals>;
}

/** One row of the campaigns table. Money in integer minor units of `currency`. */
export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly status: CampaignStatus;
  readonly statusBeforeArchive: CampaignStatus | null;
  readonly objective: CampaignObjective;
  readonly budgetType: BudgetType;
  /** With the budget on the ad sets, the sum of theirs. */
  readonly budgetMinor: number;
  readonly budgetLevel: BudgetLevel;
  readonly currency: string;
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly createdAt: Date;
  /** Delivery totals per range; a range the document lacks reads as no delivery. */
  readonly metrics: RangeTotals;
}

/**
 * Turns a Firestore document into a table row.
 * @returns the row, or null (logged) when the document does not match the campaign schema.
 */
export function toCampaignRow(id: string, data: unknown): CampaignRow | null {
  // Fields older documents lack read as their defaults: never archived, the budget on the campaign,
  // no delivery yet.
  const withDefaults =
    typeof data === 'object' && data !== null
      ? { statusBeforeArchive: null, budgetLevel: 'campaign', metrics: {}, ...data }
      : data;
  const parsed = campaignDocSchema.safeParse(withDefaults);
  if (!parsed.success) {
    console.warn(`[campaigns] skipped malformed campaign ${id}`, parsed.error.issues);
    return null;
  }
  const doc = parsed.data;
  return {
    id,
    name: doc.name,
    status: doc.status,
    statusBeforeArchive: doc.statusBeforeArchive,
    objective: doc.objective,
    budgetType: doc.budgetType,
    budgetMinor: doc.budgetMinor,
    budgetLevel: doc.budgetLevel,
    currency: doc.currency,
    startDate: doc.startDate.toDate(),
    endDate: doc.endDate?.toDate() ?? null,
    createdAt: doc.createdAt.toDate(),
    metrics: everyRange(doc.metrics),
  };
}
