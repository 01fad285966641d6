import { Flex } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { useSettingsT } from '../../i18n/useSettingsT';
import type { AdConnection } from '../model/adConnection';
import { FeatureConsentButton, FeaturePermissions } from './FeatureConsent';

/** The features of the Meta connection that are turned on and then used elsewhere. */
export type ConsentOnlyFeature = 'adIdentity' | 'creators';

/**
 * A feature of the Meta connection that is turned on here and used in another section: ads as the
 * advertiser's Page in the campaign builder (docs/decisions/0054-meta-ad-media.md), Instagram creators
 * in Influencers (docs/decisions/0053-instagram-creators.md). It is turned on with a consent of its own,
 * which names each permission and what it opens (docs/decisions/0050-incremental-consent.md).
 */
export function FeatureSettings({
  connection,
  feature,
}: {
  readonly connection: AdConnection;
  readonly feature: ConsentOnlyFeature;
}): ReactElement {
  const { t } = useSettingsT();
  const on = connection.features.includes(feature);
  return (
    <Flex vertical gap={8} align="flex-start" data-testid={feature} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: '8px 0 0', fontSize: 14 }}>
        {t(`${feature}.title`)}
      </Typography.Title>
      <Typography.Text type="secondary">{t(`${feature}.intro`)}</Typography.Text>
      {on ? (
        <Typography.Text data-testid={`${feature}-on`}>{t(`${feature}.on`)}</Typography.Text>
      ) : (
        <>
          <Typography.Text>{t(`${feature}.asks`)}</Typography.Text>
          <FeaturePermissions feature={feature} />
          <FeatureConsentButton feature={feature} label={t(`${feature}.turnOn`)} />
        </>
      )}
    </Flex>
  );
}
