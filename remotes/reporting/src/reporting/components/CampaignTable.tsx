import type { TableProps } from 'antd';
import { Typography } from 'shared-ui/antd/typography';
import { Table } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { useReportingT } from '../../i18n/useReportingT';
import {
  formatKpi,
  KPI_KEYS,
  kpiValue,
  totalsKpiValue,
  type KpiKey,
  type MetricTotals,
} from '@adplatform/delivery-metrics';
import type { CampaignRow, Report } from '../model/report';
import { FIGURE_COLUMN, FIGURE_STYLE } from 'shared-ui';

function compareBy(metric: KpiKey): (a: CampaignRow, b: CampaignRow) => number {
  // An undefined rate sorts below every value, in both directions' natural reading.
  return (a, b) => (kpiValue(a.totals, metric) ?? -Infinity) - (kpiValue(b.totals, metric) ?? -Infinity);
}

/**
 * The per-campaign table of a report with every KPI, sortable, and a totals row (docs/product-rules.md
 * §10.2) where reach, not additive across campaigns, shows none.
 */
export function CampaignTable({ report }: { readonly report: Report }): ReactElement {
  const { t, i18n } = useReportingT();
  const currency = report.currency ?? 'USD';
  const cell = (totals: MetricTotals, metric: KpiKey, campaigns = 1): string =>
    formatKpi(metric, totalsKpiValue(totals, metric, campaigns), currency, i18n.language);
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
      ...FIGURE_COLUMN,
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
      // Columns sized by their content: a figure is never cut to an equal share of the width.
      tableLayout="auto"
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row data-testid="campaign-report-total">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('table.total')}</Typography.Text>
            </Table.Summary.Cell>
            {KPI_KEYS.map((metric, index) => (
              <Table.Summary.Cell key={metric} index={index + 1} align="right">
                <Typography.Text strong style={FIGURE_STYLE}>
                  {cell(report.totals, metric, report.campaigns.length)}
                </Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
