import { Empty } from 'shared-ui/antd/layout';
import { Tabs } from 'shared-ui/antd/panels';
import { useState, type ReactElement } from 'react';
import { useAuthState } from 'shared-auth';
import { PageTitle, useCursorPages } from 'shared-ui';
import { CursorPager, ListLoadError } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { fetchInfluencerPage } from '../api/influencerQueries';
import { DEFAULT_DISCOVER_QUERY, DISCOVER_PAGE_SIZE, type DiscoverQuery } from '../model/discoverQuery';
import type { Influencer } from '../model/influencer';
import { ConnectionsList } from './ConnectionsList';
import { DiscoverFilters } from './DiscoverFilters';
import { InfluencerDrawer } from './InfluencerDrawer';
import { InfluencerTable } from './InfluencerTable';

function Discover({ onOpen }: { readonly onOpen: (influencer: Influencer) => void }): ReactElement {
  const { t } = useInfluencersT();
  const [query, setQuery] = useState<DiscoverQuery>(DEFAULT_DISCOVER_QUERY);
  const list = useCursorPages({ query, fetchPage: fetchInfluencerPage, label: 'influencers' });
  return (
    <>
      <DiscoverFilters query={query} onChange={setQuery} />
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <Empty description={t('noMatches')} data-testid="influencers-empty" />
      ) : (
        <>
          <InfluencerTable rows={list.rows} loading={list.loading} onOpen={onOpen} />
          <CursorPager list={list} label={t('tabs.discover')} pageSize={DISCOVER_PAGE_SIZE} />
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
      <PageTitle as="h1">{t('title')}</PageTitle>
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
