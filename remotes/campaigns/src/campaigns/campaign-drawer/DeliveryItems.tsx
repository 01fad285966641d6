import { Switch } from 'shared-ui/antd/overlay';
import { Table } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import type { ColumnType } from 'antd/es/table/interface';
import { useEffect, useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import type { CampaignStatus, DeliveryItemLevel, DeliveryItemStatus } from '@adplatform/campaign-model';
import type { CampaignMetricRange } from '@adplatform/delivery-metrics';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { useCampaignsT } from '../../i18n/useCampaignsT';
import { fetchDeliveryItems, updateDeliveryItems } from '../api/campaignDetail';
import { BudgetEditor, type BudgetRefusal } from '../editing/BudgetEditor';
import type { AdRow, AdSetRow, DeliveryItemRow } from '../model/deliveryItem';
import { formatMetric, metricValue, type MetricColumn } from '../model/listColumns';
import { FIGURE_COLUMN, ListLoadError, PlainText } from 'shared-ui';

const ITEM_METRICS: readonly MetricColumn[] = ['spend', 'results', 'impressions', 'ctr'];

/**
 * The opened campaign's ad sets, each with its ads (docs/product-rules.md §10.1): audience, placements,
 * budget where the ad set carries one (edited in place), the range's delivery, and a switch each, saved through
 * `updateDeliveryItems` and rolled back with a message when the server refuses.
 */
export function DeliveryItems({
  uid,
  campaignId,
  range,
  currency,
  campaignStatus,
  onChanged,
  onBudgetChanged,
}: {
  readonly uid: string;
  readonly campaignId: string;
  /** The range of the metrics; null for a custom range (ad sets and ads keep preset totals only). */
  readonly range: CampaignMetricRange | null;
  readonly currency: string;
  /** Ad set budgets are not edited once the campaign is archived or completed. */
  readonly campaignStatus: CampaignStatus;
  /** Called after a change applied (the history has a new entry). */
  readonly onChanged: () => void;
  /** Called after an ad set budget applied (the campaign's budget, their sum, changed too). */
  readonly onBudgetChanged: () => void;
}): ReactElement {
  const { t, i18n } = useCampaignsEditingT();
  const { t: tList } = useCampaignsT();
  const { canWrite } = useAccount();
  const locale = i18n.language;
  const [items, setItems] = useState<{ adSets: AdSetRow[]; ads: AdRow[] } | null>(null);
  // A failed read says so and offers another (never "no ad sets", which would be untrue).
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, DeliveryItemStatus>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    fetchDeliveryItems(uid, campaignId).then(
      (read) => current && setItems(read),
      (error: unknown) => {
        console.error('[campaigns] ad sets could not be read', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [uid, campaignId, attempt]);

  const toggle = async (level: DeliveryItemLevel, item: DeliveryItemRow, on: boolean): Promise<void> => {
    const next: DeliveryItemStatus = on ? 'active' : 'paused';
    const previous = statuses.get(item.id) ?? item.status;
    setStatuses((current) => new Map(current).set(item.id, next));
    setPending((current) => new Set(current).add(item.id));
    try {
      const [result] = await updateDeliveryItems(campaignId, level, [item.id], {
        kind: 'status',
        action: on ? 'resume' : 'pause',
      });
      if (result?.outcome === 'refused') {
        setStatuses((current) => new Map(current).set(item.id, previous));
        notify({ type: 'error', message: `${item.name}: ${t(`refusal.${result.reason ?? 'transition'}`)}` });
      } else onChanged();
    } catch (error) {
      console.error('[campaigns] switch not saved', error);
      setStatuses((current) => new Map(current).set(item.id, previous));
      notify({ type: 'error', message: t('changes.failed') });
    } finally {
      setPending((current) => new Set([...current].filter((id) => id !== item.id)));
    }
  };

  const saveBudget = async (
    adSet: AdSetRow,
    amountMinor: number,
  ): Promise<BudgetRefusal | null | undefined> => {
    setPending((current) => new Set(current).add(adSet.id));
    try {
      const [result] = await updateDeliveryItems(campaignId, 'adSet', [adSet.id], {
        kind: 'budget',
        amountMinor,
      });
      if (result?.outcome === 'refused') return { reason: result.reason ?? 'transition' };
      setItems(
        (current) =>
          current && {
            ...current,
            adSets: current.adSets.map((item) =>
              item.id === adSet.id ? { ...item, budgetMinor: amountMinor } : item,
            ),
          },
      );
      onChanged();
      onBudgetChanged();
      return null;
    } catch (error) {
      console.error('[campaigns] ad set budget not saved', error);
      notify({ type: 'error', message: t('changes.failed') });
      return undefined;
    } finally {
      setPending((current) => new Set([...current].filter((id) => id !== adSet.id)));
    }
  };

  const switchColumn = <Row extends DeliveryItemRow>(level: DeliveryItemLevel): ColumnType<Row> => ({
    key: 'switch',
    title: <span className="sr-only">{tList('columns.delivery')}</span>,
    width: 56,
    render: (_: unknown, item: Row) => (
      <Switch
        size="small"
        checked={(statuses.get(item.id) ?? item.status) === 'active'}
        // An analyst sees what delivers and changes nothing (docs/product-rules.md §10.9).
        disabled={!canWrite}
        loading={pending.has(item.id)}
        aria-label={t(`drawer.switch.${level}`, { name: item.name })}
        onChange={(on) => void toggle(level, item, on)}
      />
    ),
  });
  const metricColumns = <Row extends DeliveryItemRow>(): ColumnType<Row>[] =>
    ITEM_METRICS.map((column) => ({
      key: column,
      title: tList(`columns.${column}`),
      ...FIGURE_COLUMN,
      render: (_: unknown, item: Row) =>
        range ? formatMetric(column, metricValue(item.metrics[range], column), currency, locale) : '\u2014',
    }));

  const adColumns: ColumnType<AdRow>[] = [
    switchColumn<AdRow>('ad'),
    {
      key: 'name',
      title: t('drawer.ad'),
      render: (_: unknown, ad) => <span title={ad.destinationUrl}>{ad.name}</span>,
    },
    {
      key: 'cta',
      title: t('drawer.callToAction'),
      render: (_: unknown, ad) => t(`callToAction.${ad.callToAction}`, { defaultValue: ad.callToAction }),
    },
    ...metricColumns<AdRow>(),
  ];
  const adSetColumns: ColumnType<AdSetRow>[] = [
    switchColumn<AdSetRow>('adSet'),
    { key: 'name', title: t('drawer.adSet'), dataIndex: 'name' },
    {
      key: 'placements',
      title: t('drawer.placements'),
      render: (_: unknown, adSet) =>
        adSet.placements.map((placement) => t(`placement.${placement}`)).join(', '),
    },
    {
      key: 'budget',
      title: tList('columns.budget'),
      ...FIGURE_COLUMN,
      render: (_: unknown, adSet) =>
        adSet.budgetType && adSet.budgetMinor !== null ? (
          <BudgetEditor
            id={adSet.id}
            name={adSet.name}
            subject={{
              budgetType: adSet.budgetType,
              currency,
              startDate: adSet.startDate,
              endDate: adSet.endDate,
              spentMinor: adSet.metrics.lifetime.spendMinor,
            }}
            budgetMinor={adSet.budgetMinor}
            editable={canWrite && campaignStatus !== 'archived' && campaignStatus !== 'completed'}
            pending={pending.has(adSet.id)}
            save={(amountMinor) => saveBudget(adSet, amountMinor)}
          />
        ) : (
          t('drawer.campaignBudget')
        ),
    },
    ...metricColumns<AdSetRow>(),
  ];

  return (
    <section aria-labelledby="campaign-ad-sets-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id="campaign-ad-sets-title" style={{ fontSize: 16 }}>
        {t('drawer.adSetsTitle')}
      </Typography.Title>
      {range === null && (
        <Typography.Paragraph type="secondary" data-testid="ad-sets-custom-range">
          {t('drawer.customRangeItems')}
        </Typography.Paragraph>
      )}
      {failed ? (
        <ListLoadError
          message={t('drawer.adSetsFailed')}
          onRetry={() => {
            setFailed(false);
            setAttempt((value) => value + 1);
          }}
        />
      ) : (
        <Table<AdSetRow>
          // Remounted once loaded, so that every ad set opens with its ads shown.
          key={items ? 'loaded' : 'loading'}
          rowKey="id"
          size="small"
          loading={items === null}
          columns={adSetColumns}
          dataSource={items?.adSets ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: items ? <PlainText secondary>{t('drawer.noAdSets')}</PlainText> : ' ' }}
          data-testid="campaign-ad-sets"
          expandable={{
            columnTitle: <span className="sr-only">{t('drawer.adsOfAdSet')}</span>,
            defaultExpandAllRows: true,
            rowExpandable: (adSet) => (items?.ads ?? []).some((ad) => ad.adSetId === adSet.id),
            expandedRowRender: (adSet) => (
              <Table<AdRow>
                rowKey="id"
                size="small"
                columns={adColumns}
                dataSource={(items?.ads ?? []).filter((ad) => ad.adSetId === adSet.id)}
                pagination={false}
                data-testid="campaign-ads"
              />
            ),
          }}
        />
      )}
    </section>
  );
}
