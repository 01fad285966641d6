import { CAMPAIGN_METRIC_RANGES, type CampaignMetricRange } from '@adplatform/delivery-metrics';
import { COLUMN_PRESETS, type ColumnPreset } from './listColumns';

/** What the list remembers for a user between visits: the range and the column preset. */
export interface RememberedView {
  readonly range: CampaignMetricRange;
  readonly preset: ColumnPreset;
}

/** The view of a first visit. */
export const DEFAULT_VIEW: RememberedView = { range: 'last7', preset: 'performance' };

const key = (uid: string): string => `campaigns.view.${uid}`;

/**
 * The view `uid` last used in this browser, validated (storage is user-editable); the default when
 * none is stored or storage is unavailable.
 */
export function readView(
  uid: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RememberedView {
  try {
    const stored = JSON.parse(storage?.getItem(key(uid)) ?? 'null') as Partial<
      Record<string, unknown>
    > | null;
    const range = (CAMPAIGN_METRIC_RANGES as readonly unknown[]).includes(stored?.range)
      ? (stored?.range as CampaignMetricRange)
      : DEFAULT_VIEW.range;
    const preset =
      typeof stored?.preset === 'string' && stored.preset in COLUMN_PRESETS
        ? (stored.preset as ColumnPreset)
        : DEFAULT_VIEW.preset;
    return { range, preset };
  } catch {
    return DEFAULT_VIEW;
  }
}

/** Remembers `view` for `uid` in this browser (a full storage is ignored: the view is a convenience). */
export function writeView(
  uid: string,
  view: RememberedView,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(key(uid), JSON.stringify(view));
  } catch {
    // Private mode or quota: the list still works with the default next time.
  }
}
