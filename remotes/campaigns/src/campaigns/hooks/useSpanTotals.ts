import { useEffect, useState } from 'react';
import type { DateSpan, MetricTotals } from '@adplatform/delivery-metrics';
import { fetchSpanTotals } from '../api/fetchSeries';

/**
 * Each campaign's totals over a custom range, from its daily series (docs/product-rules.md §10.1):
 * null while they load or when no custom range is set.
 * @param campaignIds - the campaigns on screen (one or two series documents read for each)
 */
export function useSpanTotals(
  uid: string,
  campaignIds: readonly string[],
  span: DateSpan | null,
): ReadonlyMap<string, MetricTotals> | null {
  const [read, setRead] = useState<{ key: string; value: ReadonlyMap<string, MetricTotals> } | null>(null);
  const ids = campaignIds.join(',');
  const key = span ? `${uid}|${span.from}|${span.to}|${ids}` : '';

  useEffect(() => {
    if (!span || ids === '') return undefined;
    let current = true;
    fetchSpanTotals(uid, ids.split(','), span).then(
      (value) => current && setRead({ key, value }),
      (error: unknown) => console.error('[campaigns] custom range totals could not be read', error),
    );
    return () => {
      current = false;
    };
    // The key names the user, the span and the campaigns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return span && read?.key === key ? read.value : null;
}
