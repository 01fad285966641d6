import type { TableProps } from 'antd';
import { Typography } from 'shared-ui/antd/typography';
import { Table } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { useReportingT } from '../../i18n/useReportingT';
import { formatKpi, KPI_KEYS, kpiValue, type KpiKey, type MetricTotals } from '@adplatform/delivery-metrics';
import type { CampaignRow, Report } from '../model/report';

function compareBy(metric: KpiKey): (a: CampaignRow, b: CampaignRow) => number {
  // An undefined rate sorts below every value, in both directions' natural reading.
  return (a, b) => (kpiValue(a.totals, metric) ?? -Infinity) - (kpiValue(b.totals, metric) ?? -Infinity);
}

/** The per-campaign table of a report with every KPI, sortable, and a totals row (docs/product-rules.md §10.2). */
export function CampaignTable({ report }: { readonly report: Report }): ReactElement {
  const { t, i18n } = useReportingT();
  const currency = report.currency ?? 'USD';
  const cell = (totals: MetricTotals, metric: KpiKey): string =>
    formatKpi(metric, kpiValue(totals, metric), currency, i18n.language);
  const columns: TableProps<CampaignRow>['columns'] = [
    {
      title: t('table.campaign'),
      dataIndex: 'name',
      fixed: 'left',
      width: 220,
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    ...KPI_KEYS.map((metric) => ({
      title: t(`kpi.${metric}`),
      key: metric,
      align: 'right' as const,
      sorter: compareBy(metric),
      defaultSortOrder: metric === 'spend' ? ('descend' as const) : undefined,
      render: (_: unknown, row: CampaignRow) => cell(row.totals, metric),
    })),
  ];
  return (
    <Table<CampaignRow>
      data-testid="campaign-report-table"
      aria-label={t('table.label')}
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={[...report.campaigns]}
      pagination={false}
      // Every column fits a desktop window (1,100 px of content and more) with its title on two lines;
      // narrower, the table scrolls sideways and the campaign column stays.
      scroll={{ x: 1080 }}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid="campaign-report-total">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('table.total')}</Typography.Text>
            </Table.Summary.Cell>
            {KPI_KEYS.map((metric, index) => (
              <Table.Summary.Cell key={metric} index={index + 1} align="right">
                <Typography.Text strong>{cell(report.totals, metric)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
