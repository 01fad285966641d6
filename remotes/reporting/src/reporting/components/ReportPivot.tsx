import type { TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { Flex } from 'shared-ui/antd/base';
import { Select, Table } from 'shared-ui/antd/data';
import { Card } from 'shared-ui/antd/panels';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { FIGURE_COLUMN, ListLoadError, PlainText } from 'shared-ui';
import {
  formatKpi,
  kpiValue,
  REPORT_DIMENSIONS,
  ZERO_TOTALS,
  type KpiKey,
  type ReportDimension,
} from '@adplatform/delivery-metrics';
import { useReportingT } from '../../i18n/useReportingT';
import { usePairPivot } from '../hooks/usePairPivot';
import type { PivotRow, Report } from '../model/report';
import type { ShownPivot } from '../model/reportCsv';
import { PIVOT_ROWS, type PivotRows, type ReportParams } from '../model/reportParams';
import { useDimensionLabel } from './useDimensionLabel';

/** Rows a page of the pivot shows. */
const PIVOT_PAGE_SIZE = 10;

/** What a pivot table shows: its rows, its columns' values and how its first column names a row. */
interface PivotTableProps {
  /** What the rows are (`data-rows`, for tests and the benchmark). */
  readonly rowsKey: PivotRows;
  readonly rows: readonly PivotRow[];
  readonly rowsTitle: string;
  readonly rowName: (row: PivotRow) => string;
  readonly dimension: ReportDimension;
  readonly values: readonly string[];
  readonly metric: KpiKey;
  readonly currency: string;
  readonly label: string;
  readonly loading?: boolean;
}

function PivotTable({
  rowsKey,
  rows,
  rowsTitle,
  rowName,
  dimension,
  values,
  metric,
  currency,
  label,
  loading = false,
}: PivotTableProps): ReactElement {
  const { t, i18n } = useReportingT();
  const valueLabel = useDimensionLabel();
  const table = useRef<TableRef>(null);
  // The table scrolls sideways and holds nothing focusable: its scrolling box takes the keyboard's
  // focus, so the arrow keys scroll it (docs/architecture.md "Accessibility").
  useEffect(() => {
    const scroller = table.current?.nativeElement?.querySelector<HTMLElement>('.ant-table-content');
    if (scroller) scroller.tabIndex = 0;
  });
  const columns: TableProps<PivotRow>['columns'] = [
    { key: 'rows', title: rowsTitle, fixed: 'left', width: 220, render: (_, row) => rowName(row) },
    ...values.map((value) => ({
      key: value,
      title: valueLabel(dimension, value),
      ...FIGURE_COLUMN,
      render: (_: unknown, row: PivotRow) =>
        formatKpi(metric, kpiValue(row.cells[value] ?? ZERO_TOTALS, metric), currency, i18n.language),
    })),
  ];
  return (
    <Table<PivotRow>
      ref={table}
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={
        rows.length > PIVOT_PAGE_SIZE ? { pageSize: PIVOT_PAGE_SIZE, showSizeChanger: false } : false
      }
      locale={{ emptyText: <PlainText secondary>{t('pivot.empty')}</PlainText> }}
      aria-label={label}
      data-testid="report-pivot"
      data-rows={rowsKey}
    />
  );
}

/** A pivot of two audience dimensions, read from the pair rollups when it is shown. */
function PairPivotTable({
  uid,
  report,
  params,
  rows,
  title,
  onShown,
}: {
  readonly uid: string;
  readonly report: Report;
  readonly params: ReportParams;
  readonly rows: ReportDimension;
  readonly title: string;
  readonly onShown: (pivot: ShownPivot | null) => void;
}): ReactElement {
  const { t, i18n } = useReportingT();
  const valueLabel = useDimensionLabel();
  // The range the URL asks for, not the report's (still the previous one while its rollups load):
  // the pair is read once per range.
  const pair = usePairPivot(uid, rows, params.pivot, params.range, params.campaignId);
  const shown = useMemo<ShownPivot | null>(
    () =>
      pair.pivot && !pair.loading
        ? {
            title,
            rowsTitle: t(`breakdowns.${rows}`),
            rows: pair.pivot.rows.map((row) => ({ name: valueLabel(rows, row.key), cells: row.cells })),
            values: pair.pivot.columns.map((key) => ({ key, label: valueLabel(params.pivot, key) })),
          }
        : null,
    [pair.pivot, pair.loading, title, rows, params.pivot, t, valueLabel],
  );
  useEffect(() => onShown(shown), [shown, onShown]);
  if (pair.error) return <ListLoadError message={t('pivot.loadFailed')} onRetry={pair.reload} />;
  const name = (dimension: ReportDimension) => t(`breakdowns.${dimension}`).toLocaleLowerCase(i18n.language);
  return (
    <PivotTable
      rowsKey={rows}
      rows={pair.pivot?.rows ?? []}
      rowsTitle={t(`breakdowns.${rows}`)}
      rowName={(row) => valueLabel(rows, row.key)}
      dimension={params.pivot}
      values={pair.pivot?.columns ?? []}
      metric={params.metric}
      currency={report.currency ?? 'USD'}
      label={t('pivot.labelPair', {
        metric: t(`kpi.${params.metric}`),
        rows: name(rows),
        columns: name(params.pivot),
      })}
      loading={pair.loading}
    />
  );
}

/**
 * The report's pivot (docs/product-rules.md §10.2): the campaigns, or the values of one audience
 * dimension, against the values of another, the chosen metric in each cell; rows by spend and columns
 * in the order of their own spend. Campaign rows come from the report's rollups; a pair of dimensions
 * from its pair rollups, read only while it is shown.
 */
export function ReportPivot({
  uid,
  report,
  params,
  onChange,
  onShown,
}: {
  readonly uid: string;
  readonly report: Report;
  readonly params: ReportParams;
  readonly onChange: (change: { readonly pivotRows: PivotRows; readonly pivot: ReportDimension }) => void;
  /** Told what the pivot shows (null while it loads), for the report's CSV. */
  readonly onShown: (pivot: ShownPivot | null) => void;
}): ReactElement {
  const { t, i18n } = useReportingT();
  const valueLabel = useDimensionLabel();
  const { pivotRows, pivot: dimension } = params;
  // Picking on one side the dimension the other side shows swaps the two (never one crossed with itself).
  const chooseRows = (rows: PivotRows): void =>
    onChange({
      pivotRows: rows,
      pivot:
        rows !== dimension
          ? dimension
          : pivotRows !== 'campaign'
            ? pivotRows
            : (REPORT_DIMENSIONS.find((key) => key !== rows) ?? dimension),
    });
  const chooseColumns = (columns: ReportDimension): void =>
    onChange({ pivotRows: columns === pivotRows ? dimension : pivotRows, pivot: columns });
  const name = (key: ReportDimension) => t(`breakdowns.${key}`).toLocaleLowerCase(i18n.language);
  const title =
    pivotRows === 'campaign'
      ? t('pivot.title', { dimension: name(dimension) })
      : t('pivot.titlePair', { rows: t(`breakdowns.${pivotRows}`), columns: name(dimension) });
  const campaignsShown = useMemo<ShownPivot | null>(
    () =>
      pivotRows === 'campaign'
        ? {
            title,
            rowsTitle: t('pivot.campaign'),
            rows: report.pivot[dimension],
            values: report.byDimension[dimension].map((row) => ({
              key: row.key,
              label: valueLabel(dimension, row.key),
            })),
          }
        : null,
    [pivotRows, title, t, report, dimension, valueLabel],
  );
  useEffect(() => {
    if (campaignsShown) onShown(campaignsShown);
  }, [campaignsShown, onShown]);
  return (
    <Card
      size="small"
      title={title}
      style={{ marginTop: 16 }}
      extra={
        <Flex gap={8} wrap="wrap" align="center">
          <Select<PivotRows>
            aria-label={t('pivot.rows')}
            data-testid="report-pivot-rows"
            style={{ minWidth: 140 }}
            value={pivotRows}
            onChange={chooseRows}
            options={PIVOT_ROWS.map((key) => ({
              value: key,
              label: key === 'campaign' ? t('pivot.campaign') : t(`breakdowns.${key}`),
            }))}
          />
          <Select<ReportDimension>
            aria-label={t('pivot.dimension')}
            data-testid="report-pivot-dimension"
            style={{ minWidth: 140 }}
            value={dimension}
            onChange={chooseColumns}
            options={REPORT_DIMENSIONS.map((key) => ({
              value: key,
              label: t(`breakdowns.${key}`),
            }))}
          />
        </Flex>
      }
    >
      {pivotRows === 'campaign' ? (
        <PivotTable
          rowsKey="campaign"
          rows={report.pivot[dimension]}
          rowsTitle={t('pivot.campaign')}
          rowName={(row) => row.name}
          dimension={dimension}
          values={report.byDimension[dimension].map((row) => row.key)}
          metric={params.metric}
          currency={report.currency ?? 'USD'}
          label={t('pivot.label', { metric: t(`kpi.${params.metric}`), dimension: name(dimension) })}
        />
      ) : (
        <PairPivotTable
          uid={uid}
          report={report}
          params={params}
          rows={pivotRows}
          title={title}
          onShown={onShown}
        />
      )}
    </Card>
  );
}
