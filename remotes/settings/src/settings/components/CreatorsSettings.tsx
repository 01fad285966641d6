import { Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { useSettingsT } from '../../i18n/useSettingsT';
import type { AdConnection } from '../model/adConnection';
import { FeatureConsentButton, FeaturePermissions } from './FeatureConsent';

/**
 * Instagram creators in the Meta connection (docs/decisions/0053-instagram-creators.md): turned on
 * with a consent of their own, which names each permission and what it opens
 * (docs/decisions/0050-incremental-consent.md); then creators are added from Influencers.
 */
export function CreatorsSettings({ connection }: { readonly connection: AdConnection }): ReactElement {
  const { t } = useSettingsT();
  const on = connection.features.includes('creators');
  return (
    <Flex vertical gap={8} align="flex-start" data-testid="creators" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: '8px 0 0', fontSize: 14 }}>
        {t('creators.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('creators.intro')}</Typography.Text>
      {on ? (
        <Typography.Text data-testid="creators-on">{t('creators.on')}</Typography.Text>
      ) : (
        <>
          <Typography.Text>{t('creators.asks')}</Typography.Text>
          <FeaturePermissions feature="creators" />
          <FeatureConsentButton feature="creators" label={t('creators.turnOn')} />
        </>
      )}
    </Flex>
  );
}
