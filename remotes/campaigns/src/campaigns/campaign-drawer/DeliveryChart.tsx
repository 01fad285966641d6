// Highcharts' ES build, the one `@highcharts/react` draws with, then its accessibility module
// (keyboard navigation and a screen-reader description of the chart), which extends it.
import 'highcharts/es-modules/masters/highcharts.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import { Chart, type ChartOptions } from '@highcharts/react';
import { Select } from 'shared-ui/antd/data';
import { Skeleton } from 'shared-ui/antd/panels';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { PRIMARY_COLOR, THEME, useT } from 'shared-auth';
import { CHART_PALETTE, ListLoadError } from 'shared-ui';
import {
  CHART_A11Y_NS,
  CHART_A11Y_STRINGS,
  highchartsLang,
  screenReaderSection,
  valueRangeDescription,
} from '@adplatform/chart-a11y';
import {
  fromTuple,
  isoDay,
  metricRangeDays,
  seriesDays,
  seriesYears,
  ZERO_TOTALS,
  type CampaignMetricRange,
  type DateSpan,
  type StoredCampaignSeries,
} from '@adplatform/delivery-metrics';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { fetchSeries } from '../api/fetchSeries';
import { formatMetric, metricValue, METRIC_COLUMNS, type MetricColumn } from '../model/listColumns';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The opened campaign's chosen metric, day by day over the list's range, preset or custom (docs/product-rules.md §10.1),
 * drawn with Highcharts from the campaign's yearly series: one or two documents whatever the range.
 * "Lifetime" runs from the campaign's start. Loaded with the drawer's first chart, not with the list.
 */
export default function DeliveryChart({
  uid,
  campaignId,
  range,
  custom,
  startDate,
  currency,
}: {
  readonly uid: string;
  readonly campaignId: string;
  readonly range: CampaignMetricRange;
  /** The list's custom range, drawn instead of `range` when set. */
  readonly custom: DateSpan | null;
  readonly startDate: Date;
  readonly currency: string;
}): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const locale = i18n.language;
  const { t: chartText } = useT(CHART_A11Y_NS, CHART_A11Y_STRINGS);
  const chartLang = useMemo(() => highchartsLang(locale, chartText), [locale, chartText]);
  const [metric, setMetric] = useState<MetricColumn>('spend');
  const [today] = useState(() => isoDay(Date.now()));
  const span = custom ??
    metricRangeDays(range, today) ?? {
      from: [isoDay(startDate.getTime()), today].sort()[0] ?? today,
      to: today,
    };
  const [series, setSeries] = useState<{ key: string; value: StoredCampaignSeries[] } | null>(null);
  // A failed read says so and offers another (a flat line of zeros would be untrue).
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${campaignId}|${span.from}|${span.to}`;

  useEffect(() => {
    let current = true;
    fetchSeries(uid, campaignId, seriesYears(span.from, span.to)).then(
      (value) => current && setSeries({ key, value }),
      (error: unknown) => {
        console.error('[campaigns] delivery series could not be read', error);
        if (current) setFailedKey(key);
      },
    );
    return () => {
      current = false;
    };
    // The key names the campaign and the days.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, uid, attempt]);

  const options = useMemo((): ChartOptions | null => {
    if (series?.key !== key) return null;
    const byDay = new Map(
      seriesDays(series.value, span.from, span.to).map((day) => [day.date, fromTuple(day.tuple)]),
    );
    const points: [number, number | null][] = [];
    for (
      let time = Date.parse(`${span.from}T00:00:00Z`);
      time <= Date.parse(`${span.to}T00:00:00Z`);
      time += DAY
    ) {
      const value = metricValue(byDay.get(isoDay(time)) ?? ZERO_TOTALS, metric);
      points.push([time, value === null ? null : Number(value.toFixed(6))]);
    }
    const label = tList(`columns.${metric}`);
    const format = (value: number | null): string => formatMetric(metric, value, currency, locale);
    const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' });
    return {
      chart: { height: 260, animation: false, style: { fontFamily: THEME.token.fontFamily } },
      credits: { enabled: false },
      palette: CHART_PALETTE,
      legend: { enabled: false },
      colors: [PRIMARY_COLOR],
      title: { text: t('drawer.chartTitle', { metric: label }), align: 'left', style: { fontSize: '14px' } },
      time: { timezone: 'UTC' },
      lang: {
        ...chartLang,
        accessibility: {
          ...chartLang.accessibility,
          chartContainerLabel: t('drawer.chartContainerLabel', { metric: label }),
          svgContainerLabel: t('drawer.chartSection'),
          defaultChartTitle: t('drawer.chartSection'),
        },
      },
      accessibility: {
        // Under the drawer's h2.
        ...screenReaderSection(3),
        description: t('drawer.chartDescription', { metric: label, from: span.from, to: span.to }),
        point: { descriptionFormatter: (point) => `${day.format(point.x)}, ${format(point.y ?? null)}` },
      },
      xAxis: { type: 'datetime', labels: { formatter: (context) => day.format(Number(context.value)) } },
      yAxis: {
        title: { text: undefined },
        min: 0,
        accessibility: valueRangeDescription(
          points.map(([, value]) => value),
          format,
          chartText,
        ),
        labels: { formatter: (context) => format(Number(context.value)) },
      },
      tooltip: {
        formatter: function () {
          return `${day.format(this.x)}<br/><b>${label}: ${format(this.y ?? null)}</b>`;
        },
      },
      plotOptions: { series: { animation: false } },
      series: [{ type: 'line', name: label, data: points }],
    };
  }, [series, key, span.from, span.to, metric, t, tList, currency, locale, chartLang, chartText]);

  return (
    <section aria-label={t('drawer.chartSection')} style={{ marginBottom: 24 }} data-testid="campaign-chart">
      <Select<MetricColumn>
        aria-label={t('drawer.metric')}
        value={metric}
        onChange={setMetric}
        style={{ minWidth: 180, marginBottom: 8 }}
        options={METRIC_COLUMNS.map((column) => ({ value: column, label: tList(`columns.${column}`) }))}
        data-testid="campaign-chart-metric"
      />
      {options ? (
        <Chart options={options} />
      ) : failedKey === key ? (
        <ListLoadError
          message={t('drawer.chartFailed')}
          onRetry={() => {
            setFailedKey(null);
            setAttempt((value) => value + 1);
          }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </section>
  );
}
