import { Progress } from 'shared-ui/antd/authoring';
import { Flex } from 'shared-ui/antd/base';
import { List } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import type { ReactElement } from 'react';
import { formatDate, PageTitle } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { AUDIENCE_AGE_BANDS, AUDIENCE_GENDERS } from '@adplatform/influencer-model';
import { formatFollowers, type Audience, type RecentPost } from '../model/influencer';

/** The audience's make-up: a bar per age band, the gender split and the largest countries. */
function AudienceShares({ audience }: { readonly audience: Audience }): ReactElement {
  const { t, i18n } = useInfluencersT();
  const percent = (value: number) => t('percent', { value: value.toLocaleString(i18n.language) });
  return (
    <section aria-labelledby="audience-heading" data-testid="audience">
      <PageTitle as="h2" level={5} id="audience-heading" style={{ margin: '8px 0 12px' }}>
        {t('audience.heading')}
      </PageTitle>
      <Typography.Text strong>{t('audience.ages')}</Typography.Text>
      <dl style={{ margin: '4px 0 12px' }}>
        {AUDIENCE_AGE_BANDS.map((band) => (
          <Flex key={band} align="center" gap={8} data-testid="audience-age">
            <dt style={{ width: 56, flex: 'none' }}>{band}</dt>
            <dd style={{ margin: 0, flex: 1 }}>
              <Progress
                percent={audience.ages[band]}
                size="small"
                format={(value) => percent(value ?? 0)}
                aria-label={t('audience.ageShare', { band, share: percent(audience.ages[band]) })}
              />
            </dd>
          </Flex>
        ))}
      </dl>
      <Typography.Paragraph data-testid="audience-genders" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('audience.genders')}</Typography.Text>{' '}
        {AUDIENCE_GENDERS.map(
          (gender) => `${t(`gender.${gender}`)} ${percent(audience.genders[gender])}`,
        ).join(' · ')}
      </Typography.Paragraph>
      <Typography.Paragraph data-testid="audience-countries">
        <Typography.Text strong>{t('audience.countries')}</Typography.Text>{' '}
        {audience.countries
          .map(({ country, share }) => `${t(`country.${country}`)} ${percent(share)}`)
          .join(' · ')}
      </Typography.Paragraph>
    </section>
  );
}

/** The creator's most recent posts, newest first, each with its date, caption (linked to the post when known) and counts. */
function RecentPosts({ posts }: { readonly posts: readonly RecentPost[] }): ReactElement {
  const { t, i18n } = useInfluencersT();
  const compact = (value: number) => formatFollowers(value, i18n.language);
  return (
    <section aria-labelledby="recent-posts-heading">
      <PageTitle as="h2" level={5} id="recent-posts-heading" style={{ margin: '8px 0 8px' }}>
        {t('recent.heading')}
      </PageTitle>
      <List
        size="small"
        data-testid="recent-posts"
        dataSource={[...posts]}
        locale={{ emptyText: t('recent.none') }}
        renderItem={(post) => (
          <List.Item data-testid="recent-post">
            <div>
              {post.permalink ? (
                <Typography.Link href={post.permalink} target="_blank" rel="noopener noreferrer">
                  {post.caption || t('recent.open')}
                </Typography.Link>
              ) : (
                <Typography.Text>{post.caption}</Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {t(post.views === null ? 'recent.countsWithoutViews' : 'recent.counts', {
                  date: formatDate(post.postedAt, i18n.language),
                  likes: compact(post.likes),
                  comments: compact(post.comments),
                  views: post.views === null ? '' : compact(post.views),
                })}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}

/**
 * A profile's audience demographics and recent content (docs/product-rules.md §10.5), as the platform
 * last reported them; says so when the platform has reported no audience.
 */
export function AudienceProfile({
  audience,
  posts,
}: {
  readonly audience: Audience | null;
  readonly posts: readonly RecentPost[];
}): ReactElement {
  const { t } = useInfluencersT();
  return (
    <>
      {audience ? (
        <AudienceShares audience={audience} />
      ) : (
        <Typography.Paragraph type="secondary">{t('audience.none')}</Typography.Paragraph>
      )}
      <RecentPosts posts={posts} />
    </>
  );
}
