import { LEAD_ACTIVITY_TYPES, LEAD_STATUSES, type LeadStatus } from '@adplatform/lead-model';
// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

/**
 * An entry of `users/{uid}/leads/{id}/activity/{activityId}` (validated at the trust boundary): a status
 * change (`from` → `to`, no note) or a new note (no statuses), by whom and when. firestore.rules
 * `validLeadActivity` accepts an entry only with the lead change it describes.
 */
export const leadActivityDocSchema = z.object({
  type: z.enum(LEAD_ACTIVITY_TYPES),
  from: z.nullable(z.enum(LEAD_STATUSES)),
  to: z.nullable(z.enum(LEAD_STATUSES)),
  note: z.nullable(z.string()),
  by: z.string(),
  byEmail: z.string(),
  at: timestamp,
});

/** Who made a change and when, and whether the entry came from a merged duplicate's timeline. */
interface ActivityCommon {
  readonly id: string;
  /** The uid of the user who made the change, and their e-mail address at the time. */
  readonly by: string;
  readonly byEmail: string;
  readonly at: Date;
  /** The entry was moved here from a duplicate merged into this lead. */
  readonly fromMerged: boolean;
}

/** On a merge entry (`merged`): the duplicate merged into the lead, as it was. */
const mergedSchema = z.object({ name: z.string(), email: z.string(), campaignName: z.string() });

/** One entry of a lead's activity timeline. */
export type LeadActivity = ActivityCommon &
  (
    | {
        readonly type: 'status';
        readonly from: LeadStatus;
        readonly to: LeadStatus;
      }
    | {
        readonly type: 'note';
        /** The note as it was written (empty when the note was cleared). */
        readonly note: string;
      }
    | {
        readonly type: 'owner';
        /** The new owner's e-mail address, or null when the lead was left without one. */
        readonly owner: string | null;
      }
    | {
        readonly type: 'merge';
        /** The duplicate merged into this lead: its name, e-mail and source campaign. */
        readonly merged: { readonly name: string; readonly email: string; readonly campaignName: string };
      }
  );

/** An activity entry from its document, or null (logged) when it is malformed. */
export function toLeadActivity(id: string, data: unknown): LeadActivity | null {
  const parsed = leadActivityDocSchema.safeParse(data);
  const entry = parsed.success ? parsed.data : null;
  const extra = (data ?? {}) as { merged?: unknown; mergedFrom?: unknown; owner?: unknown };
  const common = entry && {
    id,
    by: entry.by,
    byEmail: entry.byEmail,
    at: entry.at.toDate(),
    fromMerged: typeof extra.mergedFrom === 'string',
  };
  if (common && entry.type === 'status' && entry.from && entry.to)
    return { ...common, type: 'status', from: entry.from, to: entry.to };
  if (common && entry.type === 'note' && entry.note !== null)
    return { ...common, type: 'note', note: entry.note };
  if (common && entry.type === 'owner' && (extra.owner === null || typeof extra.owner === 'string'))
    return { ...common, type: 'owner', owner: extra.owner };
  const merged = mergedSchema.safeParse(extra.merged);
  if (common && entry.type === 'merge' && merged.success) {
    const { name, email, campaignName } = merged.data;
    return { ...common, type: 'merge', merged: { name, email, campaignName } };
  }
  console.warn(`[leads] skipped malformed activity ${id}`, parsed.error?.issues);
  return null;
}
