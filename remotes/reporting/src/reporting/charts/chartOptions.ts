import type { ChartOptions as Options } from '@highcharts/react';
import { screenReaderSection } from '@adplatform/chart-a11y';
import { PRIMARY_COLOR, THEME } from 'shared-auth';
import { CHART_PALETTE } from 'shared-ui';
import type { Interval } from '../model/report';
import type { BreakdownPoint } from './breakdownPoints';

/** What both charts need to write their texts: translated titles and a value formatter. */
export interface ChartTexts {
  readonly title: string;
  readonly metricLabel: string;
  /** The chart's description for screen readers. */
  readonly description: string;
  /** A value of the metric as the user reads it (null: an undefined rate). */
  readonly format: (value: number | null) => string;
  /** A value of the metric as a value axis' label: short, so that the labels fit beside each other. */
  readonly formatAxis: (value: number) => string;
  /** The value axis' range for screen readers, in the units shown (`valueRangeDescription`). */
  readonly axisRange: (values: readonly (number | null)[]) => { rangeDescription?: string };
}

/**
 * The parts both charts share: theme, translated title, screen-reader texts, value axis and tooltip.
 * @param values - every plotted value, for the value axis' range as a screen reader hears it
 */
function common(
  texts: ChartTexts,
  pointName: (x: number, category: unknown) => string,
  values: readonly (number | null)[],
): Options {
  const describe = (x: number, category: unknown, y: number | null | undefined): string =>
    `${pointName(x, category)}, ${texts.format(y ?? null)}`;
  return {
    credits: { enabled: false },
    palette: CHART_PALETTE,
    legend: { enabled: false },
    // No animation: a report redraws on every filter change, and motion helps no one read figures.
    plotOptions: { series: { animation: false } },
    colors: [PRIMARY_COLOR],
    title: { text: texts.title, align: 'left', style: { fontSize: '16px' } },
    accessibility: {
      // Under the page's h1.
      ...screenReaderSection(2),
      description: texts.description,
      point: { descriptionFormatter: (point) => describe(point.x, point.category, point.y) },
    },
    yAxis: {
      title: { enabled: false },
      accessibility: texts.axisRange(values),
      min: 0,
      // Never shortened to "…": the last label may reach into the chart's right spacing.
      labels: { formatter: (context) => texts.formatAxis(Number(context.value)), overflow: 'allow' },
    },
    tooltip: {
      formatter: function () {
        return `${pointName(this.x, this.category)}<br/><b>${texts.metricLabel}: ${texts.format(this.y ?? null)}</b>`;
      },
    },
  };
}

/** Plain numbers for Highcharts; an undefined rate stays a gap (null). */
function rounded(value: number | null): number | null {
  return value === null ? null : Number(value.toFixed(6));
}

/** One point of the time series: the start of its period (ms since the epoch, UTC midnight) and its value. */
export interface TimePoint {
  readonly time: number;
  readonly value: number | null;
}

/** The nominal length of each interval, for column widths. */
const INTERVAL_MS: Record<Interval, number> = {
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
};

/** A compared period's series: its name and its points, dated on the report's days at the same position. */
export interface ComparedSeries {
  readonly name: string;
  readonly points: readonly TimePoint[];
}

/** The colours of the compared periods' dashed lines, after the report's own. */
const COMPARED_COLORS = ['#b45309', '#0f766e', '#7e22ce'];

/**
 * The options of the time series chart: the metric over time on a date axis (a few ticks, however
 * many days), as a line for days and as columns for weeks and months; each compared period as a dashed
 * line over the same days, with a legend naming them; `periodName` names a point's period for
 * tooltips, axis ticks and screen readers.
 */
export function timeSeriesOptions(
  points: readonly TimePoint[],
  texts: ChartTexts,
  periodName: (time: number) => string,
  interval: Interval,
  compared: { readonly currentName: string; readonly series: readonly ComparedSeries[] } = {
    currentName: texts.metricLabel,
    series: [],
  },
): Options {
  const asColumns = interval !== 'day';
  const base = common(
    texts,
    (x) => periodName(x),
    [...points, ...compared.series.flatMap((series) => series.points)].map((point) => point.value),
  );
  return {
    ...base,
    legend: { enabled: compared.series.length > 0 },
    colors: [PRIMARY_COLOR, ...COMPARED_COLORS],
    tooltip: {
      shared: compared.series.length > 0,
      formatter: function () {
        const rows = (this.points ?? [this]).map(
          (point) => `${point.series.name}: <b>${texts.format(point.y ?? null)}</b>`,
        );
        return `${periodName(Number(this.x))} · ${texts.metricLabel}<br/>${rows.join('<br/>')}`;
      },
    },
    chart: { height: 320, animation: false, style: { fontFamily: THEME.token.fontFamily } },
    time: { timezone: 'UTC' },
    xAxis: { type: 'datetime', labels: { formatter: (context) => periodName(Number(context.value)) } },
    series: [
      {
        type: asColumns ? 'column' : 'line',
        name: compared.currentName,
        data: points.map((point) => [point.time, rounded(point.value)]),
        marker: { enabled: points.length <= 62, radius: 3 },
        // Each column as wide as its period, whatever the partial first and last periods.
        pointRange: INTERVAL_MS[interval],
        pointPadding: 0.08,
        groupPadding: 0,
      },
      ...compared.series.map((series) => ({
        type: 'line' as const,
        name: series.name,
        dashStyle: 'ShortDash' as const,
        data: series.points.map((point) => [point.time, rounded(point.value)]),
        marker: { enabled: false },
      })),
    ],
  };
}

/** The options of the breakdown chart: one horizontal bar per point, in the order given. */
export function breakdownOptions(points: readonly BreakdownPoint[], texts: ChartTexts): Options {
  return {
    ...common(
      texts,
      (_, category) => String(category),
      points.map((point) => point.value),
    ),
    chart: {
      type: 'bar',
      animation: false,
      // Room for the value axis' last label, under the chart's right edge.
      spacingRight: 28,
      height: Math.max(220, 60 + points.length * 34),
      style: { fontFamily: THEME.token.fontFamily },
    },
    xAxis: { categories: points.map((point) => point.label), title: { enabled: false } },
    series: [{ type: 'bar', name: texts.metricLabel, data: points.map((point) => rounded(point.value)) }],
  };
}
