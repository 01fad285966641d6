import { Button, Flex } from 'shared-ui/antd/base';
import { Modal } from 'shared-ui/antd/overlay';
import { Descriptions } from 'shared-ui/antd/panels';
import { Tag } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactElement } from 'react';
import { useCreationT } from '../../i18n/useCreationT';
import { PublishTimePicker } from '../../post-composer/components/PublishTimePicker';
import { isSchedulable } from '../../post-composer/model/postDocument';
import type { PostRow } from '../api/scheduledPosts';
import { STATUS_COLOURS } from './statusColours';

/** How a post may be moved from its details: to a new time, once saved closes the dialog. */
interface MoveProps {
  /** The time (epoch ms), for what may still be moved. */
  readonly now: number;
  readonly onClose: () => void;
  /** Moves the post to `scheduledAt` (epoch ms); true once saved. */
  readonly onMove: (post: PostRow, scheduledAt: number) => Promise<boolean>;
}

/** The details of one post (the dialog's body, made anew for each post opened). */
function PostDetailsBody({
  post,
  now,
  onClose,
  onMove,
}: MoveProps & { readonly post: PostRow }): ReactElement {
  const { t, i18n } = useCreationT();
  const [when, setWhen] = useState<Dayjs | null>(post.scheduledAt ? dayjs(post.scheduledAt) : null);
  const [saving, setSaving] = useState(false);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  const movable = post.status === 'scheduled' && (post.scheduledAt ?? 0) > now;
  const changed = when !== null && when.valueOf() !== post.scheduledAt;
  const valid = when !== null && isSchedulable(when.valueOf(), now);

  const save = async (): Promise<void> => {
    if (!when) return;
    setSaving(true);
    const moved = await onMove(post, when.valueOf());
    setSaving(false);
    if (moved) onClose();
  };

  return (
    <div data-testid="post-details">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: t('calendar.status'),
            children: <Tag color={STATUS_COLOURS[post.status]}>{t(`posts.status.${post.status}`)}</Tag>,
          },
          {
            key: 'when',
            label: t(post.status === 'published' ? 'calendar.publishedAt' : 'calendar.scheduledAt'),
            children: post.scheduledAt ? format.format(post.scheduledAt) : '—',
          },
          {
            key: 'channels',
            label: t('composer.channels'),
            children: post.channels.map((channel) => t(`channels.${channel}`)).join(', '),
          },
          {
            key: 'media',
            label: t('calendar.media'),
            children: t('posts.media', { count: post.mediaCount }),
          },
        ]}
      />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
        {post.text || '—'}
      </Typography.Paragraph>
      {movable ? (
        <Flex wrap="wrap" gap={8} align="center">
          <PublishTimePicker label={t('calendar.moveTo')} value={when} onChange={setWhen} />
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!changed || !valid}>
            {t('calendar.move')}
          </Button>
        </Flex>
      ) : (
        <Typography.Text type="secondary">
          {t(post.status === 'published' ? 'calendar.publishedStays' : 'calendar.pastStays')}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * A calendar post's details in a dialog: status, time, channels, files and text; a scheduled post is
 * moved to another time here (the keyboard's way to do what a drag does).
 */
export function PostDetails({
  post,
  ...move
}: MoveProps & {
  /** The post shown; null when the dialog is closed. */
  readonly post: PostRow | null;
}): ReactElement {
  const { t } = useCreationT();
  return (
    <Modal
      open={post !== null}
      title={t('calendar.details')}
      onCancel={move.onClose}
      footer={null}
      destroyOnHidden
    >
      {post ? <PostDetailsBody key={post.id} post={post} {...move} /> : null}
    </Modal>
  );
}
