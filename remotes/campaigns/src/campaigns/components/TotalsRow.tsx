import { Table } from 'shared-ui/antd/data';
import { useEffect, useState, type ReactElement } from 'react';
import { kpiValue, totalsKpiValue, type MetricTotals } from '@adplatform/delivery-metrics';
import { Tooltip } from 'shared-ui/antd/layout';
import { FIGURE_STYLE } from 'shared-ui';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { CUSTOM_TOTALS_MAX, fetchListTotals } from '../api/fetchCampaignTotals';
import type { CampaignQuery } from '../model/campaignQuery';
import {
  formatMetric,
  kpiOfColumn,
  isMetricColumn,
  type ListColumn,
  type MetricColumn,
} from '../model/listColumns';

/**
 * The totals of the campaigns matching the query, for its range; read again when `version` changes.
 * @returns undefined while they load, null when a custom range matches too many campaigns to sum
 */
function useTotals(query: CampaignQuery, uid: string, version: number): MetricTotals | null | undefined {
  const [totals, setTotals] = useState<{ key: string; value: MetricTotals | null } | null>(null);
  const span = query.custom ? `${query.custom.from}_${query.custom.to}` : query.range;
  const key = `${uid}|${query.status}|${query.search}|${span}|${version}`;
  useEffect(() => {
    let current = true;
    fetchListTotals({ ...query, uid }).then(
      (value) => current && setTotals({ key, value }),
      (error: unknown) => console.error('[campaigns] totals could not be read', error),
    );
    return () => {
      current = false;
    };
    // The key names everything the totals depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return totals?.key === key ? totals.value : undefined;
}

/**
 * One metric of the totals row: its value, or none with the reason when the metric is not additive
 * across campaigns (its `summed` value would not be true).
 */
function TotalCell({
  column,
  value,
  summed,
  currency,
}: {
  readonly column: MetricColumn;
  readonly value: number | null;
  readonly summed: number | null;
  readonly currency: string;
}): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const shown = formatMetric(column, value, currency, i18n.language);
  if (value !== null || summed === null)
    return (
      <span data-testid={`total-${column}`} style={FIGURE_STYLE}>
        {shown}
      </span>
    );
  return (
    <Tooltip title={t('totals.notAdditive')}>
      <span data-testid={`total-${column}`} tabIndex={0} aria-label={t('totals.notAdditive')}>
        {shown}
      </span>
    </Tooltip>
  );
}

/**
 * The table's totals row (docs/product-rules.md §10.1): every campaign matching the filters, summed
 * for the range by aggregation queries; reach, which campaigns' figures cannot add up to, shows none
 * and says why. Loaded after the table's rows (`afterTable.ts`): it is not
 * what the first paint waits for.
 */
export function TotalsRow({
  uid,
  query,
  columns,
  count,
  currency,
  version,
  withActions,
}: {
  readonly uid: string;
  readonly query: CampaignQuery;
  readonly columns: readonly ListColumn[];
  /** How many campaigns match (null while counting). */
  readonly count: number | null;
  readonly currency: string;
  /** Bumped after a change: the totals are read again. */
  readonly version: number;
  /** Whether the table has its actions column. */
  readonly withActions: boolean;
}): ReactElement {
  const { t } = useCampaignsEditingT();
  const totals = useTotals(query, uid, version);
  return (
    <Table.Summary>
      <Table.Summary.Row data-testid="campaigns-totals">
        <Table.Summary.Cell index={0} />
        <Table.Summary.Cell index={1}>
          {/* Never "0 campaigns" while a search is still counting. */}
          <strong>{count === null ? t('totals.counting') : t('totals.label', { count })}</strong>
        </Table.Summary.Cell>
        {totals === null ? (
          <Table.Summary.Cell index={2} colSpan={columns.length}>
            <span data-testid="totals-custom-too-many">
              {t('totals.customTooMany', { count: CUSTOM_TOTALS_MAX })}
            </span>
          </Table.Summary.Cell>
        ) : (
          columns.map((column, index) => (
            <Table.Summary.Cell
              key={column}
              index={index + 2}
              align={isMetricColumn(column) ? 'right' : undefined}
            >
              {isMetricColumn(column) && totals ? (
                <TotalCell
                  column={column}
                  value={totalsKpiValue(totals, kpiOfColumn(column), count)}
                  summed={kpiValue(totals, kpiOfColumn(column))}
                  currency={currency}
                />
              ) : null}
            </Table.Summary.Cell>
          ))
        )}
        {withActions && <Table.Summary.Cell index={columns.length + 2} />}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
