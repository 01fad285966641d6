import { Alert, Button, Spin } from 'shared-ui/antd/base';
import { Form } from 'shared-ui/antd/form';
import { Space } from 'shared-ui/antd/layout';
import { Typography } from 'shared-ui/antd/typography';
import { Descriptions } from 'shared-ui/antd/panels';
import { Drawer } from 'shared-ui/antd/overlay';
import { TextArea } from 'shared-ui/antd/authoring';
import { useEffect, useState, type ReactElement } from 'react';
import { notify, useAccount } from 'shared-auth';
import { CONNECTION_MESSAGE_MAX } from '@adplatform/influencer-model';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { connectInfluencer, readCollaboration, withdrawConnection } from '../api/collaborations';
import type { Collaboration, Influencer } from '../model/influencer';
import { useCreatorFigures } from '../hooks/useCreatorFigures';
import { CollaborationStatusTag } from './CollaborationStatusTag';
import { MetricsFreshness } from './MetricsFreshness';
import { InstagramSource } from './InstagramSource';
import { AudienceProfile } from './AudienceProfile';
import { ListMembership } from './ListMembership';
import { BriefFields, briefFormValues, briefFromForm, type BriefFormValues } from './BriefFields';
import type { InfluencerList } from '../model/influencerListDocument';

type Loaded = { readonly influencerId: string; readonly collaboration: Collaboration | null };

/**
 * An influencer's profile: the metrics an advertiser weighs, and "connect", which sends a connection
 * request with its brief (a collaboration with status `invited`). An existing collaboration shows its
 * status instead; it is followed from "My connections".
 * The creator can be put on the user's lists, and hidden from Discover (or shown again).
 */
export function InfluencerDrawer({
  uid,
  influencer,
  hidden,
  onHide,
  lists,
  onListsChanged,
  onClose,
  onRefreshed,
  onChanged,
}: {
  readonly uid: string;
  readonly influencer: Influencer | null;
  /** Whether the user has hidden this creator from Discover. */
  readonly hidden: boolean;
  /** Hides the creator from Discover (`hide`) or shows them again. */
  readonly onHide: (influencer: Influencer, hide: boolean) => void;
  /** The user's lists of creators, or null while they load. */
  readonly lists: readonly InfluencerList[] | null;
  readonly onListsChanged: () => void;
  readonly onClose: () => void;
  /** The creator as refreshed from Instagram. */
  readonly onRefreshed: (influencer: Influencer) => void;
  readonly onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  // An analyst reads a creator's profile and connection; hiding, lists and connecting are its
  // owners' and admins' (docs/product-rules.md §10.9).
  const { canWrite } = useAccount();
  const locale = i18n.language;
  const figures = useCreatorFigures();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [form] = Form.useForm<{ message: string } & BriefFormValues>();

  useEffect(() => {
    if (!influencer) return;
    let cancelled = false;
    readCollaboration(uid, influencer.id).then(
      (collaboration) => !cancelled && setLoaded({ influencerId: influencer.id, collaboration }),
      (error: unknown) => {
        console.error('[influencers] collaboration read failed', error);
        if (!cancelled) setLoaded({ influencerId: influencer.id, collaboration: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, influencer]);

  const current = influencer && loaded?.influencerId === influencer.id ? loaded : null;

  const run = async (action: () => Promise<void>, done: string): Promise<void> => {
    if (!influencer) return;
    setBusy(true);
    setFailed(false);
    try {
      await action();
      setLoaded({ influencerId: influencer.id, collaboration: await readCollaboration(uid, influencer.id) });
      notify({ type: 'success', message: done });
      onChanged();
    } catch (error) {
      console.error('[influencers] connection failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={influencer !== null}
      onClose={onClose}
      width={480}
      title={influencer ? `${influencer.displayName} · ${influencer.handle}` : ''}
      destroyOnHidden
    >
      {influencer && (
        <>
          <Typography.Paragraph>{influencer.bio}</Typography.Paragraph>
          {canWrite && (
            <Button
              size="small"
              style={{ marginBottom: 16 }}
              aria-pressed={hidden}
              data-testid="hide-creator"
              onClick={() => onHide(influencer, !hidden)}
            >
              {hidden ? t('hidden.showAgain') : t('hidden.hide')}
            </Button>
          )}
          <MetricsFreshness influencer={influencer} />
          {influencer.source === 'instagram' && (
            <InstagramSource influencer={influencer} onRefreshed={onRefreshed} />
          )}
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('columns.platform')}>
              {t(`platform.${influencer.platform}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.niche')}>{figures.niche(influencer)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.audience')}>
              {figures.audience(influencer)}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.followers')}>
              {figures.followers(influencer)}
            </Descriptions.Item>
            {influencer.mediaCount !== null && (
              <Descriptions.Item label={t('metrics.mediaCount')}>
                {influencer.mediaCount.toLocaleString(locale)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('columns.engagement')}>
              {figures.engagement(influencer)}
            </Descriptions.Item>
            <Descriptions.Item label={t('metrics.avgViews')}>
              {figures.avgViews(influencer)}
            </Descriptions.Item>
            <Descriptions.Item label={t('metrics.postsPerWeek')}>
              {influencer.postsPerWeek.toLocaleString(locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.priceFrom')}>{figures.price(influencer)}</Descriptions.Item>
          </Descriptions>
          {canWrite && (
            <ListMembership uid={uid} influencer={influencer} lists={lists} onChanged={onListsChanged} />
          )}
          <AudienceProfile audience={influencer.audience} posts={influencer.recentPosts} />
          {failed && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={t('connectFailed')}
              style={{ marginBottom: 16 }}
            />
          )}
          {!current ? (
            <Spin aria-label={t('loading')} />
          ) : current.collaboration ? (
            <Space direction="vertical">
              <span>
                {t('connection')} <CollaborationStatusTag status={current.collaboration.status} />
              </span>
              {canWrite && current.collaboration.status === 'invited' && (
                <Button
                  loading={busy}
                  onClick={() => void run(() => withdrawConnection(uid, influencer.id), t('withdrawn'))}
                >
                  {t('withdraw')}
                </Button>
              )}
            </Space>
          ) : !canWrite ? null : (
            <Form
              form={form}
              layout="vertical"
              initialValues={{
                message: t('defaultMessage', { name: influencer.displayName.split(' ')[0] }),
                ...briefFormValues(null, influencer.priceFromMinor, influencer.currency),
              }}
              onFinish={({ message, ...brief }) =>
                void run(
                  () =>
                    connectInfluencer(uid, influencer, message, briefFromForm(brief, influencer.currency)),
                  t('sent'),
                )
              }
            >
              <Form.Item
                label={t('message')}
                name="message"
                rules={[
                  { required: true, whitespace: true, message: t('messageRequired') },
                  {
                    max: CONNECTION_MESSAGE_MAX,
                    message: t('messageTooLong', { max: CONNECTION_MESSAGE_MAX }),
                  },
                ]}
              >
                <TextArea rows={4} showCount maxLength={CONNECTION_MESSAGE_MAX} />
              </Form.Item>
              <BriefFields currency={influencer.currency} />
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('connect')}
              </Button>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}
