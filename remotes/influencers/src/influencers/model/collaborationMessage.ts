import * as z from 'zod/mini';

const messageDocSchema = z.object({
  from: z.enum(['advertiser', 'creator']),
  text: z.string(),
  /** The advertiser's user who sent it; absent on the creator's messages. */
  byEmail: z.optional(z.string()),
  sentAt: z.custom<{ toDate: () => Date }>(
    (value) => typeof value === 'object' && value !== null && 'toDate' in value,
  ),
});

/** A message of a collaboration's thread: from the advertiser's side (and who) or from the creator. */
export interface CollaborationMessage {
  readonly id: string;
  readonly from: 'advertiser' | 'creator';
  readonly text: string;
  readonly byEmail: string | null;
  readonly sentAt: Date;
}

/** A thread message from its document, or null (logged) when the document does not match. */
export function toCollaborationMessage(id: string, data: unknown): CollaborationMessage | null {
  const parsed = messageDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[influencers] skipped malformed message ${id}`, parsed.error.issues);
    return null;
  }
  return { id, ...parsed.data, byEmail: parsed.data.byEmail ?? null, sentAt: parsed.data.sentAt.toDate() };
}
