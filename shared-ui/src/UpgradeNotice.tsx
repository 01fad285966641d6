import { Button } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import type { ReactElement } from 'react';
import { cheapestPlanWith, PATHS, useT, type FeatureId } from 'shared-auth';

/**
 * Which plan includes `feature` and a way to upgrade (docs/product-rules.md §4), for a user whose plan does not.
 * Loaded only when shown (antd's Result is not part of any first screen).
 */
export default function UpgradeNotice({ feature }: { readonly feature: FeatureId }): ReactElement {
  const { t } = useT();
  const plan = cheapestPlanWith(feature);
  return (
    <Result
      status="info"
      title={t('upgrade.title', { section: t(`features.${feature}`) })}
      subTitle={t('upgrade.body', { plan: t(`plans.${plan}`) })}
      extra={
        <Button type="primary" href={PATHS.settings}>
          {t('upgrade.action')}
        </Button>
      }
    />
  );
}
