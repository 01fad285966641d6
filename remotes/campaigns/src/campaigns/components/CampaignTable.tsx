import type { TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { Tag } from 'shared-ui/antd/layout';
import { Table } from 'shared-ui/antd/data';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { memo, useEffect, useMemo, useRef, type Key, type ReactElement, type ReactNode } from 'react';
import type { CampaignStatus } from '@adplatform/campaign-model';
import type { MetricTotals } from '@adplatform/delivery-metrics';
import { FIGURE_COLUMN, formatDate, formatMoney } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';

import { BudgetControl, DeliveryControl, RowActionsControl, TotalsControl } from '../editing/rowEditing';
import { canSortBy, type CampaignListSort, type CampaignQuery } from '../model/campaignQuery';
import type { CampaignRow } from '../model/campaignRow';
import {
  formatMetric,
  metricValue,
  isMetricColumn,
  type ListColumn,
  type MetricColumn,
} from '../model/listColumns';

const STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'default',
  scheduled: 'purple',
  active: 'green',
  paused: 'orange',
  completed: 'blue',
  archived: 'default',
};

/** The width of the row menu's column, in px: its button and the cell's padding. */
const ROW_ACTIONS_WIDTH = 64;

/**
 * The width of the row checkboxes' column, in px: the checkbox (16) and the cell's padding (16 each
 * side), the width the browser lays it out at. Declared, so that the name column pinned beside it
 * sticks at its final offset from the table's first render and the rows render once
 * (docs/performance.md).
 */
const SELECTION_WIDTH = 48;

/** The sort each sortable column asks for. */
const SORT_OF: Readonly<Partial<Record<string, CampaignListSort>>> = {
  name: 'name',
  budget: 'budgetMinor',
  schedule: 'startDate',
  created: 'createdAt',
  spend: 'spend',
  results: 'results',
};

/** The rows selected for bulk changes, and how the selection changes. */
export interface TableSelection {
  readonly selectedIds: readonly string[];
  readonly onSelect: (ids: string[]) => void;
}

/**
 * The campaigns table (docs/product-rules.md §10.1): the name, the chosen columns — the campaign's own
 * and the delivery metrics of the range — and a totals row for every campaign matching the filters;
 * sorted on the server; on/off switch, budget and menu on every row once the editing controls load
 * (read from `RowEditingContext` by the cells that show them). Renders again only when its props
 * change: the list passes values that keep their identity.
 */
