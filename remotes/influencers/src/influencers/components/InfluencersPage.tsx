import { Spin } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { Tabs } from 'shared-ui/antd/panels';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { notify, useAccount, useAuthState, useSearchParams } from 'shared-auth';
import { PageTitle, useCursorPages, useRead } from 'shared-ui';
import { CursorPager, ListLoadError } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { block, listBlocked, unblock } from '../api/blocklist';
import { fetchInfluencer, fetchInfluencerPage } from '../api/influencerQueries';
import { listInfluencerLists } from '../api/influencerLists';
import { DEFAULT_DISCOVER_QUERY, DISCOVER_PAGE_SIZE, type DiscoverQuery } from '../model/discoverQuery';
import type { Influencer } from '../model/influencer';
import { AddInstagramCreator } from './AddInstagramCreator';
import { ConnectionsList } from './ConnectionsList';
import { HiddenCreators } from './HiddenCreators';
import { InfluencerListsView } from './InfluencerListsView';
import { DiscoverFilters } from './DiscoverFilters';
import { InfluencerDrawer } from './InfluencerDrawer';
import { InfluencerTable } from './InfluencerTable';

function Discover({
  hidden,
  onOpen,
}: {
  /** The ids of the creators the user has hidden. */
  readonly hidden: readonly string[];
  readonly onOpen: (influencer: Influencer) => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const [query, setQuery] = useState<DiscoverQuery>(DEFAULT_DISCOVER_QUERY);
  const listQuery = useMemo(() => ({ ...query, hidden }), [query, hidden]);
  const list = useCursorPages({ query: listQuery, fetchPage: fetchInfluencerPage, label: 'influencers' });
  const { canWrite } = useAccount();
  return (
    <>
      {canWrite && (
        <AddInstagramCreator
          onAdded={(influencer) => {
            list.reload();
            onOpen(influencer);
          }}
        />
      )}
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

/** The search parameter that holds the opened creator's id. */
const CREATOR_PARAM = 'creator';

/**
 * The influencer connection section (/connect-influencer): discover (the creators the user has hidden
 * left out; a creator added from Instagram by handle), profile (by its own address, `?creator=<id>`), connect, my connections, my lists, hidden
 * creators.
 */
export function InfluencersPage(): ReactElement | null {
  const { t } = useInfluencersT();
  const { user } = useAuthState();
  // The opened profile has an address of its own (`?creator=<id>`): shared, bookmarked or reloaded,
  // it opens again. A creator opened from a list is shown as read; one opened by address is read.
  const [searchParams, setSearchParams] = useSearchParams();
  const creatorId = searchParams.get(CREATOR_PARAM);
  const [picked, setPicked] = useState<Influencer | null>(null);
  const byAddress = useRead(
    creatorId && picked?.id !== creatorId ? creatorId : '',
    () => (creatorId && picked?.id !== creatorId ? fetchInfluencer(creatorId) : Promise.resolve(null)),
    '[influencers] creator not read',
  );
  const open = !creatorId
    ? null
    : picked?.id === creatorId
      ? picked
      : byAddress.data?.id === creatorId
        ? byAddress.data
        : null;
  const setOpen = useCallback(
    (influencer: Influencer | null): void => {
      setPicked(influencer);
      const next = new URLSearchParams(searchParams);
      if (influencer) next.set(CREATOR_PARAM, influencer.id);
      else next.delete(CREATOR_PARAM);
      setSearchParams(next);
    },
    [searchParams, setSearchParams],
  );
  const [version, setVersion] = useState(0);
  const [hiddenVersion, setHiddenVersion] = useState(0);
  const uid = useAccount().accountId ?? '';
  const hidden = useRead(
    `${uid}|${hiddenVersion}`,
    () => (uid ? listBlocked(uid) : Promise.resolve([])),
    '[influencers] hidden creators not read',
  );
  const [listsVersion, setListsVersion] = useState(0);
  const lists = useRead(
    `${uid}|${listsVersion}`,
    () => (uid ? listInfluencerLists(uid) : Promise.resolve([])),
    '[influencers] lists not read',
  );
  const listsChanged = (): void => setListsVersion((value) => value + 1);
  const hiddenIds = useMemo(() => (hidden.data ?? []).map((creator) => creator.influencerId), [hidden.data]);
  if (!user) return null;

  /** Hides a creator from Discover or shows them again (`write`), then reads the hidden list again. */
  const changeHidden = async (name: string, hide: boolean, write: () => Promise<void>): Promise<void> => {
    try {
      await write();
      notify({ type: 'success', message: t(hide ? 'hidden.hidden' : 'hidden.shown', { name }) });
      setHiddenVersion((value) => value + 1);
    } catch (error) {
      console.error('[influencers] hiding failed', error);
      notify({ type: 'error', message: t('hidden.failed') });
    }
  };

  return (
    <>
      <PageTitle as="h1">{t('title')}</PageTitle>
      <Tabs
        items={[
          {
            key: 'discover',
            label: t('tabs.discover'),
            children:
              hidden.data === null && hidden.state === 'loading' ? (
                <Spin aria-label={t('loading')} />
              ) : (
                <Discover hidden={hiddenIds} onOpen={setOpen} />
              ),
          },
          {
            key: 'connections',
            label: t('tabs.connections'),
            children: (
              <ConnectionsList
                user={user}
                uid={uid}
                version={version}
                onChanged={() => setVersion((value) => value + 1)}
              />
            ),
          },
          {
            key: 'lists',
            label: t('tabs.lists'),
            children:
              lists.state === 'error' ? (
                <ListLoadError message={t('loadFailed')} onRetry={lists.retry} />
              ) : lists.data === null ? (
                <Spin aria-label={t('loading')} />
              ) : (
                <InfluencerListsView uid={uid} lists={lists.data} onOpen={setOpen} onChanged={listsChanged} />
              ),
          },
          {
            key: 'hidden',
            label: t('tabs.hidden'),
            children:
              hidden.state === 'error' ? (
                <ListLoadError message={t('loadFailed')} onRetry={hidden.retry} />
              ) : (
                <HiddenCreators
                  hidden={hidden.data}
                  onUnhide={(creator) =>
                    void changeHidden(creator.displayName, false, () => unblock(uid, creator.influencerId))
                  }
                />
              ),
          },
        ]}
      />
      <InfluencerDrawer
        uid={uid}
        influencer={open}
        hidden={open !== null && hiddenIds.includes(open.id)}
        lists={lists.data}
        onListsChanged={listsChanged}
        onHide={(influencer, hide) =>
          void changeHidden(influencer.displayName, hide, () =>
            hide ? block(uid, influencer) : unblock(uid, influencer.id),
          )
        }
        onClose={() => setOpen(null)}
        onRefreshed={setPicked}
        onChanged={() => setVersion((value) => value + 1)}
      />
    </>
  );
}
