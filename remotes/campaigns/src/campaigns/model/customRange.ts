import { isoDay, type DateSpan } from '@adplatform/delivery-metrics';

/**
 * Custom date ranges of the campaigns list (docs/product-rules.md §10.1): any span of whole days up
 * to today within the year of delivery the product keeps. Preset ranges read maintained totals; a
 * custom one sums each row's daily series, so it is bounded to what those series hold. The list's
 * first load needs only the range offered first; the checks come with the view toolbar
 * (`customRangeChecks.ts`), which replaces a remembered range that has aged out.
 */

const DAY = 24 * 60 * 60 * 1000;

/** The custom range offered first: the 30 complete days before `today` (ISO date). */
export function defaultCustomRange(today: string): DateSpan {
  const day = Date.parse(`${today}T00:00:00Z`);
  return { from: isoDay(day - 30 * DAY), to: isoDay(day - DAY) };
}
