import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Checkbox } from 'shared-ui/antd/data';
import { Popconfirm } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { notify, useAccount, useSearchParams } from 'shared-auth';
import { formatDate, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import {
  chooseMetaAdAccounts,
  disconnectMeta,
  finishConnection,
  readMetaConnection,
  startMetaConnection,
  syncMeta,
  type AdAccountSyncReport,
} from '../api/adNetworks';
import { refusalReason } from '../api/billing';

type Busy = 'connect' | 'choose' | 'sync' | 'disconnect' | null;

/** The reasons `chooseAdAccounts` refuses a choice of currencies for, each with its own message. */
const CURRENCY_REFUSALS = ['currenciesDiffer', 'currencyDiffers'] as const;

/** The notice a sync's reports come to: the worst outcome of the chosen ad accounts wins. */
function syncNotice(reports: readonly AdAccountSyncReport[]): {
  type: 'success' | 'info' | 'warning' | 'error';
  key: string;
  count: number;
} {
  const count = reports.reduce((sum, report) => sum + report.campaigns, 0);
  const has = (outcome: AdAccountSyncReport['outcome']) =>
    reports.some((report) => report.outcome === outcome);
  if (has('reconnect')) return { type: 'warning', key: 'adNetworks.syncReconnect', count };
  if (has('failed')) return { type: 'error', key: 'adNetworks.syncFailed', count };
  if (has('paused') || has('waiting')) return { type: 'info', key: 'adNetworks.syncContinues', count };
  if (has('busy')) return { type: 'info', key: 'adNetworks.syncBusy', count };
  return { type: 'success', key: 'adNetworks.synced', count };
}

/** The reasons `finishAdNetworkConnection` gives, each with its own message. */
const FINISH_REFUSALS = ['stateUnknown', 'codeRefused', 'permissionsMissing', 'networkUnavailable'] as const;

/**
 * The account's ad networks (docs/product-rules.md §10.10): connect Meta through its login dialog,
 * choose the ad accounts to bring in (which brings them in at once), see when they last came in, sync
 * now, reconnect a connection whose token no longer works, disconnect. Back from the dialog, the page
 * finishes the connection with the code and state the network returned, then drops them from the
 * address.
 */
export function AdNetworksSettings(): ReactElement | null {
  const { t, i18n } = useSettingsT();
  const { accountId, canWrite } = useAccount();
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const finishing = useRef(false);
  const connection = useRead(
    `${accountId}|${version}`,
    () => (accountId ? readMetaConnection(accountId) : Promise.resolve(null)),
    '[settings] ad network connection not read',
  );

  const code = params.get('code');
  const state = params.get('state');
  const dialogError = params.get('error');
  // Back from the dialog: the connection is being finished until the answer leaves the address.
  const returning = Boolean(code && state);
  useEffect(() => {
    if (finishing.current || (!dialogError && !(code && state))) return;
    finishing.current = true;
    const dropAnswer = () =>
      setParams(
        (current) => {
          for (const name of ['code', 'state', 'error', 'error_reason', 'error_description'])
            current.delete(name);
          return current;
        },
        { replace: true },
      );
    if (dialogError || !code || !state) {
      notify({ type: 'info', message: t('adNetworks.cancelled') });
      dropAnswer();
      finishing.current = false;
      return;
    }
    finishConnection(code, state)
      .then(() => {
        notify({ type: 'success', message: t('adNetworks.connected') });
        setChosen(null);
        setVersion((value) => value + 1);
      })
      .catch((error: unknown) => {
        console.error('[settings] connection not finished', error);
        const reason = refusalReason(error);
        const known = FINISH_REFUSALS.find((candidate) => candidate === reason);
        const permissions = (error as { details?: { permissions?: string[] } }).details?.permissions ?? [];
        notify({
          type: 'error',
          message: known
            ? t(`adNetworks.refused.${known}`, { permissions: permissions.join(', ') })
            : t('adNetworks.failed'),
        });
      })
      .finally(() => {
        dropAnswer();
        finishing.current = false;
      });
  }, [code, state, dialogError, setParams, t]);

  if (!accountId) return null;
  const current = connection.data ?? null;
  const picked = chosen ?? [...(current?.chosenAccountIds ?? [])];

  const act = async (kind: Exclude<Busy, null>, action: () => Promise<void>, done: string) => {
    setBusy(kind);
    try {
      await action();
      notify({ type: 'success', message: done });
      setChosen(null);
      setVersion((value) => value + 1);
    } catch (error) {
      console.error(`[settings] ${kind} failed`, error);
      notify({ type: 'error', message: t('adNetworks.failed') });
    } finally {
      setBusy(null);
    }
  };

  const sync = async () => {
    setBusy('sync');
    try {
      const { type, key, count } = syncNotice(await syncMeta());
      notify({ type, message: t(key, { count }) });
    } catch (error) {
      console.error('[settings] sync failed', error);
      notify({ type: 'error', message: t('adNetworks.syncFailed') });
    } finally {
      setBusy(null);
      setVersion((value) => value + 1);
    }
  };

  const choose = async () => {
    setBusy('choose');
    try {
      await chooseMetaAdAccounts(picked);
    } catch (error) {
      console.error('[settings] choose failed', error);
      const reason = refusalReason(error);
      const known = CURRENCY_REFUSALS.find((candidate) => candidate === reason);
      const details = (error as { details?: { currencies?: string[]; currency?: string } }).details;
      notify({
        type: 'error',
        message: known
          ? t(`adNetworks.currencyRefused.${known}`, {
              currencies: (details?.currencies ?? []).join(', '),
              currency: details?.currency ?? '',
            })
          : t('adNetworks.failed'),
      });
      setBusy(null);
      return;
    }
    notify({ type: 'success', message: t('adNetworks.chosen') });
    setChosen(null);
    setVersion((value) => value + 1);
    if (picked.length > 0) await sync();
    else setBusy(null);
  };

  const connect = async () => {
    setBusy('connect');
    try {
      window.location.assign(await startMetaConnection());
    } catch (error) {
      console.error('[settings] connection not started', error);
      notify({ type: 'error', message: t('adNetworks.failed') });
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="ad-networks-heading" style={{ marginBottom: 40 }}>
      <PageTitle as="h2" level={3} id="ad-networks-heading">
        {t('adNetworks.title')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('adNetworks.intro')}</Typography.Paragraph>
      {connection.state === 'error' ? (
        <ListLoadError message={t('adNetworks.loadFailed')} onRetry={connection.retry} />
      ) : connection.state === 'loading' || returning ? (
        <Typography.Paragraph aria-busy="true">{t('adNetworks.loading')}</Typography.Paragraph>
      ) : !current ? (
        <Flex vertical gap={12} align="flex-start" data-testid="meta-connection">
          <Typography.Text>{t('adNetworks.notConnected')}</Typography.Text>
          {canWrite && (
            <Button type="primary" loading={busy === 'connect'} onClick={() => void connect()}>
              {t('adNetworks.connect')}
            </Button>
          )}
        </Flex>
      ) : (
        <Flex vertical gap={12} align="flex-start" data-testid="meta-connection" style={{ maxWidth: 760 }}>
          {current.problem && (
            <Alert
              type="warning"
              showIcon
              data-testid="meta-reconnect"
              message={t(`adNetworks.problem.${current.problem}`)}
              action={
                canWrite && (
                  <Button size="small" loading={busy === 'connect'} onClick={() => void connect()}>
                    {t('adNetworks.reconnect')}
                  </Button>
                )
              }
            />
          )}
          <Alert
            type={current.problem ? 'info' : 'success'}
            showIcon
            message={t('adNetworks.connectedBy', {
              email: current.connectedByEmail,
              date: formatDate(current.connectedAt, i18n.language),
            })}
            description={
              current.tokenExpiresAt
                ? t('adNetworks.expires', { date: formatDate(current.tokenExpiresAt, i18n.language) })
                : undefined
            }
          />
          <Typography.Text strong id="ad-accounts-label">
            {t('adNetworks.chooseAccounts')}
          </Typography.Text>
          <Checkbox.Group
            aria-labelledby="ad-accounts-label"
            disabled={!canWrite}
            value={picked}
            onChange={(values) => setChosen(values.map(String))}
            options={current.adAccounts.map((account) => ({
              value: account.id,
              label: t('adNetworks.account', {
                name: account.name,
                id: account.id,
                currency: account.currency,
              }),
            }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
          {current.chosenAccountIds.length > 0 && (
            <Typography.Text type="secondary" data-testid="meta-last-synced">
              {current.lastSyncedAt
                ? t('adNetworks.lastSynced', {
                    date: new Intl.DateTimeFormat(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }).format(current.lastSyncedAt),
                  })
                : t('adNetworks.neverSynced')}{' '}
              {current.resumesAfter &&
                t('adNetworks.resumes', {
                  time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
                    current.resumesAfter,
                  ),
                })}
            </Typography.Text>
          )}
          {canWrite && (
            <Flex gap={8} wrap>
              <Button
                type="primary"
                loading={busy === 'choose'}
                disabled={chosen === null || busy !== null}
                onClick={() => void choose()}
              >
                {t('adNetworks.saveChoice')}
              </Button>
              {current.chosenAccountIds.length > 0 && !current.problem && (
                <Button loading={busy === 'sync'} disabled={busy !== null} onClick={() => void sync()}>
                  {t('adNetworks.syncNow')}
                </Button>
              )}
              <Popconfirm
                title={t('adNetworks.disconnectConfirm')}
                okText={t('adNetworks.disconnect')}
                cancelText={t('adNetworks.cancel')}
                onConfirm={() => act('disconnect', disconnectMeta, t('adNetworks.disconnected'))}
              >
                <Button danger loading={busy === 'disconnect'}>
                  {t('adNetworks.disconnect')}
                </Button>
              </Popconfirm>
            </Flex>
          )}
        </Flex>
      )}
    </section>
  );
}
