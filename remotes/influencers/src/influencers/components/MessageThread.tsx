import { Button } from 'shared-ui/antd/base';
import { TextArea } from 'shared-ui/antd/authoring';
import { Form } from 'shared-ui/antd/form';
import { List } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useMemo, useState, type ReactElement } from 'react';
import { notify, type SessionUser } from 'shared-auth';
import { CursorPager, ListLoadError, useCursorPages } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { fetchThreadPage, sendMessage } from '../api/collaborationMessages';
import { COLLABORATION_MESSAGE_MAX, THREAD_PAGE_SIZE } from '@adplatform/influencer-model';
import type { CollaborationMessage } from '../model/collaborationMessage';

/**
 * A collaboration's message thread (docs/product-rules.md §10.5): a box to write to the creator, then
 * the messages, the newest first, a page at a time. A message that fails to send stays in the box.
 */
export function MessageThread({
  sender,
  uid,
  influencerId,
  creatorName,
  closed,
  revision,
}: {
  readonly sender: SessionUser;
  readonly uid: string;
  readonly influencerId: string;
  /** The creator's name, for their messages. */
  readonly creatorName: string;
  /** A declined collaboration takes no new message. */
  readonly closed: boolean;
  /** Changes when a message joined the thread from elsewhere (a note sending content back). */
  readonly revision: number;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  const [version, setVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const query = useMemo(
    () => ({ uid, influencerId, version: version + revision }),
    [uid, influencerId, version, revision],
  );
  const thread = useCursorPages({ query, fetchPage: fetchThreadPage, label: 'influencers' });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const send = async ({ text }: { text: string }): Promise<void> => {
    setSending(true);
    try {
      await sendMessage(sender, uid, influencerId, text);
      form.resetFields();
      setVersion((value) => value + 1);
    } catch (error) {
      console.error('[influencers] message not sent', error);
      notify({ type: 'error', message: t('thread.failed') });
    } finally {
      setSending(false);
    }
  };

  const author = (message: CollaborationMessage): string =>
    message.from === 'creator'
      ? creatorName
      : message.byEmail === sender.email
        ? t('thread.you')
        : (message.byEmail ?? '');

  return (
    <div data-testid="collaboration-thread">
      {!closed && (
        <Form form={form} layout="vertical" onFinish={(values) => void send(values)}>
          <Form.Item
            label={t('thread.message')}
            name="text"
            rules={[
              { required: true, whitespace: true, message: t('messageRequired') },
              {
                max: COLLABORATION_MESSAGE_MAX,
                message: t('messageTooLong', { max: COLLABORATION_MESSAGE_MAX }),
              },
            ]}
          >
            <TextArea rows={3} showCount maxLength={COLLABORATION_MESSAGE_MAX} />
          </Form.Item>
          <Button htmlType="submit" loading={sending} style={{ marginBottom: 16 }}>
            {t('thread.send')}
          </Button>
        </Form>
      )}
      {thread.error ? (
        <ListLoadError message={t('thread.loadFailed')} onRetry={thread.reload} />
      ) : (
        <>
          <List<CollaborationMessage>
            loading={thread.loading}
            dataSource={thread.rows}
            locale={{ emptyText: t('thread.empty') }}
            rowKey="id"
            renderItem={(message) => (
              <List.Item data-testid="thread-message" data-from={message.from}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{author(message)}</Typography.Text>{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {when.format(message.sentAt)}
                  </Typography.Text>
                  <Typography.Paragraph
                    style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {message.text}
                  </Typography.Paragraph>
                </div>
              </List.Item>
            )}
          />
          {(thread.hasNext || thread.pageIndex > 0) && (
            <CursorPager list={thread} label={t('thread.pages')} pageSize={THREAD_PAGE_SIZE} />
          )}
        </>
      )}
    </div>
  );
}
