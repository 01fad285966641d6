import { Select } from 'shared-ui/antd/data';
import type { ReactElement } from 'react';
import { AD_COUNTRIES, AD_MEDIA_TYPES, AD_PLATFORMS, AD_SEARCH_FIELDS } from '@adplatform/ad-library-model';
import { DateRangeFilter, SearchFilterBar } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import type { AdQuery } from '../model/ad';

/** The library's search (in every field or in one: advertiser, text, call to action, landing domain) and filters. */
export function AdFilters({
  query,
  onChange,
}: {
  readonly query: AdQuery;
  readonly onChange: (query: AdQuery) => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const select = <K extends 'field' | 'platform' | 'country' | 'mediaType' | 'activity'>(
    key: K,
    options: { value: AdQuery[K]; label: string }[],
  ) => (
    <Select
      aria-label={t(`filters.${key}`)}
      data-testid={`ad-filter-${key}`}
      value={query[key]}
      style={{ minWidth: 160 }}
      options={options}
      onChange={(value) => onChange({ ...query, [key]: value })}
    />
  );
  return (
    <SearchFilterBar
      label={t(`filters.searchIn.${query.field}`)}
      placeholder={t(`filters.placeholder.${query.field}`)}
      search={query.search}
      onSearch={(search) => onChange({ ...query, search })}
    >
      {select(
        'field',
        AD_SEARCH_FIELDS.map((value) => ({ value, label: t(`filters.fields.${value}`) })),
      )}
      {select('platform', [
        { value: 'all', label: t('filters.allPlatforms') },
        ...AD_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) })),
      ])}
      {select('country', [
        { value: 'all', label: t('filters.allCountries') },
        ...AD_COUNTRIES.map((value) => ({ value, label: t(`country.${value}`) })),
      ])}
      {select('mediaType', [
        { value: 'all', label: t('filters.allMedia') },
        ...AD_MEDIA_TYPES.map((value) => ({ value, label: t(`media.${value}`) })),
      ])}
      {select('activity', [
        { value: 'all', label: t('filters.anyActivity') },
        { value: 'active', label: t('active') },
        { value: 'inactive', label: t('inactive') },
      ])}
      <DateRangeFilter
        label={t('filters.started')}
        value={query}
        onChange={(range) => onChange({ ...query, ...range })}
      />
    </SearchFilterBar>
  );
}
