import { Alert, Button, Flex, Spin } from 'shared-ui/antd/base';
import { Empty, Tag } from 'shared-ui/antd/layout';
import { Col, Descriptions, Row } from 'shared-ui/antd/panels';
import { Drawer } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, notify, useAccount } from 'shared-auth';
import { formatDate, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { fetchAd, fetchAdvertiserAds } from '../api/adQueries';
import { fetchSavedAds } from '../api/savedAds';
import { useAdParams } from '../hooks/useAdParams';
import { daysActive, landingDomain } from '@adplatform/ad-library-model';
import { titleOf, type Ad, type SavedAd } from '../model/ad';
import { AdCreative } from './AdCreative';
import { MetaLibraryLink } from './MetaLibraryLink';
import { FollowButton } from './FollowButton';

/** How many of the advertiser's other ads the detail shows. */
const OTHER_ADS = 6;

/** The ad from the library, or else the user's saved copy of it (the ad has left the library). */
async function adOrSavedCopy(uid: string, adId: string): Promise<{ ad: Ad | null; copy: SavedAd | null }> {
  const ad = await fetchAd(adId);
  if (ad) return { ad, copy: null };
  const [copy = null] = await fetchSavedAds(uid, [adId]);
  return { ad: null, copy };
}

/** The advertiser's other ads: small creatives, each a link to its detail. */
function OtherAds({ ad }: { readonly ad: Ad }): ReactElement {
  const { t } = useAdLibraryT();
  const { detailHref } = useAdParams();
  const read = useRead(
    ad.advertiserId,
    () => fetchAdvertiserAds(ad.advertiserId, OTHER_ADS + 1),
    '[ad-library] advertiser ads not read',
  );
  const others = (read.data ?? []).filter((other) => other.id !== ad.id).slice(0, OTHER_ADS);
  return (
    <section aria-labelledby="ad-other-ads" data-testid="ad-other-ads">
      <PageTitle as="h3" level={5} id="ad-other-ads" style={{ margin: '24px 0 12px' }}>
        {t('detail.otherAds', { advertiser: ad.advertiser })}
      </PageTitle>
      {read.state === 'error' ? (
        <ListLoadError message={t('loadFailed')} onRetry={read.retry} />
      ) : read.state === 'loading' && read.data === null ? (
        <Spin />
      ) : others.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noOtherAds')}</Typography.Text>
      ) : (
        <Row gutter={[12, 12]}>
          {others.map((other) => (
            <Col key={other.id} xs={12} sm={8}>
              <Link to={detailHref(other.id)} data-testid="other-ad" style={{ display: 'block' }}>
                <AdCreative ad={other} decorative style={{ borderRadius: 6, marginBottom: 4 }} />
                {titleOf(other)}
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/** The ad itself: its creative large, its text, where it leads and runs, for how long. */
function AdFacts({
  uid,
  ad,
  copy,
  onSave,
}: {
  readonly uid: string;
  readonly ad: Ad;
  readonly copy: SavedAd | null;
  readonly onSave: (ad: Ad) => void;
}): ReactElement {
  const { t, i18n } = useAdLibraryT();
  // An analyst reads an ad; saving and following are its owners' and admins' (docs/product-rules.md §10.9).
  const { canWrite } = useAccount();
  const [now] = useState(() => Date.now());
  const container = useRef<HTMLDivElement>(null);
  // An ad opened from another's detail replaces the link that had the focus: the focus moves to the ad
  // shown, so the keyboard (Escape closes the drawer) and a screen reader stay in the drawer.
  useEffect(() => container.current?.focus({ preventScroll: true }), []);
  const copyLink = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify({ type: 'success', message: t('detail.linkCopied') });
    } catch (error) {
      console.error('[ad-library] link not copied', error);
      notify({ type: 'error', message: t('actionFailed') });
    }
  };
  return (
    <div data-testid="ad-detail" ref={container} tabIndex={-1} style={{ outline: 'none' }}>
      {copy && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('detail.savedCopy', { date: formatDate(copy.savedAt, i18n.language) })}
        />
      )}
      {ad.metaLibrary && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="ad-detail-source"
          message={t('metaLibrary.source', { date: formatDate(ad.metaLibrary.keptAt, i18n.language) })}
          description={
            <>
              {ad.metaLibrary.euReach !== null &&
                t('metaLibrary.euReach', { count: ad.metaLibrary.euReach }) + ' '}
              {ad.libraryUrl && (
                <MetaLibraryLink href={ad.libraryUrl}>{t('metaLibrary.open')}</MetaLibraryLink>
              )}
            </>
          }
        />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} md={13}>
          <AdCreative ad={ad} style={{ borderRadius: 8 }} />
        </Col>
        <Col xs={24} md={11}>
          <Flex gap={8} align="center" wrap="wrap">
            <Typography.Text strong data-testid="ad-detail-advertiser">
              {ad.advertiser}
            </Typography.Text>
            {canWrite && <FollowButton uid={uid} advertiserId={ad.advertiserId} advertiser={ad.advertiser} />}
          </Flex>
          <PageTitle as="h2" level={4} style={{ margin: '12px 0 8px' }}>
            {titleOf(ad)}
          </PageTitle>
          <Typography.Paragraph>{ad.body}</Typography.Paragraph>
          <Flex gap={8} wrap="wrap" style={{ marginBottom: 16 }}>
            {!copy && canWrite && (
              <Button type="primary" onClick={() => onSave(ad)}>
                {t('save.action')}
              </Button>
            )}
            <Button onClick={() => void copyLink()}>{t('detail.copyLink')}</Button>
          </Flex>
        </Col>
      </Row>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'cta',
            label: t('detail.cta'),
            children: ad.cta ? <Tag data-testid="ad-detail-cta">{ad.cta}</Tag> : t('detail.notGiven'),
          },
          {
            key: 'landing',
            label: t('detail.landing'),
            children: ad.landingUrl ? (
              // A domain is never broken inside (docs/architecture.md "Accessibility": nothing clips).
              <a
                href={ad.landingUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                style={{ whiteSpace: 'nowrap' }}
              >
                {landingDomain(ad.landingUrl)}
              </a>
            ) : (
              t('detail.notGiven')
            ),
          },
          {
            key: 'status',
            label: t('detail.status'),
            children: ad.active ? t('active') : t('inactive'),
          },
          {
            key: 'platforms',
            label: t('detail.platforms'),
            children: ad.platforms.map((platform) => t(`platform.${platform}`)).join(', '),
          },
          {
            key: 'countries',
            label: t('detail.countries'),
            children: ad.countries.map((country) => t(`country.${country}`)).join(', '),
          },
          {
            key: 'media',
            label: t('filters.mediaType'),
            children: ad.mediaType ? t(`media.${ad.mediaType}`) : t('detail.notGiven'),
          },
          {
            key: 'dates',
            label: t('detail.ran'),
            children: ad.endDate
              ? t('detail.between', {
                  from: formatDate(ad.startDate, i18n.language),
                  to: formatDate(ad.endDate, i18n.language),
                })
              : t('detail.since', { from: formatDate(ad.startDate, i18n.language) }),
          },
          {
            key: 'days',
            label: t('detail.days'),
            children: t('daysActive', {
              count: daysActive(ad.startDate.getTime(), ad.endDate?.getTime() ?? null, now),
            }),
          },
        ]}
      />
      <OtherAds ad={ad} />
    </div>
  );
}

function AdDetail({
  uid,
  adId,
  onSave,
}: {
  readonly uid: string;
  readonly adId: string;
  readonly onSave: (ad: Ad) => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const read = useRead(`${uid}|${adId}`, () => adOrSavedCopy(uid, adId), '[ad-library] ad not read');
  if (read.state === 'error') return <ListLoadError message={t('detail.loadFailed')} onRetry={read.retry} />;
  if (read.state === 'loading' || !read.data) return <Spin />;
  const { ad, copy } = read.data;
  const shown = ad ?? copy;
  if (!shown) return <Empty description={t('detail.gone')} data-testid="ad-detail-gone" />;
  return <AdFacts uid={uid} ad={shown} copy={copy} onSave={onSave} />;
}

/**
 * The detail of the ad the URL names (`?ad=`, docs/product-rules.md §10.4) in a drawer over the library:
 * the ad, the advertiser's other ads, follow and save; a link to it opens the same view for anyone
 * with the plan. An ad that has left the library shows the user's saved copy, if any.
 */
export function AdDetailDrawer({
  uid,
  onSave,
}: {
  readonly uid: string;
  readonly onSave: (ad: Ad) => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const { adId, closeDetail } = useAdParams();
  return (
    <Drawer
      open={adId !== null}
      onClose={closeDetail}
      title={t('detail.title')}
      width="min(760px, 100vw)"
      destroyOnHidden
    >
      {adId && <AdDetail key={adId} uid={uid} adId={adId} onSave={onSave} />}
    </Drawer>
  );
}
