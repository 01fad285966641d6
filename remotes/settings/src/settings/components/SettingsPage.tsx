import type { ReactElement } from 'react';
import { useAccount } from 'shared-auth';
import { PageTitle } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';
import { AdNetworksSettings } from './AdNetworksSettings';
import { CoveredSubscription } from './CoveredSubscription';
import { MembersSettings } from './MembersSettings';
import { ProfileSettings } from './ProfileSettings';
import { SubscriptionSettings } from './SubscriptionSettings';

/**
 * The settings section (/settings): profile, subscription (a member sees the plan that covers them),
 * the account's members and its ad networks.
 */
export function SettingsPage(): ReactElement {
  const { t } = useSettingsT();
  const { isMember } = useAccount();
  return (
    <>
      <PageTitle as="h1">{t('title')}</PageTitle>
      <ProfileSettings />
      {isMember ? <CoveredSubscription /> : <SubscriptionSettings />}
      <MembersSettings />
      <AdNetworksSettings />
    </>
  );
}
