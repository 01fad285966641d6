import Highcharts from 'highcharts';
// The accessibility module (docs/product-rules.md §10.2): keyboard navigation and a screen-reader description of each chart.
import 'highcharts/modules/accessibility';

/** The chart-level screen-reader strings, translated; Highcharts keeps them per page, not per chart. */
export interface ChartLang {
  readonly chartContainerLabel: string;
  readonly svgContainerLabel: string;
  readonly defaultChartTitle: string;
  readonly endOfChartMarker: string;
}

let applied = '';

/**
 * Applies the user's language to Highcharts' own strings and number formats (global in Highcharts);
 * does nothing when they are already applied.
 */
export function setChartLanguage(locale: string, lang: ChartLang): void {
  const key = JSON.stringify([locale, lang]);
  if (key === applied) return;
  applied = key;
  Highcharts.setOptions({
    lang: {
      locale,
      accessibility: {
        chartContainerLabel: lang.chartContainerLabel,
        svgContainerLabel: lang.svgContainerLabel,
        defaultChartTitle: lang.defaultChartTitle,
        screenReaderSection: { endOfChartMarker: lang.endOfChartMarker },
      },
    },
  });
}

export { Highcharts };
