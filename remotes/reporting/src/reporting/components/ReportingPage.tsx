import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import { Alert, Button, Flex, Spin } from 'shared-ui/antd/base';
import { Card, Skeleton } from 'shared-ui/antd/panels';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { markFirstContent, notify, useAccount, useSearchParams } from 'shared-auth';
import { downloadCsv, ListLoadError, PageTitle } from 'shared-ui';
import { useReportingT } from '../../i18n/useReportingT';
import type { ChartChange } from '../charts/ReportCharts';
import { useRollups } from '../hooks/useRollups';
import { localToday, presetRange } from '../model/dateRange';
import { buildReport, type Report } from '../model/report';
import type { ShownPivot } from '../model/reportCsv';
import { useReportCsv } from '../hooks/useReportCsv';
import { parseReportParams, toSearchParams, type ReportParams } from '../model/reportParams';
import { CampaignTable } from './CampaignTable';
import { KpiCards } from './KpiCards';
import { PeriodComparison } from './PeriodComparison';
import { ReportPivot } from './ReportPivot';
import { ScheduledReports } from './ScheduledReports';
import { ReportEmpty } from './ReportEmpty';
import { ReportFilters, type FilterChange } from './ReportFilters';

// Highcharts, with its accessibility module, loads after the figures are on screen.
const ReportCharts = lazy(() => import('../charts/ReportCharts'));

function applyFilter(params: ReportParams, change: FilterChange, today: string): ReportParams {
  if ('preset' in change)
    return { ...params, preset: change.preset, range: presetRange(change.preset, today) };
  if ('custom' in change) return { ...params, preset: 'custom', range: change.custom };
  if ('compare' in change) return { ...params, compare: change.compare };
  return { ...params, campaignId: change.campaignId };
}

function ReportBody({
  uid,
  report,
  params,
  onChart,
  onPivotShown,
}: {
  readonly uid: string;
  readonly report: Report;
  readonly params: ReportParams;
  readonly onChart: (change: ChartChange) => void;
  readonly onPivotShown: (pivot: ShownPivot | null) => void;
}): ReactElement {
  const { t } = useReportingT();
  if (report.campaigns.length === 0) return <ReportEmpty uid={uid} />;
  return (
    <>
      <KpiCards report={report} />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} aria-label={t('charts.loading')} />}>
        <ReportCharts report={report} params={params} onChange={onChart} />
      </Suspense>
      <ReportPivot uid={uid} report={report} params={params} onChange={onChart} onShown={onPivotShown} />
      {report.compared.length > 0 && (
        <Card size="small" title={t('compare.title')} style={{ marginTop: 16 }}>
          <PeriodComparison report={report} />
        </Card>
      )}
      <Card size="small" title={t('table.title')} style={{ marginTop: 16 }}>
        <CampaignTable report={report} />
      </Card>
    </>
  );
}

function ReportView({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useReportingT();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(localToday);
  const [scheduling, setScheduling] = useState(false);
  const params = useMemo(() => parseReportParams(search, today), [search, today]);
  const rollups = useRollups(uid, params.range, params.compare);
  const report = useMemo(
    () =>
      rollups.read && rollups.readRange
        ? buildReport(rollups.read.rollups, rollups.readRange, params.campaignId, rollups.readCompare)
        : null,
    [rollups.read, rollups.readRange, rollups.readCompare, params.campaignId],
  );
  // The report on screen is the section's first data (shared-auth `markFirstContent`).
  useEffect(() => {
    if (report) markFirstContent();
  }, [report]);
  const update = (next: ReportParams): void => setSearch(toSearchParams(next), { replace: true });

  // The pivot on screen, for the CSV: what the page shows is what the file holds.
  const shownPivot = useRef<ShownPivot | null>(null);
  const onPivotShown = useCallback((pivot: ShownPivot | null) => {
    shownPivot.current = pivot;
  }, []);
  const reportCsv = useReportCsv(params);
  const exportCsv = (): void => {
    if (!report) return;
    try {
      const csv = reportCsv(report, shownPivot.current);
      const campaign = params.campaignId ? `-${params.campaignId}` : '';
      downloadCsv(csv, `report-${report.range.from}_${report.range.to}${campaign}.csv`);
    } catch (error) {
      console.error('[reporting] export failed', error);
      notify({ type: 'error', message: t('exportFailed') });
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap={12}>
        <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
          {t('title')} {rollups.loading && report ? <Spin size="small" aria-label={t('loading')} /> : null}
        </PageTitle>
        <Flex gap={8} wrap="wrap" style={{ marginBottom: 16 }}>
          <Button icon={<MailOutlined />} onClick={() => setScheduling(true)}>
            {t('schedules.open')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!report || report.campaigns.length === 0 || rollups.loading}
            onClick={exportCsv}
          >
            {t('export')}
          </Button>
        </Flex>
      </Flex>
      <ScheduledReports
        uid={uid}
        open={scheduling}
        campaigns={report?.campaignOptions ?? []}
        onClose={() => setScheduling(false)}
      />
      <ReportFilters
        params={params}
        today={today}
        campaigns={report?.campaignOptions ?? []}
        onChange={(change) => update(applyFilter(params, change, today))}
      />
      {rollups.read && rollups.read.malformed > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('malformed', { count: rollups.read.malformed })}
        />
      ) : null}
      {rollups.error ? (
        <ListLoadError message={t('loadFailed')} onRetry={rollups.reload} />
      ) : !report ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div
          data-testid="report"
          data-range={`${report.range.from}_${report.range.to}`}
          aria-busy={rollups.loading}
        >
          <ReportBody
            uid={uid}
            report={report}
            params={params}
            onChart={(change) => update({ ...params, ...change })}
            onPivotShown={onPivotShown}
          />
        </div>
      )}
    </>
  );
}

/** The reporting section (/reporting, every plan): the account's delivery report. */
export function ReportingPage(): ReactElement | null {
  const { accountId } = useAccount();
  return accountId ? <ReportView uid={accountId} /> : null;
}
