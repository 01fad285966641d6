import { Spin } from 'shared-ui/antd/base';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { isEntitled, useAuthState, useSubscriptionRecord, type FeatureId } from 'shared-auth';

const UpgradeNotice = lazy(() => import('./UpgradeNotice'));

/**
 * Shows `children` only to a user whose plan includes `feature` (`@adplatform/plans`). A remote
 * applies it itself, because an embedded remote has no host guard; the rules refuse the data anyway.
 * Others see which plan includes the feature and a way to upgrade.
 */
export function EntitlementGate({
  feature,
  children,
}: {
  readonly feature: FeatureId;
  readonly children: ReactNode;
}): ReactElement {
  const auth = useAuthState();
  const { uid, record } = useSubscriptionRecord();
  if (auth.status === 'unknown' || (auth.user && uid !== auth.user.uid)) return <Spin />;
  if (record && record.status === 'active' && isEntitled(record.selectedPlan, feature))
    return <>{children}</>;
  return (
    <div data-testid="upgrade-required">
      <Suspense fallback={<Spin />}>
        <UpgradeNotice feature={feature} />
      </Suspense>
    </div>
  );
}
