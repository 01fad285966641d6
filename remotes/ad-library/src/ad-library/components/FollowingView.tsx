import { Button, Flex } from 'shared-ui/antd/base';
import { Empty, Tag } from 'shared-ui/antd/layout';
import { List } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { formatDate, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useAdLibraryT } from '../../i18n/useAdLibraryT';
import { countAdsSince, fetchAdvertiserAds } from '../api/adQueries';
import { listFollowed, markSeen, unfollow } from '../api/follows';
import { FOLLOWED_ADVERTISERS_MAX } from '@adplatform/ad-library-model';
import type { FollowedAdvertiser } from '../model/followedAdvertiser';
import { AdGrid } from './AdGrid';

/** The most ads of one advertiser the following view shows, the newest first. */
const ADVERTISER_ADS = 24;

/** The followed advertisers with how many of their ads started since the user last looked. */
async function followedWithNews(uid: string): Promise<Array<FollowedAdvertiser & { readonly news: number }>> {
  const followed = await listFollowed(uid);
  return Promise.all(
    followed.map(async (advertiser) => ({
      ...advertiser,
      news: await countAdsSince(advertiser.id, advertiser.lastSeenAt),
    })),
  );
}

/**
 * One followed advertiser's ads, those started since the user's last look marked "New"; opening them
 * is the look (the last visit moves to now once they have shown).
 */
function AdvertiserAds({
  uid,
  advertiser,
  onSeen,
}: {
  readonly uid: string;
  readonly advertiser: FollowedAdvertiser;
  readonly onSeen: () => void;
}): ReactElement {
  const { t } = useAdLibraryT();
  const read = useRead(
    advertiser.id,
    () => fetchAdvertiserAds(advertiser.id, ADVERTISER_ADS),
    '[ad-library] advertiser ads not read',
  );
  const shown = read.state === 'ready';
  useEffect(() => {
    if (!shown) return;
    markSeen(uid, advertiser.id).then(onSeen, (error: unknown) =>
      console.error('[ad-library] last visit not kept', error),
    );
  }, [shown, uid, advertiser.id, onSeen]);
  if (read.state === 'error') return <ListLoadError message={t('loadFailed')} onRetry={read.retry} />;
  return (
    <section aria-labelledby="followed-ads" data-testid="followed-ads">
      <PageTitle as="h2" level={5} id="followed-ads" style={{ margin: '16px 0 12px' }}>
        {t('following.adsOf', { advertiser: advertiser.name })}
      </PageTitle>
      <AdGrid
        ads={read.data ?? []}
        loading={read.state === 'loading'}
        actions={() => []}
        badge={(ad) =>
          ad.startDate > advertiser.lastSeenAt ? (
            <Tag color="blue" data-testid="ad-new">
              {t('following.new')}
            </Tag>
          ) : null
        }
      />
    </section>
  );
}

/**
 * The advertisers the user follows (docs/product-rules.md §10.4), each with the number of its ads started
 * since the user last looked at them; one opened shows its ads, the new ones marked.
 */
export function FollowingView({ uid }: { readonly uid: string }): ReactElement {
  const { t, i18n } = useAdLibraryT();
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<FollowedAdvertiser | null>(null);
  const read = useRead(`${uid}|${version}`, () => followedWithNews(uid), '[ad-library] follows not read');
  const refresh = (): void => setVersion((value) => value + 1);

  const stop = async (advertiser: FollowedAdvertiser): Promise<void> => {
    try {
      await unfollow(uid, advertiser.id);
      notify({ type: 'success', message: t('follow.stopped', { advertiser: advertiser.name }) });
      if (chosen?.id === advertiser.id) setChosen(null);
      refresh();
    } catch (error) {
      console.error('[ad-library] unfollow failed', error);
      notify({ type: 'error', message: t('actionFailed') });
    }
  };

  if (read.state === 'error') return <ListLoadError message={t('loadFailed')} onRetry={read.retry} />;
  const followed = read.data ?? [];
  if (read.state === 'ready' && followed.length === 0)
    return <Empty description={t('following.none')} data-testid="following-empty" />;
  return (
    <>
      <List
        loading={read.data === null}
        data-testid="followed-advertisers"
        dataSource={followed}
        footer={
          followed.length >= FOLLOWED_ADVERTISERS_MAX ? (
            <Typography.Text type="secondary">
              {t('following.limit', { count: FOLLOWED_ADVERTISERS_MAX })}
            </Typography.Text>
          ) : undefined
        }
        renderItem={(advertiser) => (
          <List.Item
            data-testid="followed-advertiser"
            actions={[
              <Button key="see" type="link" onClick={() => setChosen(advertiser)}>
                {t('following.see', { advertiser: advertiser.name })}
              </Button>,
              <Button key="stop" type="link" danger onClick={() => void stop(advertiser)}>
                {t('follow.unfollow')}
              </Button>,
            ]}
          >
            <Flex gap={8} align="center" wrap="wrap">
              <Typography.Text strong>{advertiser.name}</Typography.Text>
              <Tag color={advertiser.news > 0 ? 'blue' : 'default'} data-testid="followed-news">
                {t('following.news', {
                  count: advertiser.news,
                  date: formatDate(advertiser.lastSeenAt, i18n.language),
                })}
              </Tag>
            </Flex>
          </List.Item>
        )}
      />
      {chosen && <AdvertiserAds key={chosen.id} uid={uid} advertiser={chosen} onSeen={refresh} />}
    </>
  );
}
