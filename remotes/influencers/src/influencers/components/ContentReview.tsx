import { Button } from 'shared-ui/antd/base';
import { TextArea } from 'shared-ui/antd/authoring';
import { Form } from 'shared-ui/antd/form';
import { Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { useState, type ReactElement } from 'react';
import { notify, useAccount, type SessionUser } from 'shared-auth';
import { formatDate } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { requestChanges } from '../api/collaborations';
import type { Collaboration } from '../model/influencer';
import { COLLABORATION_MESSAGE_MAX, type CollaborationStatus } from '@adplatform/influencer-model';

/** What the line above the content says at a stage, besides its date (`content.submittedOn`). */
const SUBMISSION_LINE: Partial<Record<CollaborationStatus, string>> = {
  contentSubmitted: 'content.toReview',
  accepted: 'content.sentBackOn',
};

/** The largest a media file shows in the drawer, as a post would show in a feed (px). */
const MEDIA_MAX_HEIGHT = 320;

/**
 * The creator's content as it would go live (docs/product-rules.md §10.5): its media and caption,
 * with when it was submitted. While it waits for review, the advertiser approves it, or sends it
 * back with a note the creator reads in the messages (required: content is never sent back
 * without saying what to change).
 */
export function ContentReview({
  sender,
  uid,
  collaboration,
  approving,
  onApprove,
  onSentBack,
}: {
  readonly sender: SessionUser;
  readonly uid: string;
  readonly collaboration: Collaboration;
  /** True while the approval is being saved. */
  readonly approving: boolean;
  readonly onApprove: () => void;
  /** Called once the content went back, its note in the thread. */
  readonly onSentBack: () => void;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  const { canWrite } = useAccount();
  const [writingNote, setWritingNote] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ note: string }>();
  const { submission, status } = collaboration;
  if (!submission) {
    return (
      <Typography.Paragraph type="secondary" data-testid="collaboration-content">
        {status === 'invited' || status === 'declined' ? t('content.none') : t('content.waiting')}
      </Typography.Paragraph>
    );
  }
  const inReview = status === 'contentSubmitted' && canWrite;

  const sendBack = async ({ note }: { note: string }): Promise<void> => {
    setSending(true);
    try {
      await requestChanges(sender, uid, collaboration.influencerId, note);
      notify({ type: 'success', message: t('content.sentBack') });
      setWritingNote(false);
      onSentBack();
    } catch (error) {
      console.error('[influencers] content not sent back', error);
      notify({ type: 'error', message: t('content.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="collaboration-content">
      <Typography.Paragraph type="secondary">
        {t(SUBMISSION_LINE[status] ?? 'content.submittedOn', {
          date: formatDate(submission.submittedAt, i18n.language),
        })}
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {submission.media.map((media, index) =>
          media.type === 'image' ? (
            <img
              key={index}
              src={media.url}
              alt={t('content.mediaAlt', { name: collaboration.displayName, number: index + 1 })}
              style={{ maxWidth: '100%', maxHeight: MEDIA_MAX_HEIGHT, borderRadius: 8, display: 'block' }}
            />
          ) : (
            <video
              key={index}
              src={media.url}
              controls
              preload="metadata"
              aria-label={t('content.mediaAlt', { name: collaboration.displayName, number: index + 1 })}
              style={{ maxWidth: '100%', maxHeight: MEDIA_MAX_HEIGHT, borderRadius: 8, display: 'block' }}
            />
          ),
        )}
        <Typography.Paragraph
          data-testid="collaboration-caption"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
        >
          {submission.caption}
        </Typography.Paragraph>
      </Space>
      {inReview && !writingNote && (
        <Space wrap style={{ marginTop: 12 }}>
          <Button type="primary" loading={approving} onClick={onApprove}>
            {t('moves.approved')}
          </Button>
          <Button disabled={approving} onClick={() => setWritingNote(true)}>
            {t('moves.requestChanges')}
          </Button>
        </Space>
      )}
      {inReview && writingNote && (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 12 }}
          onFinish={(values) => void sendBack(values)}
          data-testid="changes-note-form"
        >
          <Form.Item
            name="note"
            label={t('content.note')}
            rules={[
              { required: true, whitespace: true, message: t('content.noteRequired') },
              {
                max: COLLABORATION_MESSAGE_MAX,
                message: t('content.noteTooLong', { max: COLLABORATION_MESSAGE_MAX }),
              },
            ]}
          >
            <TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={sending}>
              {t('content.sendBack')}
            </Button>
            <Button disabled={sending} onClick={() => setWritingNote(false)}>
              {t('content.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </div>
  );
}
