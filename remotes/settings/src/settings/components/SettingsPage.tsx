import type { ReactElement } from 'react';
import { useSettingsT } from '../../i18n/useSettingsT';
import { ProfileSettings } from './ProfileSettings';
import { SubscriptionSettings } from './SubscriptionSettings';
import { PageTitle } from 'shared-ui';

/** The settings section (/settings): profile and subscription. */
export function SettingsPage(): ReactElement {
  const { t } = useSettingsT();
  return (
    <>
      <PageTitle as="h1">{t('title')}</PageTitle>
      <ProfileSettings />
      <SubscriptionSettings />
    </>
  );
}
