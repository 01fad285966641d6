import type { Timestamp } from 'firebase-admin/firestore';
import {
  BUDGET_LEVELS,
  BUDGET_TYPES,
  CAMPAIGN_STATUSES,
  DELIVERY_ITEM_STATUSES,
  type CampaignState,
  type DeliveryItemState,
  type HistoryEntry,
} from '@adplatform/campaign-model';
import { z } from 'zod';

const timestamp = z.custom<Timestamp>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

/** The fields of a stored campaign that a change reads (the rest is copied as it is). */
const storedCampaignSchema = z.object({
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  statusBeforeArchive: z.enum(CAMPAIGN_STATUSES).nullish(),
  budgetType: z.enum(BUDGET_TYPES),
  budgetMinor: z.int(),
  budgetLevel: z.enum(BUDGET_LEVELS).optional(),
  currency: z.string(),
  startDate: timestamp,
  endDate: timestamp.nullable(),
  metrics: z
    .object({ lifetime: z.object({ spendMinor: z.number() }).partial() })
    .partial()
    .optional(),
});

/** The fields of a stored ad set or ad that a change reads (an ad has no budget or schedule). */
const storedItemSchema = z.object({
  name: z.string(),
  status: z.enum(DELIVERY_ITEM_STATUSES),
  budgetType: z.enum(BUDGET_TYPES).nullish(),
  budgetMinor: z.int().nullish(),
  startDate: timestamp.optional(),
  endDate: timestamp.nullish(),
  metrics: storedCampaignSchema.shape.metrics,
});

/**
 * A stored ad set or ad as the change rules read it.
 * @returns null when the document does not hold one (answered as `notFound`).
 */
export function toDeliveryItemState(data: unknown): DeliveryItemState | null {
  const parsed = storedItemSchema.safeParse(data);
  if (!parsed.success) return null;
  const stored = parsed.data;
  return {
    name: stored.name,
    status: stored.status,
    budgetType: stored.budgetType ?? null,
    budgetMinor: stored.budgetMinor ?? null,
    startDate: stored.startDate?.toDate(),
    endDate: stored.endDate?.toDate() ?? null,
    spentMinor: stored.metrics?.lifetime?.spendMinor ?? 0,
  };
}

/**
 * A stored campaign as the change rules read it.
 * @returns null when the document does not hold a campaign (answered as `notFound`).
 */
export function toCampaignState(data: unknown): CampaignState | null {
  const parsed = storedCampaignSchema.safeParse(data);
  if (!parsed.success) return null;
  const stored = parsed.data;
  return {
    name: stored.name,
    status: stored.status,
    statusBeforeArchive: stored.statusBeforeArchive ?? null,
    budgetType: stored.budgetType,
    budgetMinor: stored.budgetMinor,
    budgetLevel: stored.budgetLevel ?? 'campaign',
    currency: stored.currency,
    startDate: stored.startDate.toDate(),
    endDate: stored.endDate?.toDate() ?? null,
    spentMinor: stored.metrics?.lifetime?.spendMinor ?? 0,
  };
}

/** A history entry as stored at `users/{uid}/campaigns/{id}/history/{entryId}`. */
export function storedHistoryEntry(
  entry: HistoryEntry,
  toTimestamp: (date: Date) => Timestamp,
): Record<string, unknown> {
  return { ...entry, at: toTimestamp(entry.at) };
}
