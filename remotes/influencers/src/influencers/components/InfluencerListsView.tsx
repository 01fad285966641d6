import type { TableProps } from 'antd';
import { Button } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { Select, Table } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { FIGURE_COLUMN, ListLoadError, useRead } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { fetchInfluencersByIds, setInList } from '../api/influencerLists';
import { formatFollowers, type Influencer } from '../model/influencer';
import type { InfluencerList } from '../model/influencerListDocument';
import { CreatorCell } from './CreatorCell';

/** "My lists": pick one of the user's lists and see its creators; open one, or take them out of it. */
export function InfluencerListsView({
  uid,
  lists,
  onOpen,
  onChanged,
}: {
  readonly uid: string;
  readonly lists: readonly InfluencerList[];
  readonly onOpen: (influencer: Influencer) => void;
  readonly onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = lists.find((candidate) => candidate.id === chosen) ?? lists[0] ?? null;
  const creators = useRead(
    list ? `${list.id}:${list.influencerIds.join(',')}` : '',
    () => (list ? fetchInfluencersByIds(list.influencerIds) : Promise.resolve([])),
    '[influencers] list not read',
  );
  if (!list) return <Empty description={t('lists.none')} data-testid="lists-empty" />;

  const remove = async (influencer: Influencer): Promise<void> => {
    try {
      await setInList(uid, list.id, influencer.id, false);
      notify({
        type: 'success',
        message: t('lists.removed', { name: influencer.displayName, list: list.name }),
      });
      onChanged();
    } catch (error) {
      console.error('[influencers] list change failed', error);
      notify({ type: 'error', message: t('lists.failed') });
    }
  };
  const columns: TableProps<Influencer>['columns'] = [
    {
      key: 'creator',
      title: t('columns.creator'),
      render: (_, row) => <CreatorCell name={row.displayName} handle={row.handle} />,
    },
    { key: 'platform', title: t('columns.platform'), render: (_, row) => t(`platform.${row.platform}`) },
    {
      key: 'followers',
      title: t('columns.followers'),
      ...FIGURE_COLUMN,
      render: (_, row) => formatFollowers(row.followers, i18n.language),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      render: (_, row) => (
        <>
          <Button size="small" type="link" onClick={() => onOpen(row)}>
            {t('view')}
          </Button>
          <Button size="small" type="link" onClick={() => void remove(row)}>
            {t('lists.takeOut', { name: row.displayName })}
          </Button>
        </>
      ),
    },
  ];
  return (
    <>
      <Select<string>
        aria-label={t('lists.choose')}
        data-testid="list-select"
        value={list.id}
        style={{ minWidth: 240, marginBottom: 16 }}
        onChange={setChosen}
        options={lists.map((option) => ({
          value: option.id,
          label: t('lists.option', { list: option.name, count: option.influencerIds.length }),
        }))}
      />
      {creators.state === 'error' ? (
        <ListLoadError message={t('loadFailed')} onRetry={creators.retry} />
      ) : (
        <Table<Influencer>
          rowKey="id"
          columns={columns}
          dataSource={creators.data ?? []}
          loading={creators.state === 'loading'}
          pagination={false}
          scroll={{ x: 700 }}
          // Columns sized by their content: a figure is never cut to an equal share of the width.
          tableLayout="auto"
          locale={{ emptyText: t('lists.empty') }}
          data-testid="list-creators"
        />
      )}
    </>
  );
}
