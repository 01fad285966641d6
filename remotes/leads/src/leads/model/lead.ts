import { LEAD_STATUSES, type LeadStatus } from './leadPipeline';
// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';

const timestamp = z.custom<{ toDate: () => Date }>(
  (value) => typeof value === 'object' && value !== null && 'toDate' in value,
);

/** A lead document of `users/{uid}/leads/{id}` (validated at the trust boundary). */
export const leadDocSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailKey: z.string(),
  phone: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  createdAt: timestamp,
});

/** One row of the leads table. `duplicate` is true when another lead shares its e-mail address. */
export interface Lead {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly emailKey: string;
  readonly phone: string;
  readonly campaignId: string;
  readonly campaignName: string;
  readonly status: LeadStatus;
  readonly note: string;
  readonly createdAt: Date;
  readonly duplicate: boolean;
}

/** A lead from its document (not yet checked for duplicates), or null (logged) when malformed. */
export function toLead(id: string, data: unknown): Lead | null {
  const parsed = leadDocSchema.safeParse(data);
  if (!parsed.success) {
    console.warn(`[leads] skipped malformed lead ${id}`, parsed.error.issues);
    return null;
  }
  return { id, ...parsed.data, createdAt: parsed.data.createdAt.toDate(), duplicate: false };
}

/** What the leads list shows: filters by status, campaign and creation date, and a search. */
export interface LeadQuery {
  readonly status: LeadStatus | 'all';
  readonly campaignId: string | 'all';
  /** ISO dates (inclusive), or null for an open end. */
  readonly from: string | null;
  readonly to: string | null;
  /** A name or e-mail (prefix of a word, or the whole address). */
  readonly search: string;
}

/** The first view: every lead, newest first. */
export const DEFAULT_LEAD_QUERY: LeadQuery = {
  status: 'all',
  campaignId: 'all',
  from: null,
  to: null,
  search: '',
};

/** Rows per page of the leads list. */
export const LEAD_PAGE_SIZE = 15;

/** The search key a term is matched with: lower case, trimmed; a whole address stays whole. */
export function leadSearchKey(term: string): string {
  const key = term.trim().toLocaleLowerCase('en-US');
  if (key.includes('@')) return key;
  const [first = ''] = key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return first.slice(0, 20);
}
