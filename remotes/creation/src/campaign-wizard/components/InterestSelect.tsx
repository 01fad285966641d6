import { Spin } from 'shared-ui/antd/base';
import { Select } from 'shared-ui/antd/data';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { CAMPAIGN_LIMITS, type FormInterest } from '@adplatform/campaign-model/form';
import { useCreationT } from '../../i18n/useCreationT';
import { useInterestSearch } from '../hooks/useInterestSearch';

/**
 * The interests an ad set narrows to, chosen from the list the backend serves (docs/product-rules.md
 * §10.6): Meta's when Meta is connected, the product's catalogue otherwise. Each option shows its topic
 * and the share of people holding it; the hint below says which list it is.
 */
export function InterestSelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  readonly id: string;
  readonly value: readonly FormInterest[];
  readonly onChange: (value: FormInterest[]) => void;
  readonly describedBy: string;
}): ReactElement {
  const { t, i18n } = useCreationT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = useInterestSearch(query, i18n.language, open);
  const share = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const found = search.result?.found ?? [];
  // The chosen interests stay among the options, so that each shows its name.
  const known = new Map(value.map((interest) => [interest.id, { interest, path: [] as readonly string[] }]));
  for (const entry of found) known.set(entry.interest.id, entry);
  const source = search.result?.source;
  return (
    <>
      <Select
        id={id}
        data-testid="audience-interests"
        aria-describedby={describedBy}
        mode="multiple"
        showSearch
        filterOption={false}
        searchValue={query}
        onSearch={setQuery}
        open={open}
        onOpenChange={setOpen}
        value={value.map((interest) => interest.id)}
        maxCount={CAMPAIGN_LIMITS.interestsMax}
        onChange={(ids: string[]) => onChange(ids.flatMap((chosen) => known.get(chosen)?.interest ?? []))}
        options={[...known.values()].map(({ interest, path }) => ({
          value: interest.id,
          label: interest.name,
          path,
          audienceShare: interest.audienceShare,
        }))}
        optionRender={(option) => (
          <span>
            {option.data.label}
            <Typography.Text type="secondary">
              {' · '}
              {[
                ...option.data.path,
                t('audience.interestShare', { share: share.format(option.data.audienceShare) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </span>
        )}
        notFoundContent={
          search.state === 'loading' ? (
            <Spin size="small" />
          ) : search.state === 'failed' ? (
            t('audience.interestsFailed')
          ) : source === 'meta' && query.trim() === '' ? (
            t('audience.interestsTypeToSearch')
          ) : (
            t('audience.interestsNone')
          )
        }
        placeholder={t('audience.interestsPlaceholder')}
      />
      <Typography.Text type="secondary" id={describedBy}>
        {source && t(source === 'meta' ? 'audience.interestsFromMeta' : 'audience.interestsFromCatalogue')}
      </Typography.Text>
    </>
  );
}
