import { Button } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import type { ReactElement } from 'react';
import { PATHS, useAccount, useNavigate } from 'shared-auth';
import { PlainText } from 'shared-ui';
import { useCampaignsT } from '../../i18n/useCampaignsT';

/**
 * The campaigns list without a row (docs/product-rules.md §10.1). Filtered: says so and clears the
 * filters. Otherwise it tells a new account what to do next: create a campaign, or, on a plan that
 * does not create campaigns, see the plans that do.
 */
export function CampaignsEmpty({
  filtered,
  canCreate,
  onClearFilters,
}: {
  readonly filtered: boolean;
  readonly canCreate: boolean;
  readonly onClearFilters: () => void;
}): ReactElement {
  const { t } = useCampaignsT();
  const navigate = useNavigate();
  // An analyst neither creates campaigns nor changes the plan (docs/product-rules.md §10.9).
  const { canWrite } = useAccount();
  const hint = filtered || !canWrite ? null : t(canCreate ? 'emptyState.createHint' : 'emptyState.planHint');
  const action = filtered ? (
    <Button onClick={onClearFilters}>{t('emptyState.clearFilters')}</Button>
  ) : !canWrite ? null : canCreate ? (
    <Button type="primary" onClick={() => navigate(PATHS.createCampaign)}>
      {t('create')}
    </Button>
  ) : (
    <Button onClick={() => navigate(PATHS.settings)}>{t('emptyState.seePlans')}</Button>
  );
  return (
    <Empty
      data-testid="campaigns-empty"
      style={{ padding: 48 }}
      description={
        <>
          {/* Plain paragraphs, not antd's Typography: this screen's JavaScript budget counts
              (docs/performance.md). */}
          <p style={{ margin: '0 0 4px', fontWeight: 600 }}>
            <PlainText>{filtered ? t('emptyFiltered') : t('empty')}</PlainText>
          </p>
          {hint && (
            <p style={{ margin: '0 0 16px' }}>
              <PlainText secondary>{hint}</PlainText>
            </p>
          )}
        </>
      }
    >
      {action}
    </Empty>
  );
}
