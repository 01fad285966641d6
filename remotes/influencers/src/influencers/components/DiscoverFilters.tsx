import { Select } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { SearchFilterBar } from 'shared-ui';
import {
  AUDIENCE_COUNTRIES,
  FOLLOWER_TIERS,
  INFLUENCER_NICHES,
  INFLUENCER_PLATFORMS,
} from '@adplatform/influencer-model';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { DISCOVER_SORT_FIELDS, MIN_ENGAGEMENT_CHOICES, type DiscoverQuery } from '../model/discoverQuery';

/** The discover list's search by name or handle, its filters (platform, niche, follower tier, engagement, audience) and sort. */
export function DiscoverFilters({
  query,
  onChange,
}: {
  readonly query: DiscoverQuery;
  readonly onChange: (query: DiscoverQuery) => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const all = (label: string) => ({ value: 'all' as const, label });
  const select = <K extends keyof DiscoverQuery>(
    key: K,
    options: { value: DiscoverQuery[K] | 'all'; label: string }[],
  ) => (
    <Select
      aria-label={t(`filters.${key}`)}
      data-testid={`filter-${key}`}
      value={query[key]}
      style={{ minWidth: 170 }}
      options={options}
      onChange={(value) => onChange({ ...query, [key]: value })}
    />
  );
  return (
    <SearchFilterBar
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      search={query.search}
      onSearch={(search) => onChange({ ...query, search })}
      testId="influencer-search"
    >
      {select('platform', [
        all(t('filters.allPlatforms')),
        ...INFLUENCER_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) })),
      ])}
      {select('niche', [
        all(t('filters.allNiches')),
        ...INFLUENCER_NICHES.map((value) => ({ value, label: t(`niche.${value}`) })),
      ])}
      {select('followerTier', [
        all(t('filters.anyFollowers')),
        ...FOLLOWER_TIERS.map(({ id }) => ({ value: id, label: t(`tier.${id}`) })),
      ])}
      {select(
        'minEngagement',
        MIN_ENGAGEMENT_CHOICES.map((value) => ({
          value,
          label: value === 0 ? t('filters.anyEngagement') : t('filters.engagementAtLeast', { value }),
        })),
      )}
      {select('audienceCountry', [
        all(t('filters.anyCountry')),
        ...AUDIENCE_COUNTRIES.map((value) => ({ value, label: t(`country.${value}`) })),
      ])}
      <Select
        aria-label={t('filters.sort')}
        data-testid="filter-sort"
        value={`${query.sortField}:${query.sortDirection}`}
        style={{ minWidth: 200 }}
        options={DISCOVER_SORT_FIELDS.flatMap((field) =>
          (['desc', 'asc'] as const).map((direction) => ({
            value: `${field}:${direction}`,
            label: t(`sort.${field}.${direction}`),
          })),
        )}
        onChange={(value: string) => {
          const [sortField, sortDirection] = value.split(':') as [DiscoverQuery['sortField'], 'asc' | 'desc'];
          onChange({ ...query, sortField, sortDirection });
        }}
      />
    </SearchFilterBar>
  );
}
