import { CAMPAIGN_SORT_FIELDS, CAMPAIGN_STATUSES } from '@adplatform/campaign-model';
import { CAMPAIGN_METRIC_RANGES } from '@adplatform/delivery-metrics';
// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';
import { METRIC_SORT_FIELDS, type CampaignQuery } from './campaignQuery';
import type { ListColumn } from './listColumns';
import { dateSpanSchema, isColumnSet } from './listView';

/**
 * Saved views of the campaigns list (docs/product-rules.md §10.1): the filters, sort, range and
 * columns under a name, per user, in `users/{uid}/campaignViews/{id}` (the rules check the same
 * bounds: firestore.rules `validCampaignView`).
 */

/** The longest view name, in characters. */
export const VIEW_NAME_MAX = 60;
/** The most views a user keeps. */
export const SAVED_VIEWS_MAX = 20;
/** The longest search a view keeps, in characters. */
export const VIEW_SEARCH_MAX = 100;

/** A saved view, as the list applies it. */
export interface SavedView {
  readonly id: string;
  readonly name: string;
  readonly query: CampaignQuery;
  readonly columns: readonly ListColumn[];
}

/** What a view document stores, timestamps apart. */
export type SavedViewFields = CampaignQuery & {
  readonly name: string;
  readonly columns: readonly ListColumn[];
};

/** A view document as stored (a trust boundary: validated, never assumed). */
export const savedViewSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(VIEW_NAME_MAX)),
  status: z.enum([...CAMPAIGN_STATUSES, 'all']),
  search: z.string().check(z.maxLength(VIEW_SEARCH_MAX)),
  sortField: z.enum([...CAMPAIGN_SORT_FIELDS, ...METRIC_SORT_FIELDS]),
  sortDirection: z.enum(['asc', 'desc']),
  range: z.enum(CAMPAIGN_METRIC_RANGES),
  custom: z.nullable(dateSpanSchema),
  columns: z.custom<readonly ListColumn[]>(isColumnSet),
});

/** A stored view document, or null when it is malformed (it is then left out of the menu). */
export function toSavedView(id: string, stored: unknown): SavedView | null {
  const parsed = savedViewSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { name, columns, ...query } = parsed.data;
  return { id, name, columns, query };
}

/** The fields a view document stores for `name`, `query` and `columns` (timestamps apart). */
export function savedViewFields(
  name: string,
  query: CampaignQuery,
  columns: readonly ListColumn[],
): SavedViewFields {
  const { status, search, sortField, sortDirection, range, custom } = query;
  return {
    name: name.trim(),
    status,
    search: search.slice(0, VIEW_SEARCH_MAX),
    sortField,
    sortDirection,
    range,
    custom,
    columns: [...columns],
  };
}

/** Why a view cannot be saved under `name`, or null when it can. */
export type ViewNameRefusal = 'empty' | 'tooLong' | 'taken';

/** Checks a new view's name against the bounds and the user's other views (names compared trimmed, any case). */
export function viewNameRefusal(name: string, views: readonly SavedView[]): ViewNameRefusal | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > VIEW_NAME_MAX) return 'tooLong';
  const lower = trimmed.toLocaleLowerCase();
  return views.some((view) => view.name.toLocaleLowerCase() === lower) ? 'taken' : null;
}
