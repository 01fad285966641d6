import { Alert, Button, Flex, Input } from 'shared-ui/antd/base';
import { Empty } from 'shared-ui/antd/layout';
import { Select } from 'shared-ui/antd/data';
import { PageTitle } from 'shared-ui';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link, PATHS } from 'shared-auth';
import {
  AD_COUNTRIES,
  META_LIBRARY_AD_TYPES,
  META_LIBRARY_PLATFORMS,
  META_LIBRARY_TERMS_MAX,
  META_LIBRARY_COUNTRIES_MAX,
  type MetaLibraryQuery,
} from '@adplatform/ad-library-model';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { networkWordsOf, refusalReason, searchMetaAdLibrary } from '../api/metaAdLibrary';
import { useSaveAction } from '../hooks/useSaveAction';
import type { Ad } from '../model/ad';
import { AdGrid } from './AdGrid';

/** The first search: every ad shown in the UK, active or not, everywhere on Meta. */
const FIRST_QUERY: MetaLibraryQuery = {
  searchTerms: '',
  countries: ['GB'],
  adType: 'all',
  activity: 'all',
  platforms: [],
};

/** The results of the search asked last: its ads so far and the cursor of the next page. */
interface Results {
  readonly query: MetaLibraryQuery;
  readonly ads: readonly Ad[];
  readonly next: string | null;
}

/** Why the last search failed, as the screen explains it. */
type Failure = 'notConnected' | 'libraryAccess' | 'unavailable' | { readonly refused: string } | 'failed';

function failureOf(error: unknown): Failure {
  const reason = refusalReason(error);
  if (reason === 'notConnected' || reason === 'libraryAccess') return reason;
  if (reason === 'networkUnavailable') return 'unavailable';
  const words = reason === 'refused' ? networkWordsOf(error) : null;
  if (words !== null) return { refused: words };
  console.error('[ad-library] Meta Ad Library search failed', error);
  return 'failed';
}

function FailureNote({ failure }: { readonly failure: Failure }): ReactElement {
  const { t } = useAdLibraryT();
  if (failure === 'notConnected')
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="meta-library-failure"
        message={t('metaLibrary.notConnected')}
        action={<Link to={PATHS.settings}>{t('metaLibrary.connect')}</Link>}
      />
    );
  const message =
    typeof failure === 'object'
      ? t('metaLibrary.refused', { message: failure.refused })
      : t(`metaLibrary.${failure}`);
  return <Alert type="error" showIcon data-testid="meta-library-failure" message={message} />;
}

/**
 * A search of Meta's Ad Library through the account's Meta connection (docs/product-rules.md §10.4):
 * words, the countries the ads reached, the kind of ad, whether they still run and where; the ads
 * found, 25 a page, each kept in the library so it can be opened, saved and its advertiser followed.
 * The screen says what Meta's library covers, since an ad missing there may run elsewhere.
 */
export function MetaLibraryView({ onSave }: { readonly onSave: (ad: Ad) => void }): ReactElement {
  const { t } = useAdLibraryT();
  const saveAction = useSaveAction(onSave);
  const [query, setQuery] = useState<MetaLibraryQuery>(FIRST_QUERY);
  const [results, setResults] = useState<Results | null>(null);
  // Which call runs: a new search, or the next page of the last one (each button spins for its own).
  const [loading, setLoading] = useState<'search' | 'more' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const search = async (asked: MetaLibraryQuery, after: string | null): Promise<void> => {
    setLoading(after ? 'more' : 'search');
    setFailure(null);
    try {
      const page = await searchMetaAdLibrary(asked, after);
      setResults((before) => ({
        query: asked,
        ads: after && before ? [...before.ads, ...page.ads] : page.ads,
        next: page.next,
      }));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setLoading(null);
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (query.countries.length > 0) void search(query, null);
  };

  return (
    <section aria-labelledby="meta-library-title">
      <PageTitle as="h2" level={4} id="meta-library-title">
        {t('metaLibrary.title')}
      </PageTitle>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('metaLibrary.coverage')} />
      <form onSubmit={submit} aria-label={t('metaLibrary.formLabel')}>
        <Flex gap={8} wrap="wrap" align="end" style={{ marginBottom: 16 }}>
          <Input
            aria-label={t('metaLibrary.terms')}
            placeholder={t('metaLibrary.termsPlaceholder')}
            value={query.searchTerms}
            maxLength={META_LIBRARY_TERMS_MAX}
            style={{ width: 260 }}
            onChange={(event) => setQuery({ ...query, searchTerms: event.target.value })}
          />
          <Select
            mode="multiple"
            aria-label={t('metaLibrary.countries')}
            data-testid="meta-library-countries"
            value={[...query.countries]}
            maxCount={META_LIBRARY_COUNTRIES_MAX}
            style={{ minWidth: 220 }}
            status={query.countries.length === 0 ? 'error' : undefined}
            options={AD_COUNTRIES.map((value) => ({ value, label: t(`country.${value}`) }))}
            onChange={(countries) => setQuery({ ...query, countries })}
          />
          <Select
            aria-label={t('metaLibrary.adType')}
            value={query.adType}
            style={{ minWidth: 200 }}
            options={META_LIBRARY_AD_TYPES.map((value) => ({
              value,
              label: t(`metaLibrary.adTypes.${value}`),
            }))}
            onChange={(adType) => setQuery({ ...query, adType })}
          />
          <Select
            aria-label={t('filters.activity')}
            value={query.activity}
            style={{ minWidth: 140 }}
            options={[
              { value: 'all', label: t('filters.anyActivity') },
              { value: 'active', label: t('active') },
              { value: 'inactive', label: t('inactive') },
            ]}
            onChange={(activity) => setQuery({ ...query, activity })}
          />
          <Select
            mode="multiple"
            aria-label={t('metaLibrary.platforms')}
            placeholder={t('filters.allPlatforms')}
            value={[...query.platforms]}
            style={{ minWidth: 200 }}
            options={META_LIBRARY_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))}
            onChange={(platforms) => setQuery({ ...query, platforms })}
          />
          <Button type="primary" htmlType="submit" loading={loading === 'search'}>
            {t('metaLibrary.search')}
          </Button>
        </Flex>
        {query.countries.length === 0 && (
          <Typography.Text type="danger" role="alert">
            {t('metaLibrary.countryRequired')}
          </Typography.Text>
        )}
      </form>
      {failure && <FailureNote failure={failure} />}
      {results &&
        (results.ads.length === 0 ? (
          <Empty description={t('metaLibrary.noMatches')} data-testid="meta-library-empty" />
        ) : (
          <div data-testid="meta-library-results">
            <AdGrid ads={results.ads} loading={loading === 'search'} actions={saveAction} />
            {results.next && (
              <Flex justify="center" style={{ marginTop: 16 }}>
                <Button loading={loading === 'more'} onClick={() => void search(results.query, results.next)}>
                  {t('metaLibrary.more')}
                </Button>
              </Flex>
            )}
          </div>
        ))}
    </section>
  );
}
