import { Flex } from 'shared-ui/antd/base';
import { Card, Col, Row, Segmented } from 'shared-ui/antd/panels';
import { Select } from 'shared-ui/antd/data';
import { Chart } from '@highcharts/react';
import { useMemo, type ReactElement } from 'react';
import { formatDate } from 'shared-ui';
import { useT } from 'shared-auth';
import {
  CHART_A11Y_NS,
  CHART_A11Y_STRINGS,
  highchartsLang,
  valueRangeDescription,
} from '@adplatform/chart-a11y';
import { useReportingT } from '../../i18n/useReportingT';
import {
  formatKpi,
  formatKpiAxis,
  KPI_KEYS,
  kpiValue,
  type KpiKey,
  type ReportDimension,
} from '@adplatform/delivery-metrics';
import { groupSeries, INTERVALS, type Interval, type Report } from '../model/report';
import { BREAKDOWNS, type Breakdown, type PivotRows, type ReportParams } from '../model/reportParams';
import { breakdownPoints } from './breakdownPoints';
import { breakdownOptions, timeSeriesOptions } from './chartOptions';
import { setChartLanguage } from './highcharts';
import { useComparisonLabel, usePeriodLabel } from '../components/ComparisonPicker';
import { useDimensionLabel } from '../components/useDimensionLabel';

/** What the charts let the user change. */
export type ChartChange =
  | { readonly metric: KpiKey }
  | { readonly interval: Interval }
  | { readonly breakdown: Breakdown }
  | { readonly pivotRows: PivotRows; readonly pivot: ReportDimension };

/** Names a period by its start (UTC midnight, ms): "Mar 3" for days and weeks, "Mar 2026" for months. */
function periodNamer(interval: Interval, locale: string, withYear: boolean): (time: number) => string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(interval === 'month'
      ? { month: 'short', year: 'numeric' }
      : { month: 'short', day: 'numeric', ...(withYear ? { year: '2-digit' } : {}) }),
  });
  return (time) => format.format(time);
}

/**
 * The report's charts (docs/product-rules.md §10.2), loaded on demand with Highcharts and its accessibility module: the
 * chosen metric over time by day, week or month, and broken down by campaign, country or device.
 */
export default function ReportCharts({
  report,
  params,
  onChange,
}: {
  readonly report: Report;
  readonly params: ReportParams;
  readonly onChange: (change: ChartChange) => void;
}): ReactElement {
  const { t, i18n } = useReportingT();
  const { t: chartText } = useT(CHART_A11Y_NS, CHART_A11Y_STRINGS);
  const locale = i18n.language;
  const currency = report.currency ?? 'USD';
  const { metric, interval, breakdown } = params;
  const comparisonName = useComparisonLabel(report.range);
  const periodLabel = usePeriodLabel();

  // Before the charts are created (Chart creates them after this render); idempotent.
  setChartLanguage(highchartsLang(locale, chartText));

  const texts = useMemo(() => {
    const metricLabel = t(`kpi.${metric}`);
    const period = {
      from: formatDate(`${report.range.from}T00:00:00`, locale),
      to: formatDate(`${report.range.to}T00:00:00`, locale),
    };
    return {
      metricLabel,
      description: t('charts.description', { metric: metricLabel, ...period }),
      format: (value: number | null) =>
        value === null ? t('charts.noValue') : formatKpi(metric, value, currency, locale),
      formatAxis: (value: number) => formatKpiAxis(metric, value, currency, locale),
      axisRange: (values: readonly (number | null)[]) =>
        valueRangeDescription(values, (value) => formatKpi(metric, value, currency, locale), chartText),
    };
  }, [t, metric, report.range, locale, currency, chartText]);

  const seriesOptions = useMemo(() => {
    const points = groupSeries(report.daily, interval);
    const withYear = report.range.from.slice(0, 4) !== report.range.to.slice(0, 4);
    const toTimePoints = (series: typeof points) =>
      series.map((point) => ({
        time: Date.parse(`${point.start}T00:00:00Z`),
        value: kpiValue(point.totals, metric),
      }));
    return timeSeriesOptions(
      toTimePoints(points),
      { ...texts, title: t('charts.overTime', { metric: texts.metricLabel }) },
      periodNamer(interval, locale, withYear),
      interval,
      {
        currentName: t('compare.current', { period: periodLabel(report.range) }),
        series: report.compared
          .filter((compared) => compared.hasData)
          .map((compared) => ({
            name: comparisonName(compared.comparison),
            points: toTimePoints(groupSeries(compared.daily, interval)),
          })),
      },
    );
  }, [report, interval, metric, locale, texts, t, comparisonName, periodLabel]);

  const dimensionLabel = useDimensionLabel();
  const breakdownChart = useMemo(() => {
    const points = breakdownPoints(report, breakdown, metric, {
      label: dimensionLabel,
      others: (count) => t('charts.others', { count }),
    });
    return breakdownOptions(points, {
      ...texts,
      title: t('charts.by', {
        metric: texts.metricLabel,
        breakdown: t(`breakdowns.${breakdown}`).toLocaleLowerCase(locale),
      }),
    });
  }, [report, breakdown, metric, locale, texts, t, dimensionLabel]);

  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} xl={14}>
        <Card size="small" data-testid="time-series-chart">
          <Flex wrap="wrap" gap={12} style={{ marginBottom: 8 }}>
            <Select<KpiKey>
              aria-label={t('charts.metric')}
              style={{ minWidth: 200 }}
              value={metric}
              onChange={(value) => onChange({ metric: value })}
              options={KPI_KEYS.map((key) => ({ value: key, label: t(`kpi.${key}`) }))}
            />
            <Segmented<Interval>
              aria-label={t('charts.interval')}
              value={interval}
              onChange={(value) => onChange({ interval: value })}
              options={INTERVALS.map((key) => ({ value: key, label: t(`intervals.${key}`) }))}
            />
          </Flex>
          <Chart options={seriesOptions} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" data-testid="breakdown-chart">
          <Select<Breakdown>
            aria-label={t('charts.breakdown')}
            data-testid="report-breakdown"
            style={{ marginBottom: 8, minWidth: 200 }}
            value={breakdown}
            onChange={(value) => onChange({ breakdown: value })}
            options={BREAKDOWNS.map((key) => ({ value: key, label: t(`breakdowns.${key}`) }))}
          />
          <Chart options={breakdownChart} />
        </Card>
      </Col>
    </Row>
  );
}
