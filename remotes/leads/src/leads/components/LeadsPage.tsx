import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { useMemo, useState, type ReactElement } from 'react';
import { notify, useAccount, useAuthState, useSubscriptionRecord, type SessionUser } from 'shared-auth';
import { PageTitle, useCursorPages } from 'shared-ui';
import { CursorPager, downloadCsv, ListLoadError } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { countLeads, fetchAllLeads, fetchLeadPage } from '../api/leadQueries';
import {
  DEFAULT_LEAD_QUERY,
  LEAD_PAGE_SIZE,
  NEWEST_FIRST,
  withValidSort,
  type Lead,
  type LeadQuery,
} from '../model/lead';
import { LeadActivityDrawer } from './LeadActivityDrawer';
import { ImportLeadsDrawer } from './ImportLeadsDrawer';
import { leadsToCsv } from '../model/leadCsv';
import { LeadFilters } from './LeadFilters';
import { LeadTable } from './LeadTable';
import { NoteModal } from './NoteModal';
import { RoundRobinSwitch } from './RoundRobinSwitch';
import { useLeadOwners } from '../hooks/useLeadOwners';
import { useLeadArrivals } from '../hooks/useLeadArrivals';

function LeadList({
  user,
  uid,
  accountEmail,
  canWrite,
}: {
  readonly user: SessionUser;
  readonly uid: string;
  readonly accountEmail: string;
  readonly canWrite: boolean;
}): ReactElement {
  const { t } = useLeadsT();
  const owners = useLeadOwners(uid, accountEmail);
  const [query, setQuery] = useState<LeadQuery>(DEFAULT_LEAD_QUERY);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Lead | null>(null);
  const [opened, setOpened] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const listQuery = useMemo(
    () => ({ ...query, uid, viewer: user.uid, version }),
    [query, uid, user.uid, version],
  );
  const list = useCursorPages({
    query: listQuery,
    fetchPage: fetchLeadPage,
    count: countLeads,
    label: 'leads',
  });
  const filtered = JSON.stringify({ ...query, sort: NEWEST_FIRST }) !== JSON.stringify(DEFAULT_LEAD_QUERY);
  /** The opened lead as the list now has it (its status and note follow each change). */
  const shown = opened && (list.rows.find((row) => row.id === opened.id) ?? opened);
  const changed = (): void => setVersion((value) => value + 1);
  // A lead that arrives shows at once in the first page of the unfiltered list; elsewhere the list
  // says so, rather than move the rows under the reader.
  const [arrived, setArrived] = useState(false);
  const atTop = list.pageIndex === 0 && JSON.stringify(query) === JSON.stringify(DEFAULT_LEAD_QUERY);
  useLeadArrivals(uid, () => (atTop ? changed() : setArrived(true)));
  const showArrived = (): void => {
    setArrived(false);
    setQuery(DEFAULT_LEAD_QUERY);
    changed();
  };

  const exportCsv = async (): Promise<void> => {
    setExporting(true);
    try {
      const leads = await fetchAllLeads(listQuery);
      const csv = leadsToCsv(leads, {
        name: t('columns.name'),
        email: t('columns.email'),
        phone: t('columns.phone'),
        campaign: t('columns.campaign'),
        status: t('columns.status'),
        owner: t('columns.owner'),
        note: t('columns.note'),
        created: t('columns.created'),
        duplicate: t('duplicate'),
        statusLabel: (status) => t(`status.${status}`),
        yes: t('yes'),
      });
      downloadCsv(csv, `leads-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      console.error('[leads] export failed', error);
      notify({ type: 'error', message: t('exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
          {t('title')}
        </PageTitle>
        <Flex gap={16} wrap="wrap" align="center" style={{ marginBottom: 16 }}>
          {canWrite && <RoundRobinSwitch accountId={uid} />}
          {canWrite && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import.open')}
            </Button>
          )}
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('export')}
          </Button>
        </Flex>
      </Flex>
      <LeadFilters uid={uid} query={query} onChange={(next) => setQuery(withValidSort(next))} />
      {arrived && (
        <Alert
          type="info"
          showIcon
          data-testid="leads-arrived"
          style={{ marginBottom: 16 }}
          message={t('arrived')}
          action={
            <Button size="small" onClick={showArrived}>
              {t('showArrived')}
            </Button>
          }
        />
      )}
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <Empty data-testid="leads-empty" description={filtered ? t('emptyFiltered') : t('empty')} />
      ) : (
        <>
          <LeadTable
            author={user}
            uid={uid}
            owners={owners}
            canWrite={canWrite}
            rows={list.rows}
            loading={list.loading}
            query={query}
            onSort={(sort) => setQuery({ ...query, sort: sort ?? NEWEST_FIRST })}
            onChanged={changed}
            onEditNote={setEditing}
            onOpen={setOpened}
          />
          <CursorPager
            list={list}
            label={t('pagerLabel')}
            pageSize={LEAD_PAGE_SIZE}
            totalLabel={t('total', { count: list.total ?? 0 })}
          />
        </>
      )}
      <ImportLeadsDrawer open={importing} onClose={() => setImporting(false)} onImported={changed} />
      <NoteModal
        author={user}
        uid={uid}
        lead={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          changed();
        }}
      />
      <LeadActivityDrawer
        uid={uid}
        viewer={user.uid}
        lead={shown}
        version={version}
        onClose={() => setOpened(null)}
        onChanged={changed}
      />
    </>
  );
}

/** The leads section (/leads, Premium only): the account's leads. */
export function LeadsPage(): ReactElement | null {
  const { user } = useAuthState();
  const { accountId, canWrite } = useAccount();
  const { membership } = useSubscriptionRecord();
  if (!user || !accountId) return null;
  const accountEmail = membership?.accountEmail ?? user.email ?? '';
  return <LeadList user={user} uid={accountId} accountEmail={accountEmail} canWrite={canWrite} />;
}
