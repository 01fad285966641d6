import { Alert, Button, Spin } from 'shared-ui/antd/base';
import { Steps } from 'shared-ui/antd/authoring';
import { Form } from 'shared-ui/antd/form';
import { Space, Tag } from 'shared-ui/antd/layout';
import { Descriptions } from 'shared-ui/antd/panels';
import { Drawer } from 'shared-ui/antd/overlay';
import { Typography } from 'shared-ui/antd/typography';
import dayjs from 'dayjs';
import { useState, type ReactElement } from 'react';
import { notify, useAccount, type SessionUser } from 'shared-auth';
import { formatDate, formatMoney, ListLoadError, PageTitle, useRead } from 'shared-ui';
import { useInfluencersT } from '../../i18n/useInfluencersT';
import { moveCollaboration, readCollaboration, updateBrief } from '../api/collaborations';
import { fetchInfluencersByIds } from '../api/influencerLists';
import { isOverdue, pipelineMoves, pipelineStep } from '../model/collaborationPipeline';
import type { Collaboration } from '../model/influencer';
import {
  BRIEF_EDITABLE_STATUSES,
  COLLABORATION_PIPELINE,
  type CollaborationStatus,
} from '@adplatform/influencer-model';
import { BriefFields, briefFormValues, briefFromForm, type BriefFormValues } from './BriefFields';
import { CollaborationStatusTag } from './CollaborationStatusTag';
import { ContentReview } from './ContentReview';
import { MessageThread } from './MessageThread';

/** The pipeline as steps, each reached one dated; a declined invitation shows its answer as an error. */
function PipelineSteps({ collaboration }: { readonly collaboration: Collaboration }): ReactElement {
  const { t, i18n } = useInfluencersT();
  const declined = collaboration.status === 'declined';
  const dated = (stage: CollaborationStatus): string | undefined => {
    const at = collaboration.stageDates[stage];
    return at ? formatDate(at, i18n.language) : undefined;
  };
  return (
    <Steps
      direction="vertical"
      size="small"
      current={pipelineStep(collaboration.status)}
      status={declined ? 'error' : collaboration.status === 'paid' ? 'finish' : 'process'}
      data-testid="collaboration-steps"
      items={COLLABORATION_PIPELINE.map((stage, index) => {
        const shown = declined && index === 1 ? 'declined' : stage;
        return { key: stage, title: t(`status.${shown}`), description: dated(shown) };
      })}
    />
  );
}

/**
 * The brief as written, and its form while the advertiser changes it (invited or accepted only). A
 * request sent before briefs were kept gets one in the creator's currency, read from the catalogue.
 */
