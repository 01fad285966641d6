// Highcharts' ES build, the one `@highcharts/react` draws with: one Highcharts in the bundle.
import Highcharts from 'highcharts/es-modules/masters/highcharts.src.js';
// The accessibility module (docs/product-rules.md §10.2): keyboard navigation and a screen-reader description of each chart.
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import type { LangOptions } from 'highcharts/highcharts.src';

let applied = '';

/**
 * Applies the user's language to Highcharts' own texts and number formats (global in Highcharts:
 * `@adplatform/chart-a11y`'s `highchartsLang`); does nothing when they are already applied.
 */
export function setChartLanguage(lang: LangOptions): void {
  const key = JSON.stringify(lang);
  if (key === applied) return;
  applied = key;
  Highcharts.setOptions({ lang });
}
