import {
  BUDGET_TYPES,
  CAMPAIGN_OBJECTIVES,
  CAMPAIGN_STATUSES,
  type BudgetType,
  type CampaignObjective,
  type CampaignStatus,
} from '@adplatform/campaign-model';
// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

/** A campaign document as read from Firestore (a trust boundary: validated, never assumed). */
export const campaignDocSchema = z.object({
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  objective: z.enum(CAMPAIGN_OBJECTIVES),
  budgetType: z.enum(BUDGET_TYPES),
  budgetMinor: z.int().check(z.nonnegative()),
  currency: z.string().check(z.length(3)),
  startDate: timestamp,
  endDate: z.nullable(timestamp),
  createdAt: timestamp,
});

/** One row of the campaigns table. Money in integer minor units of `currency`. */
export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly status: CampaignStatus;
  readonly objective: CampaignObjective;
  readonly budgetType: BudgetType;
  readonly budgetMinor: number;
  readonly currency: string;
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly createdAt: Date;
}

/**
 * Turns a Firestore document into a table row.
 * @returns the row, or null (logged) when the document does not match the campaign schema.
 */
export function toCampaignRow(id: string, data: unknown): CampaignRow | null {
  const parsed = campaignDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[campaigns] skipped malformed campaign ${id}`, parsed.error.issues);
    return null;
  }
  const doc = parsed.data;
  return {
    id,
    name: doc.name,
    status: doc.status,
    objective: doc.objective,
    budgetType: doc.budgetType,
    budgetMinor: doc.budgetMinor,
    currency: doc.currency,
    startDate: doc.startDate.toDate(),
    endDate: doc.endDate?.toDate() ?? null,
    createdAt: doc.createdAt.toDate(),
  };
}
