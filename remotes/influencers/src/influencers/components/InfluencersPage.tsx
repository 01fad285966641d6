import { Alert, Button, Empty, Tabs, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useAuthState, useCursorPages } from 'shared-auth';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { fetchInfluencerPage } from '../api/influencerQueries';
import { DEFAULT_DISCOVER_QUERY, type DiscoverQuery } from '../model/discoverQuery';
import type { Influencer } from '../model/influencer';
import { ConnectionsList } from './ConnectionsList';
import { DiscoverFilters } from './DiscoverFilters';
import { InfluencerDrawer } from './InfluencerDrawer';
import { InfluencerTable } from './InfluencerTable';
import { ListPager } from './ListPager';

function Discover({ onOpen }: { readonly onOpen: (influencer: Influencer) => void }): ReactElement {
  const { t } = useInfluencersT();
  const [query, setQuery] = useState<DiscoverQuery>(DEFAULT_DISCOVER_QUERY);
  const list = useCursorPages({ query, fetchPage: fetchInfluencerPage, label: 'influencers' });
  return (
    <>
      <DiscoverFilters query={query} onChange={setQuery} />
      {list.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('loadFailed')}
          action={<Button onClick={list.reload}>{t('actions.retry', { ns: 'common' })}</Button>}
        />
      ) : !list.loading && list.rows.length === 0 ? (
        <Empty description={t('noMatches')} data-testid="influencers-empty" />
      ) : (
        <>
          <InfluencerTable rows={list.rows} loading={list.loading} onOpen={onOpen} />
          <ListPager list={list} label={t('tabs.discover')} />
        </>
      )}
    </>
  );
}

/** The influencer connection section (/connect-influencer): discover, profile, connect, my connections. */
export function InfluencersPage(): ReactElement | null {
  const { t } = useInfluencersT();
  const { user } = useAuthState();
  const [open, setOpen] = useState<Influencer | null>(null);
  const [version, setVersion] = useState(0);
  if (!user) return null;
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Tabs
        items={[
          { key: 'discover', label: t('tabs.discover'), children: <Discover onOpen={setOpen} /> },
          {
            key: 'connections',
            label: t('tabs.connections'),
            children: <ConnectionsList uid={user.uid} version={version} />,
          },
        ]}
      />
      <InfluencerDrawer
        uid={user.uid}
        influencer={open}
        onClose={() => setOpen(null)}
        onChanged={() => setVersion((value) => value + 1)}
      />
    </>
  );
}
