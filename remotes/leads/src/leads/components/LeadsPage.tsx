import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Button, Flex } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { useMemo, useState, type ReactElement } from 'react';
import { notify, useAuthState } from 'shared-auth';
import { PageTitle, useCursorPages } from 'shared-ui';
import { CursorPager, downloadCsv, ListLoadError } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { countLeads, fetchAllLeads, fetchLeadPage } from '../api/leadQueries';
import { DEFAULT_LEAD_QUERY, LEAD_PAGE_SIZE, type Lead, type LeadQuery } from '../model/lead';
import { leadsToCsv } from '../model/leadCsv';
import { LeadFilters } from './LeadFilters';
import { LeadTable } from './LeadTable';
import { NoteModal } from './NoteModal';

function LeadList({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useLeadsT();
  const [query, setQuery] = useState<LeadQuery>(DEFAULT_LEAD_QUERY);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);
  const listQuery = useMemo(() => ({ ...query, uid, version }), [query, uid, version]);
  const list = useCursorPages({
    query: listQuery,
    fetchPage: fetchLeadPage,
    count: countLeads,
    label: 'leads',
  });
  const filtered = JSON.stringify(query) !== JSON.stringify(DEFAULT_LEAD_QUERY);

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
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('export')}
        </Button>
      </Flex>
      <LeadFilters uid={uid} query={query} onChange={setQuery} />
      {list.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={list.reload} />
      ) : !list.loading && list.rows.length === 0 ? (
        <Empty data-testid="leads-empty" description={filtered ? t('emptyFiltered') : t('empty')} />
      ) : (
        <>
          <LeadTable
            uid={uid}
            rows={list.rows}
            loading={list.loading}
            onChanged={() => setVersion((value) => value + 1)}
            onEditNote={setEditing}
          />
          <CursorPager
            list={list}
            label={t('pagerLabel')}
            pageSize={LEAD_PAGE_SIZE}
            totalLabel={t('total', { count: list.total ?? 0 })}
          />
        </>
      )}
      <NoteModal
        uid={uid}
        lead={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setVersion((value) => value + 1);
        }}
      />
    </>
  );
}

/** The leads section (/leads, Premium only): the signed-in user's leads. */
export function LeadsPage(): ReactElement | null {
  const { user } = useAuthState();
  return user ? <LeadList uid={user.uid} /> : null;
}
