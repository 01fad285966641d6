import { useCallback, useRef, useState } from 'react';
import { isoDay } from '@adplatform/delivery-metrics';
import { canSortBy, DEFAULT_CAMPAIGN_QUERY, type CampaignQuery } from '../model/campaignQuery';
import { COLUMN_PRESETS, type ColumnPreset, type ListColumn } from '../model/listColumns';
import { readLocalPreferences, type ListPreferences } from '../model/listView';

/** What a saved view or another device's preferences apply: the query (or its range) and columns. */
export type AppliedView =
  { readonly query: CampaignQuery; readonly columns: readonly ListColumn[] } | ListPreferences;

/** The campaigns list's view and how it changes (see `useListView`). */
export interface ListView {
  /** Today as the maintained totals count days (ISO date, UTC), fixed for the visit. */
  readonly today: string;
  readonly query: CampaignQuery;
  readonly columns: readonly ListColumn[];
  readonly customColumns: readonly ListColumn[] | null;
  /** Bumped when a saved view is applied (the filter bar starts again from its search). */
  readonly applied: number;
  /** The user changes the query; a metric sort a custom range cannot order by falls back to newest first. */
  readonly changeQuery: (next: CampaignQuery) => void;
  /** The user picks a preset's columns, or their own set. */
  readonly chooseColumns: (choice: ColumnPreset | 'custom') => void;
  /** The user makes their own column set (it is shown, and kept as their set). */
  readonly saveCustomColumns: (columns: readonly ListColumn[]) => void;
  /**
   * Applies a saved view (always) or the preferences kept on another device (unless this visit has
   * changed something already). Its custom range must have been checked against today.
   */
  readonly apply: (view: AppliedView) => void;
}

/** Whether two plain values (a range, a column list) are equal. */
function same<Value>(a: Value, b: Value): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The campaigns list's view (docs/product-rules.md §10.1): the query, the range and the columns,
 * starting from what this browser remembers for `uid`.
 */
export function useListView(uid: string): ListView {
  const [today] = useState(() => isoDay(Date.now()));
  const [remembered] = useState(() => readLocalPreferences(uid));
  const [query, setQuery] = useState<CampaignQuery>(() => ({
    ...DEFAULT_CAMPAIGN_QUERY,
    range: remembered.range,
    // Checked against today by the view toolbar, which replaces a range that has aged out.
    custom: remembered.custom,
  }));
  const [columns, setColumns] = useState(remembered.columns);
  const [customColumns, setCustomColumns] = useState(remembered.customColumns);
  const [applied, setApplied] = useState(0);
  // Set by the user's first change: preferences read from another device no longer replace it.
  const touched = useRef(false);

  const changeQuery = useCallback((next: CampaignQuery): void => {
    touched.current = true;
    setQuery(
      canSortBy(next, next.sortField)
        ? next
        : { ...next, sortField: DEFAULT_CAMPAIGN_QUERY.sortField, sortDirection: 'desc' },
    );
  }, []);
  const apply = useCallback(
    (view: AppliedView): void => {
      const saved = 'query' in view;
      if (!saved && touched.current) return;
      if (saved) {
        changeQuery(view.query);
        setApplied((value) => value + 1);
      } else {
        // Untouched, the list still has its default sort: no metric sort to reconcile with the range.
        // What equals what is shown keeps its identity: the table does not render again for nothing.
        setQuery((current) =>
          current.range === view.range && same(current.custom, view.custom)
            ? current
            : { ...current, range: view.range, custom: view.custom },
        );
        setCustomColumns((current) => (same(current, view.customColumns) ? current : view.customColumns));
      }
      setColumns((current) => (same(current, view.columns) ? current : view.columns));
    },
    [changeQuery],
  );
  return {
    today,
    query,
    columns,
    customColumns,
    applied,
    changeQuery,
    chooseColumns: (choice) => {
      touched.current = true;
      setColumns(choice === 'custom' ? (customColumns ?? columns) : COLUMN_PRESETS[choice]);
    },
    saveCustomColumns: (chosen) => {
      touched.current = true;
      setColumns(chosen);
      setCustomColumns(chosen);
    },
    apply,
  };
}
