import { CAMPAIGN_METRIC_RANGES, type CampaignMetricRange } from '@adplatform/delivery-metrics';
// zod/mini's `z`, one copy per page from the host (shared-auth/validation).
import * as z from 'shared-auth/validation';
import { COLUMN_PRESETS, LIST_COLUMNS, type ColumnPreset, type ListColumn } from './listColumns';

/**
 * What the campaigns list remembers for a user (docs/product-rules.md §10.1): the date range and the
 * columns, in this browser for the first paint and in `users/{uid}/preferences/campaignsList` for
 * every device; the column set the user made is kept apart, so a preset never loses it.
 */
export interface ListPreferences {
  readonly range: CampaignMetricRange;
  /** A custom range (ISO dates, inclusive) shown instead of `range`, or null. */
  readonly custom: { readonly from: string; readonly to: string } | null;
  readonly columns: readonly ListColumn[];
  /** The user's own column set ("Custom"), or null until they make one. */
  readonly customColumns: readonly ListColumn[] | null;
}

/** The list of a first visit: the last 7 days, the performance columns. */
export const DEFAULT_PREFERENCES: ListPreferences = {
  range: 'last7',
  custom: null,
  columns: COLUMN_PRESETS.performance,
  customColumns: null,
};

/** Whether `value` is a set of columns the list can show: known columns, each once, at least one. */
export function isColumnSet(value: unknown): value is readonly ListColumn[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    new Set(value).size === value.length &&
    value.every((column) => (LIST_COLUMNS as readonly unknown[]).includes(column))
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = z.custom<string>((value) => typeof value === 'string' && ISO_DAY.test(value));
const columnSet = z.custom<readonly ListColumn[]>(isColumnSet);

/** A stored date span (its days are checked again against today where it is used). */
export const dateSpanSchema = z.object({ from: isoDay, to: isoDay });

/** Preferences as stored (a trust boundary: local storage and Firestore are both user-editable). */
export const listPreferencesSchema = z.object({
  range: z.enum(CAMPAIGN_METRIC_RANGES),
  custom: z.nullable(dateSpanSchema),
  columns: columnSet,
  customColumns: z.nullable(columnSet),
});

/** The preset `columns` are, or `custom` when they are the user's own set. */
export function presetOf(columns: readonly ListColumn[]): ColumnPreset | 'custom' {
  const shown = columns.join();
  return (
    (Object.keys(COLUMN_PRESETS) as ColumnPreset[]).find((name) => COLUMN_PRESETS[name].join() === shown) ??
    'custom'
  );
}

/** Stored preferences, validated: null when absent or malformed. */
export function parsePreferences(stored: unknown): ListPreferences | null {
  const parsed = listPreferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The local storage key of `uid`'s preferences in this browser. */
export const localPreferencesKey = (uid: string): string => `campaigns.view.${uid}`;

/**
 * The preferences `uid` last used in this browser, validated; the default when none is stored, they
 * are malformed or storage is unavailable.
 */
export function readLocalPreferences(
  uid: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ListPreferences {
  try {
    return (
      parsePreferences(JSON.parse(storage?.getItem(localPreferencesKey(uid)) ?? 'null')) ??
      DEFAULT_PREFERENCES
    );
  } catch {
    return DEFAULT_PREFERENCES;
  }
}
