import type { TableProps } from 'antd';
import { Table } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import {
  formatChange,
  formatKpi,
  KPI_HIGHER_IS_BETTER,
  KPI_KEYS,
  periodChange,
  totalsKpiValue,
  type KpiKey,
} from '@adplatform/delivery-metrics';
import { useReportingT } from '../../i18n/useReportingT';
import type { Report } from '../model/report';
import { useComparisonLabel, usePeriodLabel } from './ComparisonPicker';
import { FIGURE_COLUMN } from 'shared-ui';

/** A change as a coloured percentage: green when it is good news for `metric`, red when not. */
function Delta({
  metric,
  change,
}: {
  readonly metric: KpiKey;
  readonly change: number | null;
}): ReactElement {
  const { t, i18n } = useReportingT();
  if (change === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const better = KPI_HIGHER_IS_BETTER[metric];
  const verdict = change === 0 || better === null ? 'neutral' : change > 0 === better ? 'better' : 'worse';
  return (
    <Typography.Text
      type={verdict === 'better' ? 'success' : verdict === 'worse' ? 'danger' : 'secondary'}
      aria-label={t(`compare.delta.${verdict}`, { change: formatChange(change, i18n.language) })}
    >
      {formatChange(change, i18n.language)}
    </Typography.Text>
  );
}

/**
 * The report's period beside each period it is compared with (docs/product-rules.md §10.2): every KPI
 * in each, and the change (Δ) of the report's period against each one; a period without delivery
 * shows dashes, and a line above the table says that period had none.
 */
export function PeriodComparison({ report }: { readonly report: Report }): ReactElement {
  const { t, i18n } = useReportingT();
  const name = useComparisonLabel(report.range);
  const period = usePeriodLabel();
  const currency = report.currency ?? 'USD';
  const format = (metric: KpiKey, value: number | null): string =>
    formatKpi(metric, value, currency, i18n.language);
  // Reach over several campaigns is not added up (`totalsKpiValue`), in any period.
  const kpiValue = (totals: Report['totals'], metric: KpiKey): number | null =>
    totalsKpiValue(totals, metric, report.campaigns.length);
  const columns: TableProps<{ metric: KpiKey }>['columns'] = [
    {
      key: 'metric',
      title: t('compare.metric'),
      render: (_, { metric }) => t(`kpi.${metric}`),
      fixed: 'left',
    },
    {
      key: 'current',
      title: t('compare.current', { period: period(report.range) }),
      ...FIGURE_COLUMN,
      render: (_, { metric }) => format(metric, kpiValue(report.totals, metric)),
    },
    ...report.compared.flatMap((compared, index) => [
      {
        key: `value-${index}`,
        title: name(compared.comparison),
        ...FIGURE_COLUMN,
        render: (_: unknown, { metric }: { metric: KpiKey }) =>
          compared.hasData ? format(metric, kpiValue(compared.totals, metric)) : '—',
      },
      {
        key: `delta-${index}`,
        title: t('compare.deltaColumn'),
        ...FIGURE_COLUMN,
        render: (_: unknown, { metric }: { metric: KpiKey }) => (
          <Delta
            metric={metric}
            change={
              compared.hasData
                ? periodChange(kpiValue(report.totals, metric), kpiValue(compared.totals, metric))
                : null
            }
          />
        ),
      },
    ]),
  ];
  const empty = report.compared.filter((compared) => !compared.hasData);
  return (
    <div style={{ overflowX: 'auto' }}>
      {empty.map((compared) => (
        <Typography.Paragraph
          key={compared.comparison}
          type="secondary"
          data-testid="comparison-no-data"
          style={{ marginBottom: 8 }}
        >
          {t('compare.noData', { period: name(compared.comparison) })}
        </Typography.Paragraph>
      ))}
      <Table<{ metric: KpiKey }>
        size="small"
        rowKey="metric"
        pagination={false}
        columns={columns}
        dataSource={KPI_KEYS.map((metric) => ({ metric }))}
        data-testid="period-comparison"
      />
    </div>
  );
}