export const CampaignTable = memo(function CampaignTable({
  rows,
  loading,
  query,
  columns: shown,
  rowTotals,
  totalsOf,
  totalCount,
  selection,
  onSortChange,
  onOpen,
}: {
  readonly rows: readonly CampaignRow[];
  readonly loading: boolean;
  readonly query: CampaignQuery;
  readonly columns: readonly ListColumn[];
  /** A row's delivery over the list's range (null while a custom range's totals load). */
  readonly rowTotals: (row: CampaignRow) => MetricTotals | null;
  /** Whose campaigns the totals row sums, and a version bumped after each change. */
  readonly totalsOf: { readonly uid: string; readonly version: number };
  readonly totalCount: number | null;
  /** The selection, with the rows' editing controls; null for an analyst, who only reads. */
  readonly selection: TableSelection | null;
  readonly onSortChange: (field: CampaignListSort, direction: 'asc' | 'desc') => void;
  readonly onOpen: (id: string) => void;
}): ReactElement {
  const { t, i18n } = useCampaignsT();
  const table = useRef<TableRef>(null);
  // antd renders the column titles again in a hidden row that measures the columns' widths — the
  // "select all" checkbox with them, which a keyboard could then reach inside a row hidden from
  // screen readers. `inert` takes that copy out of the focus order (docs/architecture.md "Accessibility").
  useEffect(() => {
    table.current?.nativeElement
      ?.querySelectorAll('.ant-table-measure-row')
      .forEach((row) => row.setAttribute('inert', ''));
  });
  // One array per page of rows: rc-table measures its scroll width again (a forced layout of the
  // page) after any render whose `dataSource` is a new array.
  const dataSource = useMemo(() => [...rows], [rows]);
  const locale = i18n.language;
  const currency = rows[0]?.currency ?? 'USD';
  const sortOrder = (column: string) =>
    SORT_OF[column] && query.sortField === SORT_OF[column]
      ? query.sortDirection === 'asc'
        ? ('ascend' as const)
        : ('descend' as const)
      : null;
  const canSort = (field: CampaignListSort | undefined): boolean => Boolean(field && canSortBy(query, field));

  const fieldColumn = (column: Exclude<ListColumn, MetricColumn>): ColumnType<CampaignRow> => {
    switch (column) {
      case 'delivery':
        return {
          key: 'delivery',
          title: t('columns.delivery'),
          render: (_: unknown, row) => (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', whiteSpace: 'nowrap' }}>
              {selection && <DeliveryControl row={row} />}
              <Tag color={STATUS_COLORS[row.status]} data-testid="campaign-status">
                {t(`status.${row.status}`)}
              </Tag>
            </span>
          ),
        };
      case 'budget':
        return {
          key: 'budget',
          title: t('columns.budget'),
          sorter: true,
          ...FIGURE_COLUMN,
          render: (_: unknown, row) => {
            const text = t(`budget.${row.budgetType}`, {
              amount: formatMoney(row.budgetMinor, row.currency, locale),
            });
            return selection ? <BudgetControl row={row} text={text} /> : text;
          },
        };
      case 'objective':
        return {
          key: 'objective',
          title: t('columns.objective'),
          render: (_: unknown, row) => t(`objective.${row.objective}`),
        };
      case 'schedule':
        return {
          key: 'schedule',
          title: t('columns.schedule'),
          sorter: true,
          render: (_: unknown, row) =>
            row.endDate
              ? t('schedule.range', {
                  start: formatDate(row.startDate, locale),
                  end: formatDate(row.endDate, locale),
                })
              : t('schedule.openEnded', { start: formatDate(row.startDate, locale) }),
        };
      case 'created':
        return {
          key: 'created',
          title: t('columns.created'),
          sorter: true,
          render: (_: unknown, row) => formatDate(row.createdAt, locale),
        };
    }
  };

  const columns: ColumnType<CampaignRow>[] = (
    [
      {
        key: 'name',
        title: t('columns.name'),
        sorter: true,
        fixed: 'left',
        width: 260,
        render: (_: unknown, row: CampaignRow) => (
          <a
            data-testid="campaign-name"
            href={`?campaign=${encodeURIComponent(row.id)}`}
            onClick={(event) => {
              event.preventDefault();
              onOpen(row.id);
            }}
          >
            {row.name}
          </a>
        ),
      },
      ...shown.map((column): ColumnType<CampaignRow> =>
        isMetricColumn(column)
          ? {
              key: column,
              title: t(`columns.${column}`),
              ...FIGURE_COLUMN,
              sorter: canSort(SORT_OF[column]),
              // Metrics sort largest first, as the ad managers do.
              sortDirections: ['descend', 'ascend'],
              // An ellipsis while a custom range's totals load.
              render: (_: unknown, row: CampaignRow) => {
                const totals = rowTotals(row);
                return totals ? (
                  <span data-testid={`metric-${column}`}>
                    {formatMetric(column, metricValue(totals, column), row.currency, locale)}
                  </span>
                ) : (
                  '\u2026'
                );
              },
            }
          : fieldColumn(column),
      ),
      ...(selection
        ? [
            {
              key: 'actions',
              title: <span className="sr-only">{t('columns.actions')}</span>,
              // The menu's button, kept from the first render: nothing moves when it loads.
              width: ROW_ACTIONS_WIDTH,
              render: (_: unknown, row: CampaignRow) => <RowActionsControl row={row} />,
            },
          ]
        : []),
    ] satisfies ColumnType<CampaignRow>[]
  ).map((column) => ({ ...column, sortOrder: column.sorter ? sortOrder(String(column.key)) : undefined }));

  const onChange: TableProps<CampaignRow>['onChange'] = (_pagination, _filters, sorter) => {
    const { columnKey, order } = sorter as SorterResult<CampaignRow>;
    const field = SORT_OF[String(columnKey)];
    if (field && order) onSortChange(field, order === 'ascend' ? 'asc' : 'desc');
    else onSortChange('createdAt', 'desc');
  };

  // The totals row (its code and its queries) comes once the rows are on screen: they come first.
  const summary = (): ReactNode => (
    <TotalsControl
      uid={totalsOf.uid}
      query={query}
      columns={shown}
      count={totalCount}
      currency={currency}
      version={totalsOf.version}
      withActions={selection !== null}
    />
  );

  return (
    <Table<CampaignRow>
      ref={table}
      rowKey="id"
      columns={columns}
      dataSource={dataSource}
      loading={loading}
      pagination={false}
      onChange={onChange}
      sortDirections={['ascend', 'descend']}
      // A sortable header says its order to assistive technology (aria-sort) and shows it with its
      // arrows; antd's hover hint ("Click to sort ascending") was a tooltip per column on the load.
      showSorterTooltip={false}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selection
          ? {
              selectedRowKeys: [...selection.selectedIds],
              preserveSelectedRowKeys: true,
              columnWidth: SELECTION_WIDTH,
              onChange: (keys: Key[]) => selection.onSelect(keys.map(String)),
              getCheckboxProps: (row) => ({ 'aria-label': t('selectRow', { name: row.name }) }) as never,
            }
          : undefined
      }
      summary={summary}
      data-testid="campaigns-table"
    />
  );
});
