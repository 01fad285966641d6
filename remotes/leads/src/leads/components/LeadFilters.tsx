import { Select } from 'shared-ui/antd/data';
import { useState, type ReactElement } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@adplatform/lead-model';
import { DateRangeFilter, SearchFilterBar } from 'shared-ui';
import { useLeadsT } from '../../i18n/useLeadsT';
import { fetchCampaignOptions } from '../api/leadQueries';
import { LEAD_OWNER_FILTERS, type LeadOwnerFilter, type LeadQuery } from '../model/lead';

/** The leads list's search, status, campaign, owner and creation-date filters. */
export function LeadFilters({
  uid,
  query,
  onChange,
}: {
  readonly uid: string;
  readonly query: LeadQuery;
  readonly onChange: (query: LeadQuery) => void;
}): ReactElement {
  const { t } = useLeadsT();
  const [campaigns, setCampaigns] = useState<{ id: string; name: string }[] | null>(null);
  const [loadingCampaigns, setLoadingCampaigns] = useState(false);
  // The campaign names are read when the filter is first opened, not with every visit of the list.
  const loadCampaigns = (open: boolean): void => {
    if (!open || campaigns !== null || loadingCampaigns) return;
    setLoadingCampaigns(true);
    fetchCampaignOptions(uid)
      .then(setCampaigns, (error: unknown) => console.warn('[leads] campaign options failed', error))
      .finally(() => setLoadingCampaigns(false));
  };

  return (
    <SearchFilterBar
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      search={query.search}
      onSearch={(search) => onChange({ ...query, search })}
      testId="lead-search"
    >
      <Select<LeadStatus | 'all'>
        aria-label={t('filters.status')}
        data-testid="lead-status-filter"
        value={query.status}
        style={{ minWidth: 160 }}
        onChange={(status) => onChange({ ...query, status })}
        options={[
          { value: 'all', label: t('filters.allStatuses') },
          ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
      <Select<string>
        aria-label={t('filters.campaign')}
        data-testid="lead-campaign-filter"
        value={query.campaignId}
        style={{ minWidth: 240 }}
        showSearch
        optionFilterProp="label"
        onOpenChange={loadCampaigns}
        loading={loadingCampaigns}
        onChange={(campaignId) => onChange({ ...query, campaignId })}
        options={[
          { value: 'all', label: t('filters.allCampaigns') },
          ...(campaigns ?? []).map(({ id, name }) => ({ value: id, label: name })),
        ]}
      />
      <Select<LeadOwnerFilter>
        aria-label={t('filters.owner')}
        data-testid="lead-owner-filter"
        value={query.owner}
        style={{ minWidth: 160 }}
        onChange={(owner) => onChange({ ...query, owner })}
        options={LEAD_OWNER_FILTERS.map((owner) => ({ value: owner, label: t(`filters.owners.${owner}`) }))}
      />
      <DateRangeFilter
        label={t('filters.created')}
        value={query}
        onChange={(range) => onChange({ ...query, ...range })}
      />
    </SearchFilterBar>
  );
}
