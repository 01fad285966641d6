import { Empty } from 'shared-ui/antd/layout';
import { Tabs } from 'shared-ui/antd/panels';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useAccount } from 'shared-auth';
import { CursorPager, ListLoadError, PageTitle, useCursorPages } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { fetchAdPage } from '../api/adQueries';
import { listBoards } from '../api/boards';
import { useAdParams, type AdLibraryTab } from '../hooks/useAdParams';
import { useSaveAction } from '../hooks/useSaveAction';
import { AD_PAGE_SIZE, DEFAULT_AD_QUERY, type Ad, type AdQuery, type Board } from '../model/ad';
import { AdDetailDrawer } from './AdDetail';
import { AdFilters } from './AdFilters';
import { AdGrid } from './AdGrid';
import { BoardsView } from './BoardsView';
import { FollowingView } from './FollowingView';
import { MetaLibraryView } from './MetaLibraryView';
import { SaveToBoardModal } from './SaveToBoardModal';

function Library({ onSave }: { readonly onSave: (ad: Ad) => void }): ReactElement {
  const { t } = useAdLibraryT();
  const saveAction = useSaveAction(onSave);
  const [query, setQuery] = useState<AdQuery>(DEFAULT_AD_QUERY);
  const list = useCursorPages({ query, fetchPage: fetchAdPage, label: 'ad-library' });
  return (
    <>
      <AdFilters query={query} onChange={setQuery} />
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <Empty description={t('noMatches')} data-testid="ads-empty" />
      ) : (
        <>
          <AdGrid ads={list.rows} loading={list.loading} actions={saveAction} />
          <CursorPager list={list} label={t('pagerLabel')} pageSize={AD_PAGE_SIZE} />
        </>
      )}
    </>
  );
}

function AdLibrary({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useAdLibraryT();
  const { tab, showTab } = useAdParams();
  const [boards, setBoards] = useState<Board[]>([]);
  const [saving, setSaving] = useState<Ad | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let cancelled = false;
    listBoards(uid).then(
      (found) => !cancelled && setBoards(found),
      (error: unknown) => console.error('[ad-library] boards read failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [uid, version]);

  return (
    <>
      <PageTitle as="h1">{t('title')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => showTab(key as AdLibraryTab)}
        items={[
          { key: 'library', label: t('tabs.library'), children: <Library onSave={setSaving} /> },
          { key: 'meta', label: t('tabs.meta'), children: <MetaLibraryView onSave={setSaving} /> },
          {
            key: 'boards',
            label: t('tabs.boards'),
            children: <BoardsView uid={uid} boards={boards} onChanged={refresh} />,
          },
          { key: 'following', label: t('tabs.following'), children: <FollowingView uid={uid} /> },
        ]}
      />
      <AdDetailDrawer uid={uid} onSave={setSaving} />
      <SaveToBoardModal
        uid={uid}
        ad={saving}
        boards={boards}
        onClose={() => setSaving(null)}
        onSaved={() => {
          setSaving(null);
          refresh();
        }}
      />
    </>
  );
}

/**
 * The ad library section (/ad-library, Plus and Premium, docs/product-rules.md §10.4): search ads in every
 * field or one, search Meta's Ad Library through the account's Meta connection, open an ad's detail by its link, save ads to boards with notes and tags, follow
 * advertisers and see their new ads.
 */
export function AdLibraryPage(): ReactElement | null {
  const { accountId } = useAccount();
  return accountId ? <AdLibrary uid={accountId} /> : null;
}
