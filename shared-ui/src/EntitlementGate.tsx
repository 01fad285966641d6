import { Button, Result, Spin } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import {
  isEntitled,
  PATHS,
  PLAN_CATALOGUE,
  PLAN_IDS,
  useAuthState,
  useSubscriptionRecord,
  useT,
  type SectionId,
} from 'shared-auth';

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
  const { t } = useT();
  const auth = useAuthState();
  const { uid, record } = useSubscriptionRecord();
  if (auth.status === 'unknown' || (auth.user && uid !== auth.user.uid)) return <Spin />;
  if (record && record.status === 'active' && isEntitled(record.selectedPlan, section))
    return <>{children}</>;
  const plan =
    PLAN_IDS.find((candidate) => PLAN_CATALOGUE[candidate].sections.includes(section)) ?? 'Premium';
  return (
    <div data-testid="upgrade-required">
      <Result
        status="info"
        title={t('upgrade.title', { section: t(`sections.${section}`) })}
        subTitle={t('upgrade.body', { plan: t(`plans.${plan}`) })}
        extra={
          <Button type="primary" href={PATHS.settings}>
            {t('upgrade.action')}
          </Button>
        }
      />
    </div>
  );
}
