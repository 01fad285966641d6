import { Button } from 'shared-ui/antd/base';
import { Typography } from 'shared-ui/antd/typography';
import { List, Popconfirm } from 'shared-ui/antd/panels';
import { useEffect, useState, type ReactElement } from 'react';
import { Link, notify, PATHS } from 'shared-auth';
import { formatDate } from 'shared-ui';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { deleteDraft, fetchDrafts, type DraftRow } from '../api/campaignDrafts';

/**
 * The campaign-creation drafts in progress (docs/product-rules.md §10.6), each with "Resume" (back into the wizard at the
 * step it was left on) and "Delete". Renders nothing when there is none.
 */
export function DraftList({ uid }: { readonly uid: string }): ReactElement | null {
  const { t, i18n } = useCampaignsEditingT();
  const [drafts, setDrafts] = useState<DraftRow[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    fetchDrafts(uid).then(
      (rows) => current && setDrafts(rows),
      (error: unknown) => console.error('[campaigns] drafts could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [uid, version]);

  if (drafts.length === 0) return null;
  const remove = async (draft: DraftRow): Promise<void> => {
    try {
      await deleteDraft(uid, draft.id);
      setVersion((value) => value + 1);
    } catch (error) {
      console.error('[campaigns] draft not deleted', error);
      notify({ type: 'error', message: t('drafts.deleteFailed') });
    }
  };
  return (
    <List
      size="small"
      bordered
      header={<Typography.Text strong>{t('drafts.title')}</Typography.Text>}
      style={{ marginBottom: 16 }}
      data-testid="campaign-drafts"
      dataSource={drafts}
      renderItem={(draft) => {
        const name = draft.name || t('drafts.untitled');
        return (
          <List.Item
            data-testid="campaign-draft"
            // On a narrow screen the actions go under the draft's name rather than squeezing it.
            style={{ flexWrap: 'wrap', rowGap: 8 }}
            actions={[
              <Link key="resume" to={`${PATHS.createCampaign}?draft=${encodeURIComponent(draft.id)}`}>
                {t('drafts.resume', { name })}
              </Link>,
              <Popconfirm
                key="delete"
                title={t('drafts.confirmDelete', { name })}
                okText={t('drafts.delete')}
                onConfirm={() => remove(draft)}
              >
                <Button type="link" danger style={{ padding: 0 }}>
                  {t('drafts.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              style={{ flex: '1 1 240px' }}
              title={name}
              description={
                <Typography.Text type="secondary">
                  {t('drafts.progress', { step: draft.step + 1, total: 5 })} ·{' '}
                  {t('drafts.updated', { date: formatDate(draft.updatedAt, i18n.language) })}
                </Typography.Text>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
