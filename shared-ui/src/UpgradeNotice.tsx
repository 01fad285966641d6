import { Button } from 'shared-ui/antd/base';
import { Result } from 'shared-ui/antd/feedback';
import type { ReactElement } from 'react';
import { PATHS, PLAN_CATALOGUE, PLAN_IDS, useT, type SectionId } from 'shared-auth';

/**
 * Which plan includes `section` and a way to upgrade (docs/product-rules.md §4), for a user whose plan does not.
 * Loaded only when shown (antd's Result is not part of any first screen).
 */
export default function UpgradeNotice({ section }: { readonly section: SectionId }): ReactElement {
  const { t } = useT();
  const plan =
    PLAN_IDS.find((candidate) => PLAN_CATALOGUE[candidate].features.includes(section)) ?? 'Premium';
  return (
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
  );
}
