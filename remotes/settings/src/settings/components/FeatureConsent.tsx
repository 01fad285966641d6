import { Button } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { FEATURE_PERMISSIONS, type AdNetworkFeature } from '@adplatform/ad-networks';
import { useSettingsT } from '../../i18n/useSettingsT';
import { startConnection } from '../api/adNetworks';
import { CONNECTING_FEATURE_KEY, CONNECTING_KEY } from '../model/connecting';

/**
 * The permissions a feature of the Meta connection asks for, each with what it opens
 * (docs/decisions/0050-incremental-consent.md).
 */
export function FeaturePermissions({ feature }: { readonly feature: AdNetworkFeature }): ReactElement {
  const { t } = useSettingsT();
  return (
    <ul data-testid={`${feature}-permissions`} style={{ margin: 0, paddingInlineStart: 20 }}>
      {(FEATURE_PERMISSIONS.meta[feature] ?? []).map((permission) => (
        <li key={permission}>
          <Typography.Text code>{permission}</Typography.Text>{' '}
          {t(`featurePermissions.${feature}.${permission}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The button that sends the person to Meta to allow `feature`'s permissions (the page notes which
 * network and feature it asked for, for its return); nothing for an analyst, who cannot change the
 * connection (docs/product-rules.md §10.9).
 */
export function FeatureConsentButton({
  feature,
  label,
}: {
  readonly feature: AdNetworkFeature;
  readonly label: string;
}): ReactElement | null {
  const { t } = useSettingsT();
  const { canWrite } = useAccount();
  const [busy, setBusy] = useState(false);
  if (!canWrite) return null;
  const askConsent = async () => {
    setBusy(true);
    try {
      const url = await startConnection('meta', [feature]);
      sessionStorage.setItem(CONNECTING_KEY, 'meta');
      sessionStorage.setItem(CONNECTING_FEATURE_KEY, feature);
      window.location.assign(url);
    } catch (error) {
      console.error(`[settings] ${feature} consent not started`, error);
      notify({ type: 'error', message: t('adNetworks.failed') });
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void askConsent()}>
      {label}
    </Button>
  );
}
