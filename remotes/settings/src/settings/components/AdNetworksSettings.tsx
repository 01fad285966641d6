import { Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { notify, useAccount, useSearchParams } from 'shared-auth';
import { PageTitle } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import { finishConnection } from '../api/adNetworks';
import { refusalReason } from '../api/billing';
import { AD_NETWORKS, type AdNetwork } from '@adplatform/ad-networks';
import { NetworkConnection } from './NetworkConnection';
import { CONNECTING_FEATURE_KEY, CONNECTING_KEY } from '../model/connecting';

/** The reasons `finishAdNetworkConnection` gives, each with its own message. */
const FINISH_REFUSALS = ['stateUnknown', 'codeRefused', 'permissionsMissing', 'networkUnavailable'] as const;

/**
 * The account's ad networks (docs/product-rules.md §10.10), a connection each. Back from a network's
 * login or consent page, the page finishes the connection with the code and state the network
 * returned, then drops them from the address.
 */
export function AdNetworksSettings(): ReactElement | null {
  const { t } = useSettingsT();
  const { accountId } = useAccount();
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  const finishing = useRef(false);

  const code = params.get('code');
  const state = params.get('state');
  const pageError = params.get('error');
  // Back from the network: the connection is being finished until the answer leaves the address.
  const returning = Boolean(code && state);
  useEffect(() => {
    if (finishing.current || (!pageError && !(code && state))) return;
    finishing.current = true;
    // Which network the person went to, as this page noted; the answer itself does not say.
    const went = sessionStorage.getItem(CONNECTING_KEY);
    const asked = sessionStorage.getItem(CONNECTING_FEATURE_KEY);
    sessionStorage.removeItem(CONNECTING_KEY);
    sessionStorage.removeItem(CONNECTING_FEATURE_KEY);
    const nameOf = (network: string | null) =>
      t(`adNetworks.names.${AD_NETWORKS.includes(network as AdNetwork) ? network : 'any'}`);
    const dropAnswer = () =>
      setParams(
        (current) => {
          for (const name of ['code', 'state', 'scope', 'error', 'error_reason', 'error_description'])
            current.delete(name);
          return current;
        },
        { replace: true },
      );
    if (pageError || !code || !state) {
      notify({ type: 'info', message: t('adNetworks.cancelled', { network: nameOf(went) }) });
      dropAnswer();
      finishing.current = false;
      return;
    }
    finishConnection(code, state)
      .then(({ network, features }) => {
        const turnedOn = features.find((feature) => feature === asked);
        notify({
          type: 'success',
          message: turnedOn
            ? t(`adNetworks.featureOn.${turnedOn}`, { network: nameOf(network) })
            : t('adNetworks.connected', { network: nameOf(network) }),
        });
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
            ? t(`adNetworks.refused.${known}`, { permissions: permissions.join(', '), network: nameOf(went) })
            : t('adNetworks.failed'),
        });
      })
      .finally(() => {
        dropAnswer();
        finishing.current = false;
      });
  }, [code, state, pageError, setParams, t]);

  if (!accountId) return null;
  return (
    <section aria-labelledby="ad-networks-heading" style={{ marginBottom: 40 }}>
      <PageTitle as="h2" level={3} id="ad-networks-heading">
        {t('adNetworks.title')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('adNetworks.intro')}</Typography.Paragraph>
      {returning ? (
        <Typography.Paragraph aria-busy="true">{t('adNetworks.loading')}</Typography.Paragraph>
      ) : (
        <Flex vertical gap={32}>
          {AD_NETWORKS.map((network) => (
            <NetworkConnection key={network} network={network} version={version} />
          ))}
        </Flex>
      )}
    </section>
  );
}
