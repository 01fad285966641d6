import { Select } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { SearchFilterBar } from 'shared-ui';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@adplatform/campaign-model';
import { CAMPAIGNS_NS, useCampaignsT } from '../../i18n/useCampaignsT';
import type { CampaignQuery } from '../model/campaignQuery';

/** The status filter and the name search of the campaigns list. */
export function CampaignFilters({
  query,
  onChange,
}: {
  readonly query: CampaignQuery;
  readonly onChange: (query: CampaignQuery) => void;
}): ReactElement {
  const { t } = useCampaignsT();
  return (
    <SearchFilterBar
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      search={query.search}
      onSearch={(search) => onChange({ ...query, search })}
      testId="campaign-search"
    >
      <Select<CampaignStatus | 'all'>
        aria-label={t('filters.status')}
        value={query.status}
        style={{ minWidth: 180 }}
        onChange={(status) => onChange({ ...query, status })}
        options={[
          { value: 'all', label: t('filters.allStatuses') },
          ...CAMPAIGN_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`, { ns: CAMPAIGNS_NS }),
          })),
        ]}
        data-testid="campaign-status-filter"
      />
    </SearchFilterBar>
  );
}
