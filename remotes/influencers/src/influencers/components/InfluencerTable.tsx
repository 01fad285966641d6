import type { TableProps } from 'antd';
import { Button } from 'shared-ui/antd/base';
import { Table } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { FIGURE_COLUMN } from 'shared-ui';
import { CreatorCell } from './CreatorCell';
import { StaleMetricsTag } from './MetricsFreshness';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import type { Influencer } from '../model/influencer';
import { useCreatorFigures } from '../hooks/useCreatorFigures';

/**
 * The discover table; "View" (or a click on the row) opens the profile drawer. A creator whose metrics
 * are stale is flagged.
 */
export function InfluencerTable({
  rows,
  loading,
  onOpen,
}: {
  readonly rows: Influencer[];
  readonly loading: boolean;
  readonly onOpen: (influencer: Influencer) => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const figures = useCreatorFigures();
  const columns: TableProps<Influencer>['columns'] = [
    {
      key: 'creator',
      title: t('columns.creator'),
      render: (_, row) => (
        <>
          <CreatorCell name={row.displayName} handle={row.handle} /> <StaleMetricsTag influencer={row} />
        </>
      ),
    },
    { key: 'platform', title: t('columns.platform'), render: (_, row) => t(`platform.${row.platform}`) },
    { key: 'niche', title: t('columns.niche'), render: (_, row) => figures.niche(row) },
    {
      key: 'audience',
      title: t('columns.audience'),
      render: (_, row) => figures.audience(row),
    },
    {
      key: 'followers',
      title: t('columns.followers'),
      ...FIGURE_COLUMN,
      render: (_, row) => figures.followers(row),
    },
    {
      key: 'engagement',
      title: t('columns.engagement'),
      ...FIGURE_COLUMN,
      render: (_, row) => figures.engagement(row),
    },
    {
      key: 'price',
      title: t('columns.priceFrom'),
      ...FIGURE_COLUMN,
      render: (_, row) => figures.price(row),
    },
    {
      key: 'open',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      render: (_, row) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          {t('view')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Influencer>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      // Columns sized by their content: a figure is never cut to an equal share of the width.
      tableLayout="auto"
      onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
      data-testid="influencers-table"
    />
  );
}
