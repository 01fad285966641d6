import { LEAD_STATUSES, type LeadStatus } from '@adplatform/lead-model';
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

/** The sources of leads that came from a network's lead form (docs/product-rules.md §10.3). */
export const NETWORK_LEAD_SOURCES = ['metaLeadAds', 'googleAdsLeadForm'] as const;
/** One of {@link NETWORK_LEAD_SOURCES}. */
export type NetworkLeadSource = (typeof NETWORK_LEAD_SOURCES)[number];

/** Where a lead came from. */
export type LeadSource = 'campaign' | 'import' | NetworkLeadSource;

/** Whether `source` is a network's lead form. */
export const isNetworkLeadSource = (source: LeadSource): source is NetworkLeadSource =>
  (NETWORK_LEAD_SOURCES as readonly string[]).includes(source);

/** One answer a lead gave on a form, to a question of the advertiser's own. */
export interface LeadAnswer {
  readonly question: string;
  readonly answer: string;
}

const answersSchema = z.array(z.object({ question: z.string(), answer: z.string() }));

/** The lead's source as its document gives it: `import`, a network's lead form, else a campaign here. */
const sourceOf = (value: unknown): LeadSource =>
  value === 'import' || NETWORK_LEAD_SOURCES.some((source) => source === value)
    ? (value as LeadSource)
    : 'campaign';

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
  /**
   * Where the lead came from: a campaign here, a CSV import (then `campaignName` is the file's
   * name), or a Meta lead form (docs/decisions/0049-meta-lead-ads.md).
   */
  readonly source: LeadSource;
  /** The company the lead gave, or '' for none. */
  readonly company: string;
  /** The lead's answers to the form's own questions, in the form's order. */
  readonly answers: readonly LeadAnswer[];
  /** Who owns the lead (a uid of the account's people) and their e-mail address; null for nobody. */
  readonly ownerUid: string | null;
  readonly ownerEmail: string | null;
  /** The owner's name as their account gives it; null for nobody, or an owner who gave none. */
  readonly ownerName: string | null;
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
  const { source, company, answers, ownerUid, ownerEmail, ownerName } = data as {
    source?: unknown;
    company?: unknown;
    answers?: unknown;
    ownerUid?: unknown;
    ownerEmail?: unknown;
    ownerName?: unknown;
  };
  const owned = typeof ownerUid === 'string';
  return {
    id,
    ...parsed.data,
    source: sourceOf(source),
    company: typeof company === 'string' ? company : '',
    answers: answersSchema.safeParse(answers).data ?? [],
    // Leads from before owners were kept have none.
    ownerUid: owned ? ownerUid : null,
    ownerEmail: owned && typeof ownerEmail === 'string' ? ownerEmail : null,
    ownerName: owned && typeof ownerName === 'string' && ownerName.trim() ? ownerName : null,
    createdAt: parsed.data.createdAt.toDate(),
    duplicate: false,
  };
}

/** How a lead's owner is shown: their name when known, else their address; null for nobody. */
export function ownerLabel(lead: Pick<Lead, 'ownerName' | 'ownerEmail'>): string | null {
  return lead.ownerName ?? lead.ownerEmail;
}

/**
 * The fields the leads list sorts by: the creation time, the name, the e-mail address (compared as
 * `emailKey`) and the source campaign's name.
 */
export const LEAD_SORT_FIELDS = ['createdAt', 'name', 'emailKey', 'campaignName'] as const;
/** A field the leads list sorts by. */
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** The leads list's order: a field, ascending or descending. */
export interface LeadSort {
  readonly field: LeadSortField;
  readonly direction: 'asc' | 'desc';
}

/** The default order: the newest lead first. */
export const NEWEST_FIRST: LeadSort = { field: 'createdAt', direction: 'desc' };

/** What the leads list shows: filters by status, campaign and creation date, a search, an order. */
export interface LeadQuery {
  readonly status: LeadStatus | 'all';
  readonly campaignId: string | 'all';
  /** ISO dates (inclusive), or null for an open end. */
  readonly from: string | null;
  readonly to: string | null;
  /** A name or e-mail (prefix of a word, or the whole address). */
  readonly search: string;
  /** Whose leads: everyone's, the viewer's own, or those without an owner. */
  readonly owner: LeadOwnerFilter;
  readonly sort: LeadSort;
}

/** The owner filter's choices. */
export const LEAD_OWNER_FILTERS = ['all', 'me', 'unassigned'] as const;
/** Whose leads the list shows. */
export type LeadOwnerFilter = (typeof LEAD_OWNER_FILTERS)[number];

/** The first view: every lead, newest first. */
export const DEFAULT_LEAD_QUERY: LeadQuery = {
  status: 'all',
  campaignId: 'all',
  from: null,
  to: null,
  search: '',
  owner: 'all',
  sort: NEWEST_FIRST,
};

/**
 * Whether the list can be ordered by `field` under `query`'s filters: a range of creation dates is an
 * inequality on `createdAt`, which Firestore orders by first, so within a range only the creation
 * time orders the list; the owner filter is indexed with the creation time alone
 * (docs/product-rules.md §10.3).
 */
export function canSortLeadsBy(query: LeadQuery, field: LeadSortField): boolean {
  return field === 'createdAt' || (query.from === null && query.to === null && query.owner === 'all');
}

/** `query` with an order it can take: a sort its filters exclude falls back to the newest first. */
export function withValidSort(query: LeadQuery): LeadQuery {
  return canSortLeadsBy(query, query.sort.field) ? query : { ...query, sort: NEWEST_FIRST };
}

/** Rows per page of the leads list. */
export const LEAD_PAGE_SIZE = 15;

/** The search key a term is matched with: lower case, trimmed; a whole address stays whole. */
export function leadSearchKey(term: string): string {
  const key = term.trim().toLocaleLowerCase('en-US');
  if (key.includes('@')) return key;
  const [first = ''] = key.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return first.slice(0, 20);
}
