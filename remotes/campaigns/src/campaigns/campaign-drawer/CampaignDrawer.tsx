import { Flex } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import { Tag } from 'shared-ui/antd/layout';
import { Drawer } from 'shared-ui/antd/overlay';
import { Descriptions, Skeleton } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from 'react';
import { formatDate, ListLoadError } from 'shared-ui';
import type { CampaignChange } from '@adplatform/campaign-model';
import type { CampaignMetricRange, DateSpan } from '@adplatform/delivery-metrics';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { fetchCampaign } from '../api/campaignDetail';
import { editingCells } from '../editing';
import type { CampaignChanges } from '../hooks/useCampaignChanges';
import { useSpanTotals } from '../hooks/useSpanTotals';
import type { CampaignRow } from '../model/campaignRow';
import { formatCustomRange } from '../model/customRangeChecks';
import { formatMetric, metricValue, METRIC_COLUMNS } from '../model/listColumns';
import { ChangeHistory } from './ChangeHistory';
import { DeliveryItems } from './DeliveryItems';

/** Highcharts loads with the drawer's chart, after the drawer has opened. */
const DeliveryChart = lazy(() => import('./DeliveryChart'));

const { DeliverySwitch, BudgetCell, RowActions } = editingCells;

/**
 * A campaign, opened over the list (`/?campaign=<id>`, docs/product-rules.md §10.1): its switch, budget
 * and menu, a summary with the range's delivery, a chart of a metric over the range, its ad sets and
 * ads with their switches, and its change history. A campaign that is not the user's (or no longer
 * exists) reads as not found.
 */
export function CampaignDrawer({
  uid,
  campaignId,
  range,
  custom,
  changes,
  canCreate,
  canWrite,
  onCampaignChanged,
  onClose,
}: {
  readonly uid: string;
  readonly campaignId: string;
  readonly range: CampaignMetricRange;
  /** The list's custom range, shown instead of `range` when set. */
  readonly custom: DateSpan | null;
  readonly changes: CampaignChanges;
  readonly canCreate: boolean;
  /** The viewer changes campaigns (an analyst only reads: no switch, budget or menu). */
  readonly canWrite: boolean;
  /** Reads the list again after a change made here to the campaign's own fields (its budget, as the sum of its ad sets'). */
  readonly onCampaignChanged: () => void;
  readonly onClose: () => void;
}): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const locale = i18n.language;
  const [version, setVersion] = useState(0);
  // `failed`: the read did not answer (not "does not exist", which would be untrue); Retry reads again.
  const [read, setRead] = useState<{ id: string; row: CampaignRow | null | 'failed' } | null>(null);
  const changed = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    fetchCampaign(uid, campaignId).then(
      (row) => current && setRead({ id: campaignId, row }),
      (error: unknown) => {
        console.error('[campaigns] campaign could not be read', error);
        if (current) setRead({ id: campaignId, row: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, campaignId, version]);

  // The row on the list's page shows optimistic changes first; the drawer's own read otherwise.
  const readRow = read?.id === campaignId ? read.row : undefined;
  const failed = readRow === 'failed';
  const campaign =
    changes.rows.find((row) => row.id === campaignId) ?? (readRow === 'failed' ? undefined : readRow);
  const spanTotals = useSpanTotals(uid, custom ? [campaignId] : [], custom);
  const summaryTotals = campaign
    ? custom
      ? (spanTotals?.get(campaign.id) ?? null)
      : campaign.metrics[range]
    : null;
  const rangeLabel = custom ? formatCustomRange(custom, locale) : tList(`range.${range}`);
  const run = async (ids: readonly string[], change: CampaignChange) => {
    const results = await changes.run(ids, change);
    changed();
    return results;
  };

  return (
    <Drawer
      open
      width={780}
      onClose={onClose}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {campaign?.name ?? t('drawer.title')}
        </Typography.Title>
      }
      destroyOnHidden
    >
      {failed && !campaign ? (
        <ListLoadError message={t('drawer.loadFailed')} onRetry={changed} />
      ) : campaign === null ? (
        <Result status="404" title={t('drawer.notFound')} />
      ) : campaign === undefined ? (
        <Skeleton active />
      ) : (
        <>
          <Flex gap={12} align="center" wrap="wrap" style={{ marginBottom: 16 }}>
            {canWrite && (
              <DeliverySwitch row={campaign} pending={changes.pending.has(campaign.id)} run={run} />
            )}
            <Tag>{tList(`status.${campaign.status}`)}</Tag>
            {canWrite && (
              <>
                <BudgetCell row={campaign} pending={changes.pending.has(campaign.id)} run={run} />
                <RowActions
                  row={campaign}
                  pending={changes.pending.has(campaign.id)}
                  run={run}
                  canCreate={canCreate}
                />
              </>
            )}
          </Flex>
          <Descriptions
            size="small"
            bordered
            column={2}
            style={{ marginBottom: 24 }}
            data-testid="campaign-summary"
            items={[
              {
                key: 'objective',
                label: tList('columns.objective'),
                children: tList(`objective.${campaign.objective}`),
              },
              {
                key: 'schedule',
                label: tList('columns.schedule'),
                children: campaign.endDate
                  ? tList('schedule.range', {
                      start: formatDate(campaign.startDate, locale),
                      end: formatDate(campaign.endDate, locale),
                    })
                  : tList('schedule.openEnded', { start: formatDate(campaign.startDate, locale) }),
              },
              ...METRIC_COLUMNS.map((column) => ({
                key: column,
                label: `${tList(`columns.${column}`)} (${rangeLabel})`,
                children: summaryTotals
                  ? formatMetric(column, metricValue(summaryTotals, column), campaign.currency, locale)
                  : '\u2026',
              })),
            ]}
          />
          <Suspense fallback={<Skeleton active />}>
            <DeliveryChart
              uid={uid}
              campaignId={campaign.id}
              range={range}
              custom={custom}
              startDate={campaign.startDate}
              currency={campaign.currency}
            />
          </Suspense>
          <DeliveryItems
            uid={uid}
            campaignId={campaign.id}
            range={custom ? null : range}
            currency={campaign.currency}
            campaignStatus={campaign.status}
            onChanged={changed}
            onBudgetChanged={onCampaignChanged}
          />
          <ChangeHistory uid={uid} campaignId={campaign.id} currency={campaign.currency} version={version} />
        </>
      )}
    </Drawer>
  );
}
