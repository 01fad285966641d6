import {
  BUDGET_TYPES,
  DELIVERY_ITEM_STATUSES,
  PLACEMENTS,
  type BudgetType,
  type DeliveryItemStatus,
  type Placement,
} from '@adplatform/campaign-model';
import * as z from 'zod/mini';
import { toRangeTotals, type RangeTotals } from './campaignRow';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

const adSetSchema = z.object({
  name: z.string(),
  status: z.enum(DELIVERY_ITEM_STATUSES),
  placements: z.array(z.enum(PLACEMENTS)),
  audience: z.object({ locations: z.array(z.string()), ageMin: z.int(), ageMax: z.int() }),
  budgetType: z.nullable(z.enum(BUDGET_TYPES)),
  budgetMinor: z.nullable(z.int().check(z.nonnegative())),
  startDate: timestamp,
  endDate: z.nullable(timestamp),
});

const adSchema = z.object({
  adSetId: z.nullable(z.string()),
  name: z.string(),
  status: z.enum(DELIVERY_ITEM_STATUSES),
  creative: z.object({ headline: z.string(), callToAction: z.string(), destinationUrl: z.string() }),
});

/** An ad set or ad as the opened campaign lists it (docs/product-rules.md §10.1). */
export interface DeliveryItemRow {
  readonly id: string;
  readonly name: string;
  readonly status: DeliveryItemStatus;
  readonly metrics: RangeTotals;
}

/** An ad set: who it reaches, where, and its budget when the campaign does not carry one. */
export interface AdSetRow extends DeliveryItemRow {
  readonly placements: readonly Placement[];
  readonly locations: readonly string[];
  readonly ageMin: number;
  readonly ageMax: number;
  readonly budgetType: BudgetType | null;
  readonly budgetMinor: number | null;
  /** Its schedule (a lifetime budget covers every day of it). */
  readonly startDate: Date;
  readonly endDate: Date | null;
}

/** An ad: its ad set and the gist of its creative. */
export interface AdRow extends DeliveryItemRow {
  readonly adSetId: string | null;
  readonly headline: string;
  readonly callToAction: string;
  readonly destinationUrl: string;
}

/** An ad set document as a row, or null (logged) when it breaks the contract. */
export function toAdSetRow(id: string, data: unknown): AdSetRow | null {
  const parsed = adSetSchema.safeParse(data);
  const metrics = toRangeTotals((data as { metrics?: unknown } | null)?.metrics);
  if (!parsed.success || !metrics) {
    console.warn(
      `[campaigns] skipped malformed ad set ${id}`,
      parsed.error?.issues[0] ?? 'malformed metrics',
    );
    return null;
  }
  const { audience, startDate, endDate, ...adSet } = parsed.data;
  return {
    id,
    ...adSet,
    startDate: startDate.toDate(),
    endDate: endDate?.toDate() ?? null,
    locations: audience.locations,
    ageMin: audience.ageMin,
    ageMax: audience.ageMax,
    metrics,
  };
}

/** An ad document as a row, or null (logged) when it breaks the contract. */
export function toAdRow(id: string, data: unknown): AdRow | null {
  const parsed = adSchema.safeParse(data);
  const metrics = toRangeTotals((data as { metrics?: unknown } | null)?.metrics);
  if (!parsed.success || !metrics) {
    console.warn(`[campaigns] skipped malformed ad ${id}`, parsed.error?.issues[0] ?? 'malformed metrics');
    return null;
  }
  const { creative, ...ad } = parsed.data;
  return { id, ...ad, ...creative, metrics };
}