function BriefSection({
  uid,
  collaboration,
  onSaved,
}: {
  readonly uid: string;
  readonly collaboration: Collaboration;
  readonly onSaved: () => void;
}): ReactElement {
  const { t, i18n } = useInfluencersT();
  const creator = useRead(
    collaboration.brief ? '' : collaboration.influencerId,
    () => (collaboration.brief ? Promise.resolve([]) : fetchInfluencersByIds([collaboration.influencerId])),
    '[influencers] creator not read',
  );
  const currency = collaboration.brief?.currency ?? creator.data?.[0]?.currency ?? null;
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<BriefFormValues>();
  const { brief } = collaboration;
  const { canWrite } = useAccount();
  const editable = canWrite && BRIEF_EDITABLE_STATUSES.includes(collaboration.status);
  const today = dayjs().format('YYYY-MM-DD');

  const save = async (values: BriefFormValues, currency: string): Promise<void> => {
    setSaving(true);
    try {
      await updateBrief(uid, collaboration, briefFromForm(values, currency));
      notify({ type: 'success', message: t('brief.saved') });
      setEditing(false);
      onSaved();
    } catch (error) {
      console.error('[influencers] brief not saved', error);
      notify({ type: 'error', message: t('brief.failed') });
    } finally {
      setSaving(false);
    }
  };

  if (editing)
    return (
      <Form
        form={form}
        layout="vertical"
        initialValues={briefFormValues(brief, 0, currency ?? '')}
        onFinish={(values) => void save(values, currency ?? '')}
        data-testid="brief-form"
      >
        <BriefFields currency={currency ?? ''} />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('brief.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('brief.cancel')}</Button>
        </Space>
      </Form>
    );
  return (
    <div data-testid="collaboration-brief">
      {brief ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'deliverables',
              label: t('brief.deliverables'),
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {brief.deliverables.map((deliverable, index) => (
                    <li key={index} style={{ overflowWrap: 'anywhere' }}>
                      {deliverable}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'due',
              label: t('brief.dueDate'),
              children: (
                <>
                  {formatDate(dayjs(brief.dueDate).toDate(), i18n.language)}{' '}
                  {isOverdue(collaboration, today) && (
                    <Tag color="red" data-testid="collaboration-overdue">
                      {t('brief.overdue')}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              key: 'fee',
              label: t('brief.feeLabel'),
              children: formatMoney(brief.feeMinor, brief.currency, i18n.language),
            },
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('brief.none')}</Typography.Paragraph>
      )}
      {editable && currency && (
        <Button size="small" style={{ marginTop: 8 }} onClick={() => setEditing(true)}>
          {brief ? t('brief.edit') : t('brief.add')}
        </Button>
      )}
    </div>
  );
}

/**
 * A collaboration opened from "My connections" (docs/product-rules.md §10.5): the pipeline with the
 * date each stage was reached and the moves open from the current one, the creator's content (reviewed
 * there), the brief (changed while the creator has not submitted content), and the message thread.
 */
export function CollaborationDrawer({
  sender,
  uid,
  influencerId,
  onClose,
  onChanged,
}: {
  readonly sender: SessionUser;
  readonly uid: string;
  /** The collaboration shown (its influencer's id), or null when closed. */
  readonly influencerId: string | null;
  readonly onClose: () => void;
  /** Called after each change, so the list reads again. */
  readonly onChanged: () => void;
}): ReactElement {
  const { t } = useInfluencersT();
  const { canWrite } = useAccount();
  const [version, setVersion] = useState(0);
  const [moving, setMoving] = useState<CollaborationStatus | null>(null);
  const read = useRead(
    influencerId ? `${influencerId}|${version}` : '',
    () => (influencerId ? readCollaboration(uid, influencerId) : Promise.resolve(null)),
    '[influencers] collaboration not read',
  );
  const collaboration = read.data && read.data.influencerId === influencerId ? read.data : null;
  const changed = (): void => {
    setVersion((value) => value + 1);
    onChanged();
  };

  const move = async (from: Collaboration, to: CollaborationStatus): Promise<void> => {
    setMoving(to);
    try {
      await moveCollaboration(uid, from.influencerId, from.status, to);
      notify({ type: 'success', message: t('moves.done', { status: t(`status.${to}`) }) });
      changed();
    } catch (error) {
      console.error('[influencers] collaboration not moved', error);
      notify({ type: 'error', message: t('moves.failed') });
    } finally {
      setMoving(null);
    }
  };

  return (
    <Drawer
      open={influencerId !== null}
      onClose={onClose}
      title={t('collaboration.title')}
      width="min(560px, 100vw)"
      destroyOnHidden
    >
      {read.state === 'error' ? (
        <ListLoadError message={t('loadFailed')} onRetry={read.retry} />
      ) : !collaboration ? (
        influencerId && read.state === 'loading' ? (
          <Spin aria-label={t('loading')} />
        ) : (
          <Alert type="warning" showIcon message={t('collaboration.gone')} />
        )
      ) : (
        <div data-testid="collaboration-detail">
          <PageTitle as="h2" level={4}>
            {collaboration.displayName} · {collaboration.handle}
          </PageTitle>
          <Space wrap style={{ marginBottom: 16 }}>
            <CollaborationStatusTag status={collaboration.status} />
            {/* An analyst follows the collaboration and moves nothing (docs/product-rules.md §10.9);
                submitted content is approved or sent back beside the content itself. */}
            {(canWrite && collaboration.status !== 'contentSubmitted'
              ? pipelineMoves(collaboration.status)
              : []
            ).map((option) => (
              <Button
                key={option.to}
                type={option.back || option.to === 'declined' ? 'default' : 'primary'}
                loading={moving === option.to}
                disabled={moving !== null && moving !== option.to}
                onClick={() => void move(collaboration, option.to)}
              >
                {t(option.labelKey)}
              </Button>
            ))}
          </Space>
          <PipelineSteps collaboration={collaboration} />
          <PageTitle as="h3" level={5} style={{ margin: '24px 0 12px' }}>
            {t('content.heading')}
          </PageTitle>
          <ContentReview
            sender={sender}
            uid={uid}
            collaboration={collaboration}
            approving={moving === 'approved'}
            onApprove={() => void move(collaboration, 'approved')}
            onSentBack={changed}
          />
          <PageTitle as="h3" level={5} style={{ margin: '24px 0 12px' }}>
            {t('brief.heading')}
          </PageTitle>
          <BriefSection uid={uid} collaboration={collaboration} onSaved={changed} />
          <PageTitle as="h3" level={5} style={{ margin: '24px 0 12px' }}>
            {t('thread.heading')}
          </PageTitle>
          <MessageThread
            sender={sender}
            uid={uid}
            influencerId={collaboration.influencerId}
            creatorName={collaboration.displayName}
            closed={collaboration.status === 'declined' || !canWrite}
            revision={version}
          />
        </div>
      )}
    </Drawer>
  );
}
