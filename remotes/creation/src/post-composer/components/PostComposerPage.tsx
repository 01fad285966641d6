import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Space, Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card, Col, List, Row, Tabs } from 'shared-ui/antd/panels';
import { Checkbox } from 'shared-ui/antd/data';
import { Collapse, DatePicker, TextArea } from 'shared-ui/antd/authoring';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { notify, useAuthState } from 'shared-auth';
import { useCreationT } from '../../i18n/useCreationT';
import type { MediaItem } from '../api/mediaLibrary';
import { listPosts, savePost, type PostRow } from '../api/posts';
import { CHANNELS, channelProblems, type Channel } from '../model/channels';
import { POST_SCHEDULE_MAX_DAYS } from '../model/postDocument';
import { ChannelText, CharacterCounter } from './ChannelText';
import { MediaLibrary } from './MediaLibrary';
import { PageTitle, PlainText } from 'shared-ui';

function PostList({ uid, version }: { readonly uid: string; readonly version: number }): ReactElement {
  const { t, i18n } = useCreationT();
  const [posts, setPosts] = useState<PostRow[]>([]);
  useEffect(() => {
    let current = true;
    listPosts(uid).then(
      (rows) => current && setPosts(rows),
      (error: unknown) => console.error('[creation] posts not listed', error),
    );
    return () => {
      current = false;
    };
  }, [uid, version]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card size="small" title={t('posts.title')} style={{ marginTop: 16 }}>
      <List
        data-testid="post-list"
        locale={{ emptyText: <PlainText secondary>{t('posts.empty')}</PlainText> }}
        dataSource={posts}
        renderItem={(post) => (
          <List.Item data-testid="post-row">
            <Space direction="vertical" size={2}>
              <Space wrap>
                <Tag color={post.status === 'scheduled' ? 'blue' : 'default'}>
                  {t(`posts.status.${post.status}`)}
                </Tag>
                {post.scheduledAt ? <Typography.Text>{when.format(post.scheduledAt)}</Typography.Text> : null}
                <Typography.Text type="secondary">
                  {post.channels.map((channel) => t(`channels.${channel}`)).join(', ')} ·{' '}
                  {t('posts.media', { count: post.mediaCount })}
                </Typography.Text>
              </Space>
              <Typography.Text ellipsis style={{ maxWidth: 640 }}>
                {post.text || '—'}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

function Composer({ uid }: { readonly uid: string }): ReactElement {
  const { t } = useCreationT();
  const [channels, setChannels] = useState<Channel[]>(['facebook', 'instagram']);
  const [text, setText] = useState('');
  const [overrides, setOverrides] = useState<Partial<Record<Channel, string>>>({});
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [when, setWhen] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(0);
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const textFor = (channel: Channel): string => overrides[channel] ?? text;
  const problems = channels.map((channel) => ({
    channel,
    problems: channelProblems(channel, textFor(channel), media),
  }));
  const blocked = channels.length === 0 || problems.some((entry) => entry.problems.length > 0);
  const future = when !== null && when.isAfter(dayjs());

  const toggleMedia = useCallback((item: MediaItem) => {
    setMedia((previous) =>
      previous.some((file) => file.path === item.path)
        ? previous.filter((file) => file.path !== item.path)
        : [...previous, item],
    );
  }, []);

  const save = async (status: 'draft' | 'scheduled'): Promise<void> => {
    setSaving(true);
    try {
      await savePost(uid, {
        channels,
        text,
        overrides: Object.fromEntries(
          channels
            .filter((channel) => overrides[channel] !== undefined)
            .map((channel) => [channel, overrides[channel] ?? '']),
        ),
        mediaPaths: media.map((file) => file.path),
        status,
        scheduledAt: status === 'scheduled' && when ? when.valueOf() : null,
        timeZone,
      });
      notify({
        type: 'success',
        message: t(status === 'scheduled' ? 'composer.scheduled' : 'composer.saved'),
      });
      setVersion((value) => value + 1);
    } catch (error) {
      console.error('[creation] post not saved', error);
      notify({ type: 'error', message: t('composer.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
        {t('composer.title')}
      </PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('composer.compose')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Checkbox.Group
                aria-label={t('composer.channels')}
                value={channels}
                onChange={(values) => setChannels(values as Channel[])}
                options={CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
              />
              <TextArea
                aria-label={t('composer.text')}
                rows={5}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <Flex wrap="wrap" gap={12}>
                {channels.map((channel) => (
                  <CharacterCounter key={channel} channel={channel} text={textFor(channel)} />
                ))}
              </Flex>
              <Collapse
                size="small"
                items={channels.map((channel) => ({
                  key: channel,
                  label: t('composer.customise', { channel: t(`channels.${channel}`) }),
                  children: (
                    <ChannelText
                      channel={channel}
                      value={textFor(channel)}
                      onChange={(value) => setOverrides((previous) => ({ ...previous, [channel]: value }))}
                    />
                  ),
                }))}
              />
              <Typography.Text>{t('composer.attached', { count: media.length })}</Typography.Text>
              {problems
                .filter((entry) => entry.problems.length > 0)
                .map((entry) => (
                  <Alert
                    key={entry.channel}
                    type="warning"
                    showIcon
                    data-testid={`problems-${entry.channel}`}
                    message={entry.problems
                      .map((problem) =>
                        t(`channelProblems.${problem}`, { channel: t(`channels.${entry.channel}`) }),
                      )
                      .join(' ')}
                  />
                ))}
              <Flex wrap="wrap" gap={12} align="center">
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  aria-label={t('composer.when')}
                  value={when}
                  onChange={setWhen}
                  disabledDate={(day) =>
                    day.isBefore(dayjs(), 'day') ||
                    day.isAfter(dayjs().add(POST_SCHEDULE_MAX_DAYS, 'day'), 'day')
                  }
                />
                <Typography.Text type="secondary">{t('composer.timeZone', { timeZone })}</Typography.Text>
              </Flex>
              <Flex gap={12} wrap="wrap">
                <Button onClick={() => void save('draft')} loading={saving} disabled={channels.length === 0}>
                  {t('composer.saveDraft')}
                </Button>
                <Button
                  type="primary"
                  onClick={() => void save('scheduled')}
                  loading={saving}
                  disabled={blocked || !future}
                >
                  {t('composer.schedule')}
                </Button>
              </Flex>
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('composer.preview')}>
            <Tabs
              items={channels.map((channel) => ({
                key: channel,
                label: t(`channels.${channel}`),
                children: (
                  <Card size="small" data-testid={`preview-${channel}`}>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                      {textFor(channel) || t('composer.previewEmpty')}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">
                      {t('composer.attached', { count: media.length })}
                    </Typography.Text>
                  </Card>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <MediaLibrary uid={uid} attached={media.map((file) => file.path)} onToggle={toggleMedia} />
      </div>
      <PostList uid={uid} version={version} />
    </>
  );
}

/** Post creation (/create-post, every plan): compose for several channels, media, preview, schedule. */
export function PostComposerPage(): ReactElement | null {
  const { user } = useAuthState();
  return user ? <Composer uid={user.uid} /> : null;
}
