import { Space, Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { List } from 'shared-ui/antd/panels';
import type { ReactElement } from 'react';
import { ListLoadError, PlainText, useRead } from 'shared-ui';
import { useCreationT } from '../../i18n/useCreationT';
import { listRecentPosts } from '../api/scheduledPosts';
import { STATUS_COLOURS } from './statusColours';

/** The 20 most recently changed posts, drafts included, newest first. */
export function PostList({ uid, version }: { readonly uid: string; readonly version: number }): ReactElement {
  const { t, i18n } = useCreationT();
  const { data, state, retry } = useRead(
    `${uid}|${version}`,
    () => listRecentPosts(uid),
    '[creation] posts not listed',
  );
  if (state === 'error') return <ListLoadError message={t('posts.loadFailed')} onRetry={retry} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List
      data-testid="post-list"
      loading={state === 'loading'}
      locale={{ emptyText: <PlainText secondary>{t('posts.empty')}</PlainText> }}
      dataSource={data ?? []}
      renderItem={(post) => (
        <List.Item data-testid="post-row">
          <Space direction="vertical" size={2} style={{ minWidth: 0, width: '100%' }}>
            <Space wrap>
              <Tag color={STATUS_COLOURS[post.status]}>{t(`posts.status.${post.status}`)}</Tag>
              {post.scheduledAt ? <Typography.Text>{when.format(post.scheduledAt)}</Typography.Text> : null}
              <Typography.Text type="secondary">
                {post.channels.map((channel) => t(`channels.${channel}`)).join(', ')} ·{' '}
                {t('posts.media', { count: post.mediaCount })}
              </Typography.Text>
            </Space>
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {post.text || '—'}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
