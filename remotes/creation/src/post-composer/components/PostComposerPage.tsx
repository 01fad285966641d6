import { Alert, Button, Flex } from 'shared-ui/antd/base';
import { Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Card, Col, Row, Tabs } from 'shared-ui/antd/panels';
import { Checkbox } from 'shared-ui/antd/data';
import { Collapse, TextArea } from 'shared-ui/antd/authoring';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { notify, useAccount, useAuthState } from 'shared-auth';
import { useCreationT } from '../../i18n/useCreationT';
import type { MediaItem } from '../api/mediaLibrary';
import { savePost } from '../api/posts';
import { PostsPanel } from '../../post-schedule/components/PostsPanel';
import { CHANNELS, channelProblems, type Channel } from '../model/channels';
import { ChannelText, CharacterCounter } from './ChannelText';
import { MediaLibrary } from './MediaLibrary';
import { NetworkPreview } from './NetworkPreview';
import { PublishTimePicker } from './PublishTimePicker';
import { PageTitle } from 'shared-ui';

/** The channels a new post starts with. */
const DEFAULT_CHANNELS: readonly Channel[] = ['facebook', 'instagram'];

function Composer({ uid, author }: { readonly uid: string; readonly author: string }): ReactElement {
  const { t } = useCreationT();
  const [channels, setChannels] = useState<Channel[]>([...DEFAULT_CHANNELS]);
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
      // Saved once: the composer starts a new post, so the same post is never saved twice.
      setChannels([...DEFAULT_CHANNELS]);
      setText('');
      setOverrides({});
      setMedia([]);
      setWhen(null);
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
                <PublishTimePicker label={t('composer.when')} value={when} onChange={setWhen} />
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
                  <NetworkPreview channel={channel} text={textFor(channel)} media={media} author={author} />
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <MediaLibrary uid={uid} attached={media.map((file) => file.path)} onToggle={toggleMedia} />
      </div>
      <PostsPanel uid={uid} version={version} />
    </>
  );
}

/** Post creation (/create-post, every plan): compose for several channels, media, preview, schedule. */
export function PostComposerPage(): ReactElement | null {
  const { user } = useAuthState();
  const { accountId, canWrite } = useAccount();
  const { t } = useCreationT();
  if (!user || !accountId) return null;
  // An analyst sees the account's posts and calendar, and composes nothing (docs/product-rules.md §10.9).
  if (!canWrite)
    return (
      <>
        <PageTitle as="h1" style={{ margin: '0 0 16px' }}>
          {t('composer.title')}
        </PageTitle>
        <Alert type="info" showIcon message={t('composer.readOnly')} />
        <PostsPanel uid={accountId} version={0} />
      </>
    );
  const author = user.displayName || (user.email ?? '').split('@')[0] || t('preview.you');
  return <Composer uid={accountId} author={author} />;
}
