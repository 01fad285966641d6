import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { useSettingsT } from '../../i18n/useSettingsT';
import { ProfileSettings } from './ProfileSettings';
import { SubscriptionSettings } from './SubscriptionSettings';

/** The settings section (/settings): profile and subscription. */
export function SettingsPage(): ReactElement {
  const { t } = useSettingsT();
  return (
    <>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <ProfileSettings />
      <SubscriptionSettings />
    </>
  );
}
