// The types of Highcharts' ES build, which the charts draw with (`@highcharts/react`).
import type { AccessibilityOptions, LangOptions } from 'highcharts/highcharts.src';
import enUs from './locales/en-us.json';

/** The i18n namespace of the chart texts; each remote that draws charts registers it. */
export const CHART_A11Y_NS = 'chart-a11y';

/** A key of the chart texts. */
export type ChartTextKey = keyof typeof enUs;

/**
 * The chart texts by language, for `useT(CHART_A11Y_NS, CHART_A11Y_STRINGS)` (shared-auth): English
 * given (it is the fallback), Spanish loaded when a page shows it. The strings keep Highcharts' own
 * template syntax (`{numPoints}`, `{#eq …}`), which i18next leaves alone (it interpolates `{{…}}`).
 */
export const CHART_A11Y_STRINGS = {
  'en-us': enUs,
  'es-es': () => import('./locales/es-es.json'),
} as const;

/**
 * Highcharts' `lang` in the user's language: number and date formats from `locale`, and every text
 * the accessibility module reads to a screen reader or shows (chart types, axes, series summaries,
 * legend, zoom, data table) from the chart texts — none of Highcharts' built-in English remains
 * (docs/architecture.md "Accessibility").
 * @param locale - a BCP 47 tag, e.g. `es-es`
 * @param text - `t` of {@link CHART_A11Y_NS}
 * @returns options for `Highcharts.setOptions({ lang })` or a chart's own `lang`
 */
export function highchartsLang(locale: string, text: (key: ChartTextKey) => string): LangOptions {
  return {
    locale,
    loading: text('loading'),
    noData: text('noData'),
    resetZoom: text('resetZoom'),
    accessibility: {
      defaultChartTitle: text('defaultChartTitle'),
      chartContainerLabel: text('chartContainerLabel'),
      svgContainerLabel: text('svgContainerLabel'),
      screenReaderSection: { endOfChartMarker: text('endOfChartMarker') },
      legend: {
        legendLabelNoTitle: text('legendLabelNoTitle'),
        legendLabel: text('legendLabel'),
        legendItem: text('legendItem'),
      },
      zoom: { resetZoomButton: text('resetZoomButton') },
      table: {
        viewAsDataTableButtonText: text('viewAsDataTableButtonText'),
        tableSummary: text('tableSummary'),
      },
      chartTypes: {
        emptyChart: text('emptyChart'),
        combinationChart: text('combinationChart'),
        defaultSingle: text('defaultSingle'),
        defaultMultiple: text('defaultMultiple'),
        lineSingle: text('lineSingle'),
        lineMultiple: text('lineMultiple'),
        splineSingle: text('lineSingle'),
        splineMultiple: text('lineMultiple'),
        columnSingle: text('columnSingle'),
        columnMultiple: text('columnMultiple'),
        barSingle: text('columnSingle'),
        barMultiple: text('columnMultiple'),
        pieSingle: text('pieSingle'),
        pieMultiple: text('pieMultiple'),
      },
      axis: {
        xAxisDescriptionSingular: text('xAxisDescriptionSingular'),
        xAxisDescriptionPlural: text('xAxisDescriptionPlural'),
        yAxisDescriptionSingular: text('yAxisDescriptionSingular'),
        yAxisDescriptionPlural: text('yAxisDescriptionPlural'),
        timeRangeDays: text('timeRangeDays'),
        timeRangeHours: text('timeRangeHours'),
        timeRangeMinutes: text('timeRangeMinutes'),
        timeRangeSeconds: text('timeRangeSeconds'),
        rangeFromTo: text('rangeFromTo'),
        rangeCategories: text('rangeCategories'),
        defaultAxisNames: {
          categories: text('axisCategories'),
          time: text('axisTime'),
          values: text('axisValues'),
        },
      },
      series: {
        nullPointValue: text('nullPointValue'),
        summary: {
          default: text('seriesDefault'),
          defaultCombination: text('seriesDefault'),
          line: text('seriesLine'),
          lineCombination: text('seriesLine'),
          spline: text('seriesLine'),
          splineCombination: text('seriesLine'),
          column: text('seriesColumn'),
          columnCombination: text('seriesColumn'),
          bar: text('seriesColumn'),
          barCombination: text('seriesColumn'),
          pie: text('seriesPie'),
          pieCombination: text('seriesPie'),
        },
      },
    },
  };
}

/**
 * The chart's screen-reader section before the chart, as Highcharts writes it, with the chart's title
 * as a heading of `headingLevel` — the level that follows the page's own headings (Highcharts guesses
 * the level from the DOM and can skip levels, which axe's `heading-order` rule reports).
 * @param headingLevel - 2 for a chart under the page's `h1`, 3 under a section's `h2`
 * @returns the `accessibility` options to merge into a chart's options
 */
export function screenReaderSection(headingLevel: 2 | 3 | 4): AccessibilityOptions {
  const heading = `h${headingLevel}`;
  return {
    screenReaderSection: {
      beforeChartFormat:
        `<${heading}>{chartTitle}</${heading}>` +
        '<div>{typeDescription}</div><div>{chartSubtitle}</div><div>{chartLongdesc}</div>' +
        '<div>{viewTableButton}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>',
    },
  };
}

/**
 * The value axis' range as a screen reader hears it, in the units the axis shows: Highcharts would
 * read the raw plotted numbers (money in minor units, ratios as fractions).
 * @param values - the plotted values; null (an undefined rate) is left out
 * @param format - a value as the axis and the tooltip show it
 * @param text - `t` of {@link CHART_A11Y_NS}
 * @returns `yAxis.accessibility` options: an empty object when nothing is plotted
 */
export function valueRangeDescription(
  values: readonly (number | null)[],
  format: (value: number) => string,
  text: (key: ChartTextKey) => string,
): { rangeDescription?: string } {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return {};
  return {
    rangeDescription: text('rangeFromTo')
      .replace('{rangeFrom}', format(Math.min(...known)))
      .replace('{rangeTo}', format(Math.max(...known))),
  };
}
