import { Spin } from 'shared-ui/antd/base';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { isEntitled, useAuthState, useSubscriptionRecord, type SectionId } from 'shared-auth';

const UpgradeNotice = lazy(() => import('./UpgradeNotice'));

/**
 * Shows `children` only to a user whose plan includes `section` (the entitlements table of
 * shared-auth). A remote applies it itself, because an embedded remote has no host guard; the rules
 * refuse the data anyway. Others see which plan includes the section and a way to upgrade.
 */
export function EntitlementGate({
  section,
  children,
}: {
  readonly section: SectionId;
  readonly children: ReactNode;
}): ReactElement {
  const auth = useAuthState();
  const { uid, record } = useSubscriptionRecord();
  if (auth.status === 'unknown' || (auth.user && uid !== auth.user.uid)) return <Spin />;
  if (record && record.status === 'active' && isEntitled(record.selectedPlan, section))
    return <>{children}</>;
  return (
    <div data-testid="upgrade-required">
      <Suspense fallback={<Spin />}>
        <UpgradeNotice section={section} />
      </Suspense>
    </div>
  );
}
