import { Flex } from 'shared-ui/antd/base';
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactElement } from 'react';
import type { MetricTotals } from '@adplatform/delivery-metrics';
import type { AppliedView, ListView } from '../hooks/useListView';
import { usableCustomRange } from '../model/customRangeChecks';
import type { ListPreferences } from '../model/listView';
import { ColumnEditor } from './ColumnEditor';
import { PreferencesSync } from './PreferencesSync';
import { SavedViews } from './SavedViews';
import { SpanTotals } from './SpanTotals';

/**
 * The custom range's day picker, loaded when a custom range is first shown: antd's date pickers
 * (`shared-ui/antd/authoring`, the largest facade) stay off the list's load (docs/performance.md).
 */
const CustomRangePicker = lazy(() =>
  import('./CustomRangePicker').then(({ CustomRangePicker: Picker }) => ({ default: Picker })),
);

/** What the toolbar works on: the list's view, whose it is, and the campaigns on screen. */
export interface ViewToolbarProps {
  readonly uid: string;
  readonly view: ListView;
  readonly campaignIds: readonly string[];
  /** Receives a custom range's totals of the campaigns on screen (null while they load). */
  readonly onSpanTotals: (totals: ReadonlyMap<string, MetricTotals> | null) => void;
}

/**
 * The campaigns list's view toolbar (docs/product-rules.md §10.1), under the filters: saved views, the
 * days of a custom range, the column editor; it keeps the range and columns for this browser and
 * every device, and reads a custom range's totals. Loaded after the list's first page
 * (docs/performance.md).
 */
export function ViewToolbar({ uid, view, campaignIds, onSpanTotals }: ViewToolbarProps): ReactElement {
  const { query, columns, customColumns, today, apply } = view;
  const preferences = useMemo(
    (): ListPreferences => ({ range: query.range, custom: query.custom, columns, customColumns }),
    [query.range, query.custom, columns, customColumns],
  );
  // A saved view's or another device's custom range may have aged out since: it falls back to its preset.
  const applyChecked = useCallback(
    (applied: AppliedView): void =>
      apply(
        'query' in applied
          ? {
              ...applied,
              query: { ...applied.query, custom: usableCustomRange(applied.query.custom, today) },
            }
          : { ...applied, custom: usableCustomRange(applied.custom, today) },
      ),
    [apply, today],
  );
  // So may the range this browser remembered (the list's first load does not check it).
  const aged = query.custom !== null && usableCustomRange(query.custom, today) === null;
  useEffect(() => {
    if (aged) apply({ ...preferences, custom: null });
  }, [aged, apply, preferences]);
  return (
    <Flex gap={12} wrap="wrap" data-testid="campaign-view-toolbar">
      <SavedViews uid={uid} query={query} columns={columns} onApply={applyChecked} />
      {query.custom && (
        <Suspense fallback={null}>
          <CustomRangePicker
            span={query.custom}
            today={today}
            onChange={(custom) => view.changeQuery({ ...query, custom })}
          />
        </Suspense>
      )}
      <ColumnEditor columns={columns} onSave={view.saveCustomColumns} />
      <PreferencesSync uid={uid} preferences={preferences} onLoad={applyChecked} />
      {query.custom && (
        <SpanTotals uid={uid} campaignIds={campaignIds} span={query.custom} onRead={onSpanTotals} />
      )}
    </Flex>
  );
}
