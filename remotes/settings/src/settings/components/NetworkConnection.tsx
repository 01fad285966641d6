import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Checkbox } from 'shared-ui/antd/data';
import { Popconfirm } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { isEntitled, notify, useAccount, useSubscriptionRecord } from 'shared-auth';
import { formatDate, ListLoadError, useRead } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import {
  chooseAdAccounts,
  disconnect,
  readConnection,
  startConnection,
  syncNetwork,
  type AdAccountSyncReport,
} from '../api/adNetworks';
import { refusalReason } from '../api/billing';
import type { AdNetwork } from '@adplatform/ad-networks';
import { syncing, tokenExpiring } from '../model/adConnection';
import { CONNECTING_FEATURE_KEY, CONNECTING_KEY } from '../model/connecting';
import { FeatureSettings } from './FeatureSettings';
import { GoogleLeadFormsSettings } from './GoogleLeadFormsSettings';
import { LeadFormsSettings } from './LeadFormsSettings';

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

/**
 * One ad network's connection (docs/product-rules.md §10.10): connect through the network's own page,
 * choose the ad accounts to bring in (which brings them in at once), see when they last came in, sync
 * now, reconnect a connection whose credential no longer works, disconnect. `version` changes when the
 * page finished a connection, to read it again.
 */
export function NetworkConnection({
  network,
  version,
}: {
  readonly network: AdNetwork;
  readonly version: number;
}): ReactElement | null {
  const { t, i18n } = useSettingsT();
  const { accountId, canWrite } = useAccount();
  const { record } = useSubscriptionRecord();
  const [changes, setChanges] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const name = t(`adNetworks.names.${network}`);
  const connection = useRead(
    `${accountId}|${network}|${version}|${changes}`,
    () => (accountId ? readConnection(accountId, network) : Promise.resolve(null)),
    `[settings] ${network} connection not read`,
  );
  const reread = () => {
    setChosen(null);
    setChanges((value) => value + 1);
  };

  if (!accountId) return null;
  const current = connection.data ?? null;
  const picked = chosen ?? [...(current?.chosenAccountIds ?? [])];

  const sync = async () => {
    setBusy('sync');
    try {
      const { type, key, count } = syncNotice(await syncNetwork(network));
      notify({ type, message: t(key, { count, network: name }) });
    } catch (error) {
      console.error(`[settings] ${network} sync failed`, error);
      notify({ type: 'error', message: t('adNetworks.syncFailed', { network: name }) });
    } finally {
      setBusy(null);
      reread();
    }
  };

  const choose = async () => {
    setBusy('choose');
    try {
      await chooseAdAccounts(network, picked);
    } catch (error) {
      console.error(`[settings] ${network} choice failed`, error);
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
    reread();
    if (picked.length > 0) await sync();
    else setBusy(null);
  };

  const connect = async () => {
    setBusy('connect');
    try {
      // A reconnection asks again for what the person allowed before, or the network's consent page
      // would leave those features off (docs/decisions/0050-incremental-consent.md).
      const url = await startConnection(network, current?.features ?? []);
      sessionStorage.setItem(CONNECTING_KEY, network);
      sessionStorage.removeItem(CONNECTING_FEATURE_KEY);
      window.location.assign(url);
    } catch (error) {
      console.error(`[settings] ${network} connection not started`, error);
      notify({ type: 'error', message: t('adNetworks.failed') });
      setBusy(null);
    }
  };

  const disconnectNetwork = async () => {
    setBusy('disconnect');
    try {
      await disconnect(network);
      notify({ type: 'success', message: t('adNetworks.disconnected', { network: name }) });
      reread();
    } catch (error) {
      console.error(`[settings] ${network} disconnect failed`, error);
      notify({ type: 'error', message: t('adNetworks.failed') });
    } finally {
      setBusy(null);
    }
  };

  const labelId = `${network}-ad-accounts-label`;
  return (
    <Flex
      vertical
      gap={12}
      align="flex-start"
      data-testid={`${network}-connection`}
      style={{ maxWidth: 760 }}
    >
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {name}
      </Typography.Title>
      {connection.state === 'error' ? (
        <ListLoadError message={t('adNetworks.loadFailed')} onRetry={connection.retry} />
      ) : connection.state === 'loading' ? (
        <Typography.Paragraph aria-busy="true">{t('adNetworks.loading')}</Typography.Paragraph>
      ) : !current ? (
        <>
          <Typography.Text>{t('adNetworks.notConnected', { network: name })}</Typography.Text>
          {canWrite && (
            <Button type="primary" loading={busy === 'connect'} onClick={() => void connect()}>
              {t('adNetworks.connect', { network: name })}
            </Button>
          )}
        </>
      ) : (
        <>
          {tokenExpiring(current, new Date()) && (
            <Alert
              type="warning"
              showIcon
              data-testid={`${network}-expiring`}
              message={t('adNetworks.expiring', {
                network: name,
                date: formatDate(current.tokenExpiresAt!, i18n.language),
              })}
              action={
                canWrite && (
                  <Button size="small" loading={busy === 'connect'} onClick={() => void connect()}>
                    {t('adNetworks.reconnect', { network: name })}
                  </Button>
                )
              }
            />
          )}
          {current.problem && (
            <Alert
              type="warning"
              showIcon
              data-testid={`${network}-reconnect`}
              message={t(`adNetworks.problem.${current.problem}`, { network: name })}
              action={
                canWrite && (
                  <Button size="small" loading={busy === 'connect'} onClick={() => void connect()}>
                    {t('adNetworks.reconnect', { network: name })}
                  </Button>
                )
              }
            />
          )}
          <Alert
            type={current.problem ? 'info' : 'success'}
            showIcon
            message={t('adNetworks.connectedBy', {
              network: name,
              email: current.connectedByEmail,
              date: formatDate(current.connectedAt, i18n.language),
            })}
            description={
              current.tokenExpiresAt
                ? t('adNetworks.expires', { date: formatDate(current.tokenExpiresAt, i18n.language) })
                : undefined
            }
          />
          <Typography.Text strong id={labelId}>
            {t('adNetworks.chooseAccounts')}
          </Typography.Text>
          {/* Checkboxes of their own, not a Checkbox.Group: a group passes on only the values its
              boxes have registered in an effect, so a click right after they appear would be lost. */}
          <div
            role="group"
            aria-labelledby={labelId}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {current.adAccounts.map((account) => (
              <Checkbox
                key={account.id}
                value={account.id}
                disabled={!canWrite}
                checked={picked.includes(account.id)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked
                      ? [...picked, account.id]
                      : picked.filter((chosenId) => chosenId !== account.id),
                  )
                }
              >
                {t('adNetworks.account', { name: account.name, id: account.id, currency: account.currency })}
              </Checkbox>
            ))}
          </div>
          {current.chosenAccountIds.length > 0 && (
            <Typography.Text type="secondary" data-testid={`${network}-last-synced`}>
              {syncing(current, new Date()) && `${t('adNetworks.syncing', { network: name })} `}
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
                  network: name,
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
                title={t('adNetworks.disconnectConfirm', { network: name })}
                okText={t('adNetworks.disconnect')}
                cancelText={t('adNetworks.cancel')}
                onConfirm={() => disconnectNetwork()}
              >
                <Button danger loading={busy === 'disconnect'}>
                  {t('adNetworks.disconnect')}
                </Button>
              </Popconfirm>
            </Flex>
          )}
          {network === 'meta' && !current.problem && isEntitled(record?.selectedPlan, 'createCampaign') && (
            <FeatureSettings connection={current} feature="adIdentity" />
          )}
          {network === 'meta' && !current.problem && isEntitled(record?.selectedPlan, 'leads') && (
            <LeadFormsSettings connection={current} />
          )}
          {network === 'meta' && !current.problem && isEntitled(record?.selectedPlan, 'influencers') && (
            <FeatureSettings connection={current} feature="creators" />
          )}
          {network === 'googleAds' &&
            !current.problem &&
            current.chosenAccountIds.length > 0 &&
            isEntitled(record?.selectedPlan, 'leads') && <GoogleLeadFormsSettings connection={current} />}
        </>
      )}
    </Flex>
  );
}
