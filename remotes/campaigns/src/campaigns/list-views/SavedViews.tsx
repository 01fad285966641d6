import { Button, Input } from 'shared-ui/antd/base';
import { Select } from 'shared-ui/antd/data';
import { Tooltip } from 'shared-ui/antd/layout';
import { Modal } from 'shared-ui/antd/overlay';
import { Popconfirm } from 'shared-ui/antd/panels';
import { Typography } from 'shared-ui/antd/typography';
import { useEffect, useState, type ReactElement } from 'react';
import { notify } from 'shared-auth';
import { useCampaignsEditingT } from '../../i18n/useCampaignsEditingT';
import { createSavedView, deleteSavedView, fetchSavedViews } from '../api/listViews';
import type { CampaignQuery } from '../model/campaignQuery';
import type { ListColumn } from '../model/listColumns';
import {
  SAVED_VIEWS_MAX,
  savedViewFields,
  VIEW_NAME_MAX,
  viewNameRefusal,
  type SavedView,
  type ViewNameRefusal,
} from '../model/savedView';

/** Whether `view` holds exactly what the list shows. */
function shows(view: SavedView, query: CampaignQuery, columns: readonly ListColumn[]): boolean {
  const fields = savedViewFields(view.name, query, columns);
  const saved = savedViewFields(view.name, view.query, view.columns);
  return JSON.stringify(fields) === JSON.stringify(saved);
}

/**
 * Saved views (docs/product-rules.md §10.1): the user's named filters, sort, range and columns — pick
 * one to apply it, save what the list shows under a new name, delete the one shown.
 */
export function SavedViews({
  uid,
  query,
  columns,
  onApply,
}: {
  readonly uid: string;
  readonly query: CampaignQuery;
  readonly columns: readonly ListColumn[];
  readonly onApply: (view: SavedView) => void;
}): ReactElement {
  const { t } = useCampaignsEditingT();
  const [views, setViews] = useState<readonly SavedView[] | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ViewNameRefusal | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchSavedViews(uid).then(
      (read) => current && setViews(read),
      (error: unknown) => {
        console.error('[campaigns] saved views could not be read', error);
        if (current) setViews([]);
      },
    );
    return () => {
      current = false;
    };
  }, [uid]);

  const shown = views?.find((view) => shows(view, query, columns));
  const full = (views?.length ?? 0) >= SAVED_VIEWS_MAX;

  const save = async (): Promise<void> => {
    const refusal = viewNameRefusal(name, views ?? []);
    setProblem(refusal);
    if (refusal) return;
    setSaving(true);
    try {
      const fields = savedViewFields(name, query, columns);
      const id = await createSavedView(uid, fields);
      setViews((current) =>
        [...(current ?? []), { id, name: fields.name, query, columns }].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      );
      setNaming(false);
      setName('');
      notify({ type: 'success', message: t('views.saved', { name: fields.name }) });
    } catch (error) {
      console.error('[campaigns] view not saved', error);
      setProblem('failed');
    } finally {
      setSaving(false);
    }
  };

  const remove = async (view: SavedView): Promise<void> => {
    try {
      await deleteSavedView(uid, view.id);
      setViews((current) => (current ?? []).filter((other) => other.id !== view.id));
    } catch (error) {
      console.error('[campaigns] view not deleted', error);
      notify({ type: 'error', message: t('views.deleteFailed') });
    }
  };

  return (
    <>
      <Select<string>
        aria-label={t('views.label')}
        placeholder={t('views.placeholder')}
        style={{ minWidth: 180 }}
        loading={views === null}
        value={shown?.id}
        onChange={(id) => {
          const view = views?.find((candidate) => candidate.id === id);
          if (view) onApply(view);
        }}
        options={(views ?? []).map((view) => ({ value: view.id, label: view.name }))}
        notFoundContent={t('views.none')}
        data-testid="campaign-views"
      />
      <Tooltip title={full ? t('views.full', { count: SAVED_VIEWS_MAX }) : undefined}>
        <Button
          disabled={full || views === null}
          onClick={() => setNaming(true)}
          data-testid="campaign-view-save"
        >
          {t('views.save')}
        </Button>
      </Tooltip>
      {shown && (
        <Popconfirm
          title={t('views.deleteConfirm', { name: shown.name })}
          okText={t('views.delete')}
          cancelText={t('views.cancel')}
          onConfirm={() => remove(shown)}
        >
          <Button danger data-testid="campaign-view-delete">
            {t('views.delete')}
          </Button>
        </Popconfirm>
      )}
      <Modal
        open={naming}
        title={t('views.saveTitle')}
        okText={t('views.save')}
        cancelText={t('views.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => {
          setNaming(false);
          setProblem(null);
        }}
      >
        <label htmlFor="campaign-view-name">{t('views.name')}</label>
        <Input
          id="campaign-view-name"
          value={name}
          maxLength={VIEW_NAME_MAX + 20}
          status={problem ? 'error' : undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'campaign-view-name-problem' : undefined}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void save()}
          data-testid="campaign-view-name"
        />
        {problem && (
          <Typography.Text type="danger" role="alert" id="campaign-view-name-problem">
            {t(`views.problem.${problem}`, { count: VIEW_NAME_MAX })}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
