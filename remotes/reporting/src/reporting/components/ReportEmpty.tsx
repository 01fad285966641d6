import { Button } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useState, type ReactElement } from 'react';
import { isEntitled, PATHS, useNavigate, useSubscriptionRecord } from 'shared-auth';
import { useReportingT } from '../../i18n/useReportingT';
import { hasAnyDelivery } from '../api/rollupQueries';

/**
 * A report without delivery in its period (docs/product-rules.md §10.2). An account that has never
 * delivered is told so and what to do next (create a campaign, or open the campaigns on a plan that
 * does not create them); otherwise the period had none, and another one may. Until the account's
 * history is known, or if it cannot be read, the period's message shows: it is true either way.
 */
export function ReportEmpty({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useReportingT();
  const navigate = useNavigate();
  const { record } = useSubscriptionRecord();
  const [delivered, setDelivered] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    hasAnyDelivery(uid).then(
      (value) => current && setDelivered(value),
      (error: unknown) => console.warn('[reporting] delivery history could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [uid]);

  if (delivered !== false)
    return (
      <Empty data-testid="report-empty" description={t('empty')}>
        <Typography.Text type="secondary">{t('emptyHint')}</Typography.Text>
      </Empty>
    );
  const canCreate = isEntitled(record?.selectedPlan, 'createCampaign');
  return (
    <Empty
      data-testid="report-empty"
      data-reason="no-delivery-yet"
      description={
        <>
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            {t('emptyState.noDeliveryYet')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('emptyState.noDeliveryYetHint')}</Typography.Paragraph>
        </>
      }
    >
      <Button type="primary" onClick={() => navigate(canCreate ? PATHS.createCampaign : PATHS.campaigns)}>
        {canCreate ? t('emptyState.createCampaign') : t('emptyState.viewCampaigns')}
      </Button>
    </Empty>
  );
}
