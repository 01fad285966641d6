import type { TableProps } from 'antd';
import { Select, Table } from 'shared-ui/antd/data';
import { Card } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import {
  formatKpi,
  kpiValue,
  REPORT_DIMENSIONS,
  ZERO_TOTALS,
  type KpiKey,
  type ReportDimension,
} from '@adplatform/delivery-metrics';
import { useReportingT } from '../../i18n/useReportingT';
import type { PivotRow, Report } from '../model/report';
import { useDimensionLabel } from './useDimensionLabel';

/** Campaigns a page of the pivot shows. */
const PIVOT_PAGE_SIZE = 10;

/**
 * A pivot of the report (docs/product-rules.md §10.2): each campaign against every value of one
 * audience dimension (country, device, placement, age or gender), the chosen metric in each cell,
 * campaigns by spend and values in the order of their own spend.
 */
export function CampaignPivot({
  report,
  metric,
  dimension,
  onDimension,
}: {
  readonly report: Report;
  readonly metric: KpiKey;
  readonly dimension: ReportDimension;
  readonly onDimension: (dimension: ReportDimension) => void;
}): ReactElement {
  const { t, i18n } = useReportingT();
  const label = useDimensionLabel();
  const currency = report.currency ?? 'USD';
  const dimensionName = t(`breakdowns.${dimension}`).toLocaleLowerCase(i18n.language);
  const values = report.byDimension[dimension].map((row) => row.key);
  const columns: TableProps<PivotRow>['columns'] = [
    { key: 'campaign', title: t('pivot.campaign'), dataIndex: 'name', fixed: 'left', width: 220 },
    ...values.map((value) => ({
      key: value,
      title: label(dimension, value),
      align: 'right' as const,
      render: (_: unknown, row: PivotRow) =>
        formatKpi(metric, kpiValue(row.cells[value] ?? ZERO_TOTALS, metric), currency, i18n.language),
    })),
  ];
  return (
    <Card
      size="small"
      title={t('pivot.title', { dimension: dimensionName })}
      style={{ marginTop: 16 }}
      extra={
        <Select<ReportDimension>
          aria-label={t('pivot.dimension')}
          data-testid="report-pivot-dimension"
          style={{ minWidth: 160 }}
          value={dimension}
          onChange={onDimension}
          options={REPORT_DIMENSIONS.map((key) => ({ value: key, label: t(`breakdowns.${key}`) }))}
        />
      }
    >
      <Table<PivotRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={[...report.pivot[dimension]]}
        scroll={{ x: 'max-content' }}
        pagination={
          report.pivot[dimension].length > PIVOT_PAGE_SIZE
            ? { pageSize: PIVOT_PAGE_SIZE, showSizeChanger: false }
            : false
        }
        aria-label={t('pivot.label', { metric: t(`kpi.${metric}`), dimension: dimensionName })}
        data-testid="campaign-pivot"
      />
    </Card>
  );
}
