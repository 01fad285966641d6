import { Alert } from 'shared-ui/antd/base';
import type { ReactElement } from 'react';
import { ACTIVE_STATUS, useSubscriptionRecord } from 'shared-auth';
import { PageTitle } from 'shared-ui';
import { useSettingsT } from '../../i18n/useSettingsT';

/**
 * The subscription as a member sees it (docs/product-rules.md §10.9): the plan of the account that
 * covers them; billing is its subscriber's alone.
 */
export function CoveredSubscription(): ReactElement | null {
  const { t } = useSettingsT();
  const { record, membership } = useSubscriptionRecord();
  if (!record || !membership) return null;
  return (
    <section aria-labelledby="subscription-heading" style={{ marginBottom: 40 }}>
      <PageTitle as="h2" level={3} id="subscription-heading">
        {t('subscription.title')}
      </PageTitle>
      <Alert
        type={record.status === ACTIVE_STATUS ? 'info' : 'warning'}
        showIcon
        style={{ maxWidth: 760 }}
        message={t(record.status === ACTIVE_STATUS ? 'members.covered' : 'members.coverLapsed', {
          plan: record.selectedPlan,
          account: membership.accountEmail,
        })}
      />
    </section>
  );
}
