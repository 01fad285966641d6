import { useEffect } from 'react';
import type { DateSpan, MetricTotals } from '@adplatform/delivery-metrics';
import { useSpanTotals } from '../hooks/useSpanTotals';

/**
 * Reads the custom range's totals of the campaigns on screen and hands them to the list (null while
 * they load). Renders nothing; mounted only while a custom range is shown.
 */
export function SpanTotals({
  uid,
  campaignIds,
  span,
  onRead,
}: {
  readonly uid: string;
  readonly campaignIds: readonly string[];
  readonly span: DateSpan;
  readonly onRead: (totals: ReadonlyMap<string, MetricTotals> | null) => void;
}): null {
  const totals = useSpanTotals(uid, campaignIds, span);
  useEffect(() => onRead(totals), [totals, onRead]);
  return null;
}
